import { newPassword } from '@cep/contract';
import { sql as rawSql, type Kysely, type Transaction } from 'kysely';
import { namePinyinColumns } from '../patients/name-pinyin';
import { demoHashCost, hashPassword, passwordHashCost } from '../platform/passwords';
import {
  demoAdmin,
  demoDoctors,
  demoPatients,
  type DemoAccount,
  type DemoDoctor,
  type DemoPatient,
} from './demo-data';
import type { Tables } from '../platform/db/schema';
import { seedCareTeams } from './seed-care-teams';
import { seedConsent } from './seed-consent';
import { seedTraining } from './seed-training';
import { seedAssessments } from './seed-assessments';
import { seedSignalDevices } from './seed-signals';
import { seedArticles } from './seed-articles';
import { seedCommunity } from './seed-community';
import { seedMessages } from './seed-messages';

/*
 * First accounts of an empty database, run by main.ts right after the migrations.
 * - Demo mode (default; off with NODE_ENV=production or DEMO=0): the demo accounts, doctors and
 *   patients of demo-data.ts.
 * - Otherwise: one admin account whose password comes from ADMIN_PASSWORD; without it the server
 *   refuses to start, since nobody could ever sign in.
 * A database that has any user is never touched. Servers starting together on one PostgreSQL seed
 * once: the work runs in one transaction under an advisory lock and re-checks for users inside it.
 */

export interface SeedOptions {
  demo: boolean;
  /** Production: the first admin's password (must pass the contract's `newPassword` rule). */
  adminPassword?: string | undefined;
  /** Patients' ages are computed from their birth dates at this time (default: now). */
  now?: Date;
}

export type SeedResult =
  | { seeded: 'nothing' }
  | {
      seeded: 'demo';
      /** The accounts to print on first start (one per role). */
      accounts: { username: string; password: string; name: string; role: string }[];
      doctors: number;
      patients: number;
    }
  | { seeded: 'admin'; username: string };

/** The server must not start: the message says what to set. */
export class SeedRefused extends Error {
  override name = 'SeedRefused';
}

// Any fixed number, distinct from the migration lock (src/platform/db/migrate.ts).
const SEED_LOCK = 7_482_020;

async function hasUsers(db: Kysely<Tables>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function seed(db: Kysely<Tables>, options: SeedOptions): Promise<SeedResult> {
  // The common case (any start after the first) costs one indexed read and no hashing.
  if (await hasUsers(db)) return { seeded: 'nothing' };
  if (!options.demo) return seedAdmin(db, options.adminPassword);

  const doctors = demoDoctors();
  const patients = demoPatients(options.now ?? new Date());
  const accounts: { account: DemoAccount; role: 'admin' | 'doctor' | 'patient' }[] = [
    { account: demoAdmin, role: 'admin' },
    ...doctors.map((d) => ({ account: d.account, role: 'doctor' as const })),
    ...patients.map((p) => ({ account: p.account, role: 'patient' as const })),
  ];
  // Hashed before the transaction (scrypt runs on libuv's pool, in parallel) so the lock is short.
  // Demo passwords are public (printed, in the README): at most N = 2^14 here, so the first start
  // does not spend 26 × 128 MiB on them; each is rehashed at full cost at its first sign-in.
  const demoCost = Math.min(passwordHashCost(), demoHashCost);
  const hashes = await Promise.all(
    accounts.map(({ account }) => hashPassword(account.password, demoCost)),
  );

  const inserted = await inTransactionIfEmpty(db, async (trx) => {
    const rows = await trx
      .insertInto('users')
      .values(
        accounts.map(({ account, role }, index) => ({
          username: account.username,
          password_hash: hashes[index] as string,
          name: account.name,
          introduction: account.introduction,
          user_auth: userAuthOf[role],
        })),
      )
      .returning(['id', 'username'])
      .execute();
    const idOf = new Map(rows.map((row) => [row.username, row.id]));
    const userId = (account: DemoAccount) => {
      const id = idOf.get(account.username);
      if (id === undefined) throw new Error(`seed: no id for ${account.username}`);
      return id;
    };
    await trx
      .insertInto('user_roles')
      .values(accounts.map(({ account, role }) => ({ user_id: userId(account), role_key: role })))
      .execute();
    await trx
      .insertInto('doctors')
      .values(doctors.map((d) => doctorRow(userId(d.account), d)))
      .execute();
    await trx
      .insertInto('patients')
      .values(patients.map((p) => patientRow(userId(p.account), p)))
      .execute();
    await seedCareTeams(trx, idOf);
    // Before the community and recordings: they need the patients' consent (issue 32).
    await seedConsent(trx);
    await seedTraining(trx, idOf, options.now ?? new Date());
    await seedAssessments(trx, idOf, options.now ?? new Date());
    await seedSignalDevices(trx);
    await seedArticles(trx, options.now ?? new Date());
    await seedCommunity(trx, idOf, options.now ?? new Date());
    await seedMessages(trx, idOf, options.now ?? new Date());
    // The demo accounts sign in with their published passwords alone (migration 0031 asks
    // admins for a second factor); the policy page shows it off and an admin can turn it on.
    await trx.updateTable('roles').set({ second_factor_required: false }).execute();
  });
  if (!inserted) return { seeded: 'nothing' };

  return {
    seeded: 'demo',
    // One account per role: the first doctor and patient are `doctor` (张医生) and `patient` (李患者).
    accounts: [
      { ...pick(demoAdmin), role: 'admin' },
      ...doctors.slice(0, 1).map((d) => ({ ...pick(d.account), role: 'doctor' })),
      ...patients.slice(0, 1).map((p) => ({ ...pick(p.account), role: 'patient' })),
    ],
    doctors: doctors.length,
    patients: patients.length,
  };
}

async function seedAdmin(db: Kysely<Tables>, password: string | undefined): Promise<SeedResult> {
  if (password === undefined) {
    throw new SeedRefused(
      'The database has no users and demo data is off (NODE_ENV=production or DEMO=0): ' +
        'set ADMIN_PASSWORD to create the first administrator account "admin" ' +
        '(8–64 characters with at least one letter and one digit), or DEMO=1 for the demo accounts.',
    );
  }
  const checked = newPassword.safeParse(password);
  if (!checked.success) {
    // The rule's own messages, never the password.
    const reasons = checked.error.issues.map((issue) => issue.message).join('; ');
    throw new SeedRefused(`ADMIN_PASSWORD is not a valid password: ${reasons}.`);
  }
  const hash = await hashPassword(password);
  const inserted = await inTransactionIfEmpty(db, async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        username: demoAdmin.username,
        password_hash: hash,
        name: demoAdmin.name,
        introduction: demoAdmin.introduction,
        user_auth: '0',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: id, role_key: 'admin' }).execute();
  });
  return inserted ? { seeded: 'admin', username: demoAdmin.username } : { seeded: 'nothing' };
}

/**
 * Runs `work` in one transaction holding the seed lock, only if the database still has no users
 * once the lock is ours (another server may have seeded meanwhile). True when `work` ran.
 */
async function inTransactionIfEmpty(
  db: Kysely<Tables>,
  work: (trx: Transaction<Tables>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await rawSql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasUsers(trx)) return false;
    await work(trx);
    return true;
  });
}

const userAuthOf = { admin: '0', doctor: '1', patient: '2' } as const;

function pick(account: DemoAccount) {
  return { username: account.username, password: account.password, name: account.name };
}

function doctorRow(userId: number, { record }: DemoDoctor) {
  return {
    user_id: userId,
    doctor_name: record.doctorName,
    phone: record.phone ?? null,
    avatar: record.avatar ?? null,
    age: record.age ?? null,
    sex: record.sex ?? null,
    job: record.job ?? null,
    occupational_number: record.occupationalNumber ?? null,
    working_seniority: record.workingSeniority ?? null,
    doctor_describe: record.doctorDescribe ?? null,
  };
}

function patientRow(userId: number, { record, medicalRecordNumber, birthDate }: DemoPatient) {
  return {
    user_id: userId,
    patient_name: record.patientName,
    // Searchable by pinyin at once, not only after the next start's backfill.
    ...namePinyinColumns(record.patientName),
    phone: record.phone ?? null,
    age: record.age ?? null,
    sex: record.sex ?? null,
    portrait: record.portrait ?? null,
    job: record.job ?? null,
    hobby: record.hobby ?? null,
    handedness: record.handedness ?? null,
    address: record.address ?? null,
    edu: record.edu ?? null,
    identity_card: record.identityCard ?? null,
    medical_record_number: medicalRecordNumber,
    birth_date: birthDate,
  };
}
