// The two reference points of the server benchmark, in their own Node process
// (as the real server is in its own): a bare Fastify route, and a route doing
// one indexed SELECT through `pg`. Same Fastify and pg as apps/server (resolved
// from its package.json), same pool size (10) and log level (warn) as the
// server's defaults in this benchmark, so the only difference left is the work
// each route does.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const load = async (name) =>
  (await import(pathToFileURL(serverRequire.resolve(name)).href)).default;
const Fastify = await load('fastify');
const pg = await load('pg');

const databaseUrl = process.env.BENCH_PG_URL;
const userId = Number(process.env.BENCH_USER_ID);
if (!databaseUrl || !Number.isInteger(userId)) {
  console.error('minimal-app: BENCH_PG_URL and BENCH_USER_ID are required');
  process.exit(2);
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
const app = Fastify({ logger: { level: 'warn' } });

// (a) Touches nothing: the ceiling of Fastify + Node on this machine.
app.get('/bare', async () => ({ code: 200, message: 'ok', data: null, success: true }));

// (b) One primary-key lookup: the ceiling of anything that reads the database.
app.get('/one-select', async () => {
  const { rows } = await pool.query('SELECT id FROM users WHERE id = $1', [userId]);
  return { code: 200, message: 'ok', data: rows[0] ?? null, success: true };
});

// (c) The pinyin patient list's own statement (list-statement.mjs), when given: one round trip,
// nothing around it — the ceiling of the server's route.
const listStatement = process.env.BENCH_LIST_STATEMENT
  ? JSON.parse(process.env.BENCH_LIST_STATEMENT)
  : undefined;
if (listStatement) {
  app.get('/list-statement', async () => {
    // A copy per call: pg keeps state on the config object it is given.
    const { rows } = await pool.query({ ...listStatement, values: [...listStatement.values] });
    const total = Number(rows[0]?.total ?? 0);
    return { code: 200, message: 'ok', data: { list: rows, total }, success: true };
  });
}

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`minimal-app ready ${app.server.address().port}`);
