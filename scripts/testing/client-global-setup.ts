import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../../apps/server/src/platform/db/embedded';
import { tempDataDir } from '../../apps/server/test/temp-dir';
import { startServer } from './start-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server the client tests talk to. */
    serverUrl: string;
  }
}

/**
 * One PostgreSQL for every server the client tests start (the shared one below and those a test
 * file starts with settings of its own): DATABASE_URL's when set (CI), otherwise one embedded
 * cluster for the run. Each server gets a fresh database on it (`CEP_TEST_POSTGRES`, read by
 * start-server.ts in the test workers, which inherit this process's environment), instead of a
 * cluster of its own each.
 */
async function sharedPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const data = tempDataDir('cep-client-pg-');
  const embedded = await startEmbedded({ dataDir: data.dir, database: 'postgres' });
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      data.remove();
    },
  };
}

/** One real server (fresh database) for the whole client test run. */
export default async function setup(project: TestProject) {
  const postgres = await sharedPostgres();
  process.env.CEP_TEST_POSTGRES = postgres.url;
  const server = await startServer();
  project.provide('serverUrl', server.url.replace(/\/$/, ''));
  return async () => {
    await server.stop();
    await postgres.stop();
  };
}
