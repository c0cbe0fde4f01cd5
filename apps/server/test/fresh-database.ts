import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { appRoleName } from '../src/platform/db/app-role';

/**
 * A new, uniquely named, empty database on the PostgreSQL server of
 * `serverUrl` (any database URL of that server will do). Each test file — and
 * each server started by scripts/testing/start-server.ts — gets its own, so
 * nothing leaks between them and they can run in parallel.
 *
 * Kept free of vitest imports: scripts outside vitest use it too.
 */
export async function freshDatabase(
  serverUrl: string,
  options: { template?: string; prefix?: string } = {},
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${options.prefix ?? 'cep_test'}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = options.template;
  await admin(serverUrl, (client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)}` +
        (template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''),
    ),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // FORCE: a test that failed half-way may still hold connections. Then the least-privilege
    // role its migrations created (roles outlive databases); copies of it made none.
    drop: () =>
      admin(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
        await client
          .query(`DROP ROLE IF EXISTS ${client.escapeIdentifier(appRoleName(name))}`)
          .catch(() => undefined); // still granted in a copy not dropped yet: left to its owner
      }),
  };
}

async function admin(
  serverUrl: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
