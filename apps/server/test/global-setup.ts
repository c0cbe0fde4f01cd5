import type { TestProject } from 'vitest/node';
import { createPool } from '../src/platform/db/pool';
import { migrate } from '../src/platform/db/migrate';
import { startEmbedded } from '../src/platform/db/embedded';
import { freshDatabase } from './fresh-database';
import { tempDataDir } from './temp-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the embedded PostgreSQL started for this test run. */
    embeddedPgUrl: string;
    /** A migrated database on it; test files copy it (`CREATE DATABASE … TEMPLATE`). */
    embeddedTemplate: string;
    /** The same on DATABASE_URL's server, when set ('' otherwise). */
    externalTemplate: string;
  }
}

/** A migrated template database on `serverUrl`; nobody connects to it afterwards (a template must be idle). */
async function migratedTemplate(serverUrl: string) {
  const database = await freshDatabase(serverUrl, { prefix: 'cep_template' });
  const pool = createPool(database.url);
  try {
    await migrate(pool);
    // Like the demo data (seed.ts): no role requires a second factor, so the tests' sessions are
    // confirmed from the start; the second-factor tests turn the requirement on where they need it.
    await pool.query('UPDATE roles SET second_factor_required = false');
  } finally {
    await pool.end();
  }
  return database;
}

/**
 * One embedded PostgreSQL for the whole run, in a temp folder: starting a
 * cluster per test file would cost seconds each; test files isolate
 * themselves with a fresh database on it instead (see engines.ts), copied from
 * a template migrated once here.
 */
export default async function setup(project: TestProject) {
  const data = tempDataDir('cep-test-pg-');
  const embedded = await startEmbedded({ dataDir: data.dir, database: 'postgres' });
  project.provide('embeddedPgUrl', embedded.url);
  const embeddedTemplate = await migratedTemplate(embedded.url);
  project.provide('embeddedTemplate', embeddedTemplate.name);
  const external = process.env.DATABASE_URL
    ? await migratedTemplate(process.env.DATABASE_URL)
    : undefined;
  project.provide('externalTemplate', external?.name ?? '');
  return async () => {
    await external?.drop().catch(() => undefined);
    await embedded.stop();
    data.remove();
  };
}
