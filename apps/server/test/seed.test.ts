import { articleCreate, doctorCreate, hasValidIdCheckDigit, patientCreate } from '@cep/contract';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../src/platform/db/pool';
import type { Tables } from '../src/platform/db/schema';
import { seed, SeedRefused } from '../src/seed/seed';
import { mayWrite, unreadTotal } from '../src/messages/conversations';
import { verifyPassword } from '../src/platform/passwords';
import { engines, freshDatabase, type Engine } from './engines';

/** A fresh migrated database (no users) and Kysely on it. */
async function migratedDatabase(engine: Engine) {
  const template =
    engine.name === 'embedded' ? inject('embeddedTemplate') : inject('externalTemplate');
  const database = await freshDatabase(engine.url, { template });
  const pool = createPool(database.url);
  const sql = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    sql,
    url: database.url,
    async close() {
      await sql.destroy();
      await database.drop();
    },
  };
}

type Db = Awaited<ReturnType<typeof migratedDatabase>>;

async function count(sql: Kysely<Tables>, table: 'users' | 'doctors' | 'patients' | 'user_roles') {
  const row = await sql
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function account(sql: Kysely<Tables>, username: string) {
  return sql
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id', 'password_hash', 'name', 'user_auth', 'role_key'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

describe.each(engines)('demo data on $name PostgreSQL', (engine) => {
  let db: Db;
  const now = new Date('2026-06-01T00:00:00Z');
  beforeAll(async () => {
    db = await migratedDatabase(engine);
  });
  afterAll(() => db?.close());

  it('seeds the demo accounts, doctors and patients into the empty database', async () => {
    const result = await seed(db.sql, { demo: true, now });
    expect(result).toEqual({
      seeded: 'demo',
      accounts: [
        { username: 'admin', password: 'Admin@123', name: '管理员', role: 'admin' },
        { username: 'doctor', password: 'Doctor@123', name: '张医生', role: 'doctor' },
        { username: 'patient', password: 'Patient@123', name: '李患者', role: 'patient' },
      ],
      doctors: 5,
      patients: 20,
    });
    expect(await count(db.sql, 'users')).toBe(26);
    expect(await count(db.sql, 'user_roles')).toBe(26);
    expect(await count(db.sql, 'doctors')).toBe(5);
    expect(await count(db.sql, 'patients')).toBe(20);

    const admin = await account(db.sql, 'admin');
    expect(admin).toMatchObject({ name: '管理员', user_auth: '0', role_key: 'admin' });
    expect(await verifyPassword('Admin@123', admin.password_hash)).toBe(true);
    expect(await verifyPassword('admin@123', admin.password_hash)).toBe(false);

    const doctor = await account(db.sql, 'doctor');
    expect(doctor).toMatchObject({ name: '张医生', user_auth: '1', role_key: 'doctor' });
    expect(await verifyPassword('Doctor@123', doctor.password_hash)).toBe(true);
    const doctorRecord = await db.sql
      .selectFrom('doctors')
      .selectAll()
      .where('user_id', '=', doctor.id)
      .executeTakeFirstOrThrow();
    expect(doctorRecord.doctor_name).toBe('张医生');

    const patient = await account(db.sql, 'patient');
    expect(patient).toMatchObject({ name: '李患者', user_auth: '2', role_key: 'patient' });
    expect(await verifyPassword('Patient@123', patient.password_hash)).toBe(true);
    const patientRecord = await db.sql
      .selectFrom('patients')
      .selectAll()
      .where('user_id', '=', patient.id)
      .executeTakeFirstOrThrow();
    expect(patientRecord.patient_name).toBe('李患者');

    // Every account has its own salt: equal passwords, different hashes.
    const hashes = await db.sql.selectFrom('users').select('password_hash').execute();
    expect(new Set(hashes.map((h) => h.password_hash)).size).toBe(26);
  });

  it('puts 李患者 and a handful more on 张医生’s care team, others on 赵磊’s, some on none', async () => {
    const teamOf = async (username: string) =>
      (
        await db.sql
          .selectFrom('care_team_members as m')
          .innerJoin('doctors as d', 'd.id', 'm.doctor_id')
          .innerJoin('users as u', 'u.id', 'd.user_id')
          .innerJoin('patients as p', 'p.id', 'm.patient_id')
          .select('p.patient_name')
          .where('u.username', '=', username)
          .orderBy('p.patient_name')
          .execute()
      ).map((row) => row.patient_name);
    const zhang = await teamOf('doctor');
    const zhao = await teamOf('zhaolei');
    expect(zhang).toContain('李患者');
    expect(zhang.length).toBeGreaterThanOrEqual(4);
    expect(zhao.length).toBeGreaterThanOrEqual(3);
    expect(zhao).not.toContain('李患者');
    // Two different lists, and patients no doctor treats (only admins see them).
    expect(zhao.filter((name) => zhang.includes(name))).toEqual([]);
    const onNoTeam = await db.sql
      .selectFrom('patients')
      .select('id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('care_team_members')
              .select('doctor_id')
              .whereRef('care_team_members.patient_id', '=', 'patients.id'),
          ),
        ),
      )
      .execute();
    expect(onNoTeam.length).toBeGreaterThan(0);
  });

  it('gives 李患者 a MoCA from before the plan, and the assistant’s findings on it', async () => {
    const findings = await db.sql
      .selectFrom('assistant_findings as f')
      .innerJoin('patients as p', 'p.id', 'f.patient_id')
      .select(['p.patient_name', 'f.rule', 'f.kind', 'f.numbers', 'f.action'])
      .where('f.status', '=', 'open')
      .orderBy('f.rule')
      .execute();
    expect(findings.map((f) => [f.patient_name, f.rule, f.kind])).toEqual([
      ['李患者', 'reassessmentDue', 'reminder'],
      ['李患者', 'weakDomains', 'suggestion'],
    ]);
    // Delayed recall 1/5 (memory 20%), attention 3/6 (50%): exercises for both the plan lacks.
    expect(findings[1]!.numbers).toEqual({ maxShare: 0.7, memory: 0.2, attention: 0.5 });
    expect(findings[1]!.action).toMatchObject({
      type: 'addItems',
      kinds: ['digitSpanBackward', 'schulteGrid', 'nBack', 'visualSearch', 'wordListRecall'],
    });
    expect(findings[0]!.numbers).toMatchObject({ daysSince: 35, days: 28 });
  });

  it('gives 张医生 a group of nicknamed patients, a session, an announcement, a challenge and posts', async () => {
    const members = await db.sql
      .selectFrom('patient_group_members as m')
      .innerJoin('patient_groups as g', 'g.id', 'm.group_id')
      .innerJoin('doctors as d', 'd.id', 'g.doctor_id')
      .innerJoin('patients as p', 'p.id', 'm.patient_id')
      .select(['g.name', 'g.moderation', 'd.doctor_name', 'm.nickname', 'p.patient_name'])
      .orderBy('m.id')
      .execute();
    expect(members.map((m) => m.nickname)).toEqual(['书法爱好者', '向日葵', '晨跑者', '小太阳']);
    expect(members[0]).toMatchObject({
      name: '记忆训练互助组',
      moderation: 'pre',
      doctor_name: '张医生',
    });
    // A nickname never holds its member's name.
    for (const member of members) expect(member.nickname).not.toContain(member.patient_name);
    const sessions = await db.sql.selectFrom('group_sessions').select('starts_at').execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.starts_at.getTime()).toBeGreaterThan(now.getTime());
    const posts = await db.sql.selectFrom('group_posts').select('status').orderBy('id').execute();
    expect(posts.map((post) => post.status)).toEqual(['visible', 'visible', 'pending']);
    const announcements = await db.sql
      .selectFrom('announcements')
      .select(['pinned', 'body_html'])
      .execute();
    expect(announcements).toEqual([{ pinned: true, body_html: expect.stringContaining('<h2>') }]);
    const challenge = await db.sql
      .selectFrom('challenges')
      .select([sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts'), 'target'])
      .executeTakeFirstOrThrow();
    // 2026-06-01 is a Monday: this week's challenge starts that day.
    expect(challenge).toEqual({ starts: '2026-06-01', target: 5 });
  });

  it('gives 张医生 and 李患者 a conversation, 张医生 two with staff, each allowed by the rule', async () => {
    const idOf = async (username: string) => (await account(db.sql, username)).id;
    const [doctor, patient] = [await idOf('doctor'), await idOf('patient')];
    const conversations = await db.sql
      .selectFrom('conversations')
      .select(['id', 'user_low', 'user_high', 'last_seq'])
      .orderBy('id')
      .execute();
    expect(conversations).toHaveLength(3);
    for (const row of conversations) {
      expect(await mayWrite(db.sql, row.user_low, row.user_high)).toBe(true);
      const seqs = await db.sql
        .selectFrom('messages')
        .select('seq')
        .where('conversation_id', '=', row.id)
        .orderBy('seq')
        .execute();
      expect(seqs.map((m) => Number(m.seq))).toEqual(
        Array.from({ length: Number(row.last_seq) }, (_, i) => i + 1),
      );
    }
    expect([conversations[0]!.user_low, conversations[0]!.user_high].sort()).toEqual(
      [doctor, patient].sort(),
    );
    // Both demo accounts find something new on first sign-in.
    expect(await unreadTotal(db.sql, patient)).toBe(1);
    expect(await unreadTotal(db.sql, doctor)).toBe(1);
  });

  it('every seeded doctor and patient passes the contract’s create schema', async () => {
    const doctors = await db.sql.selectFrom('doctors').selectAll().execute();
    for (const d of doctors) {
      const input = {
        userId: d.user_id,
        doctorName: d.doctor_name,
        phone: d.phone,
        avatar: d.avatar,
        age: d.age,
        sex: d.sex,
        job: d.job,
        occupationalNumber: d.occupational_number,
        workingSeniority: d.working_seniority,
        doctorDescribe: d.doctor_describe,
      };
      const parsed = doctorCreate.safeParse(input);
      expect(parsed.error?.issues, d.doctor_name).toBeUndefined();
      expect(parsed.data).toEqual(input); // nothing trimmed or rewritten: stored as valid
    }
    const jobs = new Set(doctors.map((d) => d.job));
    expect(jobs).toEqual(new Set(['医生', '康复师', '训练师', '护士']));

    const patients = await db.sql.selectFrom('patients').selectAll().execute();
    for (const p of patients) {
      const input = {
        userId: p.user_id,
        patientName: p.patient_name,
        phone: p.phone,
        age: p.age,
        sex: p.sex,
        portrait: p.portrait,
        job: p.job,
        hobby: p.hobby,
        handedness: p.handedness,
        address: p.address,
        edu: p.edu,
        identityCard: p.identity_card,
      };
      const parsed = patientCreate.safeParse(input);
      expect(parsed.error?.issues, p.patient_name).toBeUndefined();
      expect(parsed.data).toEqual(input);

      // The ID number agrees with the rest of the record: check digit, sex digit, birth date, age.
      const id = p.identity_card ?? '';
      expect(hasValidIdCheckDigit(id), id).toBe(true);
      expect(Number(id[16]) % 2, id).toBe(p.sex === '男' ? 1 : 0);
      const birth = new Date(
        `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}T00:00:00Z`,
      );
      const age = Math.floor((now.getTime() - birth.getTime()) / (365.2425 * 86_400_000));
      expect(p.age, id).toBe(age);
    }
    // Every enum value the console filters on appears somewhere; all 20 contact data distinct.
    expect(new Set(patients.map((p) => p.handedness))).toEqual(new Set(['左手', '右手', '无']));
    expect(new Set(patients.map((p) => p.sex))).toEqual(new Set(['男', '女']));
    expect(new Set(patients.map((p) => p.edu)).size).toBe(8);
    const phones = [...doctors.map((d) => d.phone), ...patients.map((p) => p.phone)];
    expect(new Set(phones).size).toBe(phones.length);
    expect(new Set(patients.map((p) => p.identity_card)).size).toBe(20);
  });

  it('seeds 300 articles for the 表格 pages, each one the contract’s create schema accepts', async () => {
    const articles = await db.sql.selectFrom('articles').selectAll().orderBy('id').execute();
    expect(articles).toHaveLength(300);
    for (const a of articles) {
      const input = {
        title: a.title,
        author: a.author,
        reviewer: a.reviewer,
        importance: a.importance,
        type: a.type,
        // A deleted one was created as a draft, then deleted.
        status: a.status === 'deleted' ? 'draft' : a.status,
        displayTime: a.display_time.getTime(),
        pageviews: a.pageviews,
        remark: a.remark,
      };
      const parsed = articleCreate.safeParse(input);
      expect(parsed.error?.issues, a.title).toBeUndefined();
      expect(parsed.data).toEqual(input);
      expect(a.display_time.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    // Every value the filters offer appears; titles are distinct; ids, positions and display
    // times rise together (the 拖拽表格 starts in the order they were written).
    expect(new Set(articles.map((a) => a.status))).toEqual(
      new Set(['draft', 'published', 'deleted']),
    );
    expect(new Set(articles.map((a) => a.type)).size).toBe(4);
    expect(new Set(articles.map((a) => a.importance))).toEqual(new Set([1, 2, 3]));
    expect(new Set(articles.map((a) => a.title)).size).toBe(300);
    const positions = articles.map((a) => a.position);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    const times = articles.map((a) => a.display_time.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('a second run changes nothing', async () => {
    const before = await db.sql.selectFrom('users').select(['id', 'password_hash']).execute();
    expect(await seed(db.sql, { demo: true })).toEqual({ seeded: 'nothing' });
    // Not in demo mode either: a database with users never gets an admin from ADMIN_PASSWORD.
    expect(await seed(db.sql, { demo: false, adminPassword: 'Other-Passw0rd' })).toEqual({
      seeded: 'nothing',
    });
    expect(await db.sql.selectFrom('users').select(['id', 'password_hash']).execute()).toEqual(
      before,
    );
    expect(await count(db.sql, 'patients')).toBe(20);
  });
});

describe.each(engines)('two servers seeding one database on $name PostgreSQL', (engine) => {
  let db: Db;
  let other: Kysely<Tables>;
  beforeAll(async () => {
    db = await migratedDatabase(engine);
    other = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: createPool(db.url) }) });
  });
  afterAll(async () => {
    await other?.destroy();
    await db?.close();
  });

  it('seed once: one gets the lock and seeds, the other finds users and does nothing', async () => {
    const results = await Promise.all([
      seed(db.sql, { demo: true }),
      seed(other, { demo: true }),
      seed(other, { demo: true }),
    ]);
    expect(results.map((r) => r.seeded).sort()).toEqual(['demo', 'nothing', 'nothing']);
    expect(await count(db.sql, 'users')).toBe(26);
    expect(await count(db.sql, 'patients')).toBe(20);
  });
});

describe.each(engines)('production (no demo data) on $name PostgreSQL', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await migratedDatabase(engine);
  });
  afterAll(() => db?.close());

  it('refuses an empty database without ADMIN_PASSWORD, saying what to set', async () => {
    const error = await seed(db.sql, { demo: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedRefused);
    expect((error as Error).message).toMatch(/ADMIN_PASSWORD/);
    expect(await count(db.sql, 'users')).toBe(0);
  });

  it('refuses a weak ADMIN_PASSWORD without echoing it', async () => {
    for (const weak of ['short1', 'onlyletters', '1234567890', 'x'.repeat(70) + '1']) {
      const error = await seed(db.sql, { demo: false, adminPassword: weak }).catch(
        (e: unknown) => e,
      );
      expect(error, weak).toBeInstanceOf(SeedRefused);
      expect((error as Error).message).toMatch(/ADMIN_PASSWORD/);
      expect((error as Error).message).not.toContain(weak);
    }
    expect(await count(db.sql, 'users')).toBe(0);
  });

  it('creates only the admin account from ADMIN_PASSWORD, once', async () => {
    expect(await seed(db.sql, { demo: false, adminPassword: 'Str0ng-Admin-Pw' })).toEqual({
      seeded: 'admin',
      username: 'admin',
    });
    const admin = await account(db.sql, 'admin');
    expect(admin).toMatchObject({ user_auth: '0', role_key: 'admin' });
    expect(await verifyPassword('Str0ng-Admin-Pw', admin.password_hash)).toBe(true);
    expect(await verifyPassword('Admin@123', admin.password_hash)).toBe(false);
    expect(await count(db.sql, 'users')).toBe(1);
    expect(await count(db.sql, 'doctors')).toBe(0);
    expect(await count(db.sql, 'patients')).toBe(0);
    expect(await seed(db.sql, { demo: false, adminPassword: 'Another-Pw-9' })).toEqual({
      seeded: 'nothing',
    });
    // …and demo mode later does not add demo accounts to a database that has users.
    expect(await seed(db.sql, { demo: true })).toEqual({ seeded: 'nothing' });
    expect(await count(db.sql, 'users')).toBe(1);
  });
});
