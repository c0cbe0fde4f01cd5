import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../../../../scripts/testing/start-server';

/** A real server of its own for one test file, and SQL on its database. */
export interface TestServer {
  /** Origin, e.g. `http://localhost:41234`. */
  url: string;
  /** Runs SQL on the server's database (for states no API call can reach). */
  sql(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  stop(): Promise<void>;
}

/**
 * Starts the built server (fresh database, demo accounts) with a DATA_DIR this file owns, and SQL
 * on the database it serves (`databaseUrl`). Each test file gets its own server: the login throttle and sessions of
 * other files (which run in parallel) cannot interfere.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cep-auth-test-'));
  // When tests run as root, PostgreSQL runs as the user `postgres`, which must enter the folder.
  chmodSync(dataDir, 0o755);
  let server;
  try {
    server = await startServer({ env: { ...env, DATA_DIR: dataDir } });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return {
    url: running.url,
    async sql(text, values) {
      // The server's own database: a fresh one on the run's shared PostgreSQL, or the embedded
      // cluster in `dataDir` when the file runs alone.
      const client = new pg.Client({ connectionString: running.databaseUrl });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Puts the happy-dom page on the server's origin: the API calls are then same-origin, as in
 * production (the server serves the console), so happy-dom's CORS checks do not apply, and
 * cookies are kept for that origin.
 */
export function useServerOrigin(url: string): void {
  const happyDOM = (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM;
  if (!happyDOM) throw new Error('useServerOrigin() needs the happy-dom test environment.');
  happyDOM.setURL(`${url}/`);
}

/** Forgets every cookie of the page and its session storage (a fresh tab). */
export function freshBrowserState(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  sessionStorage.clear();
}
