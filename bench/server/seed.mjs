// Rows the server benchmark adds to the fresh demo database before measuring, each in one
// statement, straight in SQL (the API would spend minutes hashing passwords).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillBenchPinyin } from './pinyin.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const pg = (await import(pathToFileURL(serverRequire.resolve('pg')).href)).default;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Fills `patients` (and their `users` accounts and role) up to `count` rows in one statement. */
export function seedPatients(url, count) {
  return withClient(url, async (client) => {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM patients');
    const missing = Math.max(0, count - rows[0].n);
    const started = performance.now();
    await client.query(
      `WITH new_users AS (
         INSERT INTO users (username, password_hash, name, user_auth)
         SELECT 'bench_p' || g, 'bench: no sign-in', '基准患者' || g, '2'
         FROM generate_series(1, $1::int) AS g
         RETURNING id, name
       ), roles AS (
         INSERT INTO user_roles (user_id, role_key) SELECT id, 'patient' FROM new_users
       )
       INSERT INTO patients (user_id, patient_name, phone, age, sex, handedness, edu, address)
       SELECT id, name, '139' || lpad((id % 100000000)::text, 8, '0'), 18 + id % 70,
              CASE WHEN id % 2 = 0 THEN '男' ELSE '女' END, '右手', '大学本科',
              '北京市朝阳区基准路' || id || '号'
       FROM new_users`,
      [missing],
    );
    await fillBenchPinyin(client);
    await client.query('ANALYZE');
    const total = (await client.query('SELECT count(*)::int AS n FROM patients')).rows[0].n;
    const admin = (await client.query("SELECT id FROM users WHERE username = 'admin'")).rows[0];
    return { inserted: missing, total, ms: performance.now() - started, adminId: admin?.id };
  });
}

/**
 * Staff accounts for the mixed load: `count` accounts `bench_s<n>`, every other one an admin, the
 * rest doctors, each signing in with its demo role's password (the hash is copied from the demo
 * `admin` / `doctor` account). Returns their usernames and roles.
 */
export function seedStaff(url, count) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `WITH wanted AS (
         SELECT g, CASE WHEN g % 2 = 1 THEN 'admin' ELSE 'doctor' END AS role
           FROM generate_series(1, $1::int) AS g
       ), new_users AS (
         INSERT INTO users (username, password_hash, name, user_auth)
         SELECT 'bench_s' || w.g, demo.password_hash, '基准职员' || w.g,
                CASE w.role WHEN 'admin' THEN '0' ELSE '1' END
           FROM wanted w JOIN users demo ON demo.username = w.role
         RETURNING id, username, user_auth
       ), roles AS (
         INSERT INTO user_roles (user_id, role_key)
         SELECT id, CASE user_auth WHEN '0' THEN 'admin' ELSE 'doctor' END FROM new_users
       )
       SELECT username, CASE user_auth WHEN '0' THEN 'admin' ELSE 'doctor' END AS role
         FROM new_users ORDER BY id`,
      [count],
    );
    return rows.map((row) => ({
      username: row.username,
      role: row.role,
      password: row.role === 'admin' ? 'Admin@123' : 'Doctor@123',
    }));
  });
}

/** Ids of the demo patients (valid records under every rule of the contract: safe to update). */
export function demoPatientIds(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id
        WHERE u.username NOT LIKE 'bench\\_%' ORDER BY p.id`,
    );
    return rows.map((row) => row.id);
  });
}
