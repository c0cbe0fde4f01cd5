import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../src/db/embedded';
import { tempDataDir } from './temp-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the embedded PostgreSQL started for this test run. */
    embeddedPgUrl: string;
  }
}

/**
 * One embedded PostgreSQL for the whole run, in a temp folder: starting a
 * cluster per test file would cost seconds each; test files isolate
 * themselves with a fresh database on it instead (see engines.ts).
 */
export default async function setup(project: TestProject) {
  const data = tempDataDir('cep-test-pg-');
  const embedded = await startEmbedded({ dataDir: data.dir, database: 'postgres' });
  project.provide('embeddedPgUrl', embedded.url);
  return async () => {
    await embedded.stop();
    data.remove();
  };
}
