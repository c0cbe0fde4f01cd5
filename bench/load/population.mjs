// The people of the load, added to the fresh demo database: patients (each with a training plan,
// made active through the API as a clinician would) and clinicians (doctor accounts with a doctor
// record and a care team). Accounts go in by SQL, each with its demo role's password hash copied
// (the API would hash passwords for minutes); everything a clinician would do goes through the API.
import { pg } from './services.mjs';

export const passwords = { patient: 'Patient@123', doctor: 'Doctor@123', admin: 'Admin@123' };

/**
 * Adds `patients` patient accounts `load_p<n>` and `clinicians` doctor accounts `load_d<n>`;
 * patient n is on the care team of clinician n mod clinicians, and the first `shared` patients (the
 * recorded ones) on every clinician's. Answers both lists in order.
 */
export async function addPopulation(url, { patients, clinicians, shared }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `WITH new_users AS (
         INSERT INTO users (username, password_hash, name, user_auth)
         SELECT 'load_p' || g, demo.password_hash, '负载患者' || g, '2'
           FROM generate_series(1, $1::int) AS g, (SELECT password_hash FROM users WHERE username = 'patient') demo
         RETURNING id, name
       ), roles AS (
         INSERT INTO user_roles (user_id, role_key) SELECT id, 'patient' FROM new_users
       )
       INSERT INTO patients (user_id, patient_name, phone, age, sex, handedness, edu, address)
       SELECT id, name, '139' || lpad((id % 100000000)::text, 8, '0'), 40 + id % 40,
              CASE WHEN id % 2 = 0 THEN '男' ELSE '女' END, '右手', '大学本科', '北京市海淀区负载路' || id || '号'
         FROM new_users`,
      [patients],
    );
    await client.query(
      `WITH new_users AS (
         INSERT INTO users (username, password_hash, name, user_auth)
         SELECT 'load_d' || g, demo.password_hash, '负载医生' || g, '1'
           FROM generate_series(1, $1::int) AS g, (SELECT password_hash FROM users WHERE username = 'doctor') demo
         RETURNING id, name
       ), roles AS (
         INSERT INTO user_roles (user_id, role_key) SELECT id, 'doctor' FROM new_users
       )
       INSERT INTO doctors (user_id, doctor_name, phone, age, sex, job)
       SELECT id, name, '138' || lpad((id % 100000000)::text, 8, '0'), 30 + id % 30, '女', '医生'
         FROM new_users`,
      [clinicians],
    );
    const people = async (prefix, table) =>
      (
        await client.query(
          `SELECT u.id AS "userId", u.username, r.id AS "recordId"
             FROM users u JOIN ${table} r ON r.user_id = u.id
            WHERE u.username LIKE $1 ORDER BY u.id`,
          [`${prefix}%`],
        )
      ).rows;
    const patientRows = await people('load\\_p', 'patients');
    const clinicianRows = await people('load\\_d', 'doctors');
    const pairs = [];
    patientRows.forEach((p, n) => {
      for (const [c, clinician] of clinicianRows.entries()) {
        if (n % clinicianRows.length === c || n < shared)
          pairs.push([p.recordId, clinician.recordId]);
      }
    });
    await client.query(
      `INSERT INTO care_team_members (patient_id, doctor_id)
       SELECT * FROM unnest($1::int[], $2::int[])`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return {
      patients: patientRows.map((p) => ({ ...p, password: passwords.patient })),
      clinicians: clinicianRows.map((c) => ({ ...c, password: passwords.doctor })),
    };
  } finally {
    await client.end();
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
export async function inBatches(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}
