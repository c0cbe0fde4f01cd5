import type { TestProject } from 'vitest/node';
import { startServer } from './start-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server the client tests talk to. */
    serverUrl: string;
  }
}

/** One real server (fresh database) for the whole client test run. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('serverUrl', server.url.replace(/\/$/, ''));
  return () => server.stop();
}
