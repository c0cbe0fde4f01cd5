import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/testing/start-server.ts';

/**
 * Starts one real server for the run and hands its URL to the workers through
 * the environment (workers start after global setup, so they inherit it).
 */
export default async function globalSetup() {
  const server = await startServer();
  process.env.CEP_E2E_URL = server.url;
  // A test may start a second instance on the same database (e2e/messages.spec.ts).
  process.env.CEP_E2E_DATABASE_URL = server.databaseUrl;
  // axe verdicts shared by the workers of this run (support/axe-verdicts.ts), gone with it.
  const verdicts = mkdtempSync(path.join(tmpdir(), 'cep-axe-verdicts-'));
  process.env.CEP_E2E_AXE_VERDICTS = verdicts;
  return async () => {
    rmSync(verdicts, { recursive: true, force: true });
    await server.stop();
  };
}
