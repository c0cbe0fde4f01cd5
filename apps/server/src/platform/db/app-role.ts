import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * The server's least-privilege PostgreSQL role. Migrations and seeding run as the connection's own
 * user (the owner, often a superuser); requests then run as this role, which may read and write
 * the tables but only INSERT and SELECT the audit log: no request, whatever it does, can rewrite
 * or erase an audit line, nor delete any part of a medical record.
 *
 * Roles are cluster-wide while grants and the stored password are per database, so each database
 * gets its own role, `<database>_app` (`cep_app` for the default `cep`): two databases on one
 * cluster (tests create many) never share, nor reset, each other's role. Its password is random,
 * made once and kept in `cep_private.app_role`, which only the owner can read; every instance on
 * the same database finds it there. A copy of a database (CREATE DATABASE … TEMPLATE) keeps its
 * template's role and grants.
 */

export interface AppRole {
  user: string;
  password: string;
}

/** Why the server runs as the owner after all: the owner may not create roles. */
export class AppRoleUnavailable extends Error {
  override name = 'AppRoleUnavailable';
}

/** `<database>_app`, kept to plain lower-case characters and PostgreSQL's 63-byte names. */
export function appRoleName(database: string): string {
  return `${database
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 50)}_app`;
}

/**
 * Creates the role if this database has none yet, then (re)applies its grants, so tables added by
 * any later migration are covered without that migration doing anything. Runs after the
 * migrations, on the migrating connection (under its advisory lock). Throws AppRoleUnavailable
 * when the owner lacks CREATEROLE. It may read `schema_migrations` (the readiness check compares
 * it with the server's migrations), never write it.
 */
export async function ensureAppRole(client: pg.ClientBase): Promise<AppRole> {
  const role = (await storedRole(client)) ?? (await createRole(client));
  const name = client.escapeIdentifier(role.user);
  const {
    rows: [{ database } = { database: '' }],
  } = await client.query<{ database: string }>('SELECT current_database() AS database');
  await client.query(`
    GRANT CONNECT, TEMPORARY ON DATABASE ${client.escapeIdentifier(database)} TO ${name};
    GRANT USAGE ON SCHEMA public TO ${name};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${name};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${name};
    REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM ${name};
    REVOKE ALL ON schema_migrations FROM ${name};
    GRANT SELECT ON schema_migrations TO ${name};
    GRANT EXECUTE ON FUNCTION purge_read_audit(interval) TO ${name};
  `);
  await protectMedicalRecord(client, name);
  return role;
}

/**
 * The medical record's tables (issue 32): the server's role may not delete from them at all; only
 * purge_medical_record() (migration 0042), the retention job's, removes a record past its period.
 */
const medicalRecordTables = [
  'patients',
  'assessments',
  'assessment_amendments',
  'training_plans',
  'training_plan_status_changes',
  'training_sessions',
  'exercise_results',
  'recordings',
  'recording_devices',
  'recording_chunks',
  'recording_features',
  'recording_markers',
  'assistant_findings',
  'conversations',
  'messages',
  // The consents a record was processed under, and the answers to erasure requests: evidence
  // kept as long as the record.
  'consent_decisions',
  'erasure_requests',
];

/**
 * No DELETE or TRUNCATE on the medical record's tables; the retention job's function instead.
 * Only what exists: a database migrated part way (the migration tests) lacks the later tables.
 */
async function protectMedicalRecord(client: pg.ClientBase, name: string): Promise<void> {
  const { rows } = await client.query<{ table: string }>(
    `SELECT tablename AS table FROM pg_tables
      WHERE schemaname = 'public' AND tablename = ANY($1::text[])`,
    [medicalRecordTables],
  );
  const tables = rows.map((row) => client.escapeIdentifier(row.table));
  if (tables.length > 0) {
    await client.query(`REVOKE DELETE, TRUNCATE ON ${tables.join(', ')} FROM ${name}`);
  }
  const {
    rows: [purge],
  } = await client.query<{ exists: boolean }>(
    `SELECT to_regprocedure('purge_medical_record(integer, interval)') IS NOT NULL AS exists`,
  );
  if (purge?.exists) {
    await client.query(
      `GRANT EXECUTE ON FUNCTION purge_medical_record(integer, interval) TO ${name}`,
    );
  }
}

/** The role this database already has, if it still exists in the cluster. */
async function storedRole(client: pg.ClientBase): Promise<AppRole | undefined> {
  const { rows } = await client.query<{ user: string; password: string }>(
    `SELECT a.role_name AS user, a.password
       FROM cep_private.app_role a JOIN pg_roles r ON r.rolname = a.role_name`,
  );
  return rows[0];
}

async function createRole(client: pg.ClientBase): Promise<AppRole> {
  const {
    rows: [{ database } = { database: '' }],
  } = await client.query<{ database: string }>('SELECT current_database() AS database');
  const role = { user: appRoleName(database), password: randomBytes(24).toString('hex') };
  const name = client.escapeIdentifier(role.user);
  const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role.user]);
  // Left by an earlier database of the same name: it gets a new password (nobody knows the old).
  const verb = exists.rowCount === 0 ? 'CREATE' : 'ALTER';
  try {
    await client.query(
      `${verb} ROLE ${name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS
         PASSWORD ${client.escapeLiteral(role.password)}`,
    );
  } catch (error) {
    if ((error as { code?: string }).code === '42501') {
      throw new AppRoleUnavailable(
        `the database user may not create the role "${role.user}" (it needs CREATEROLE)`,
        { cause: error },
      );
    }
    throw error;
  }
  await client.query(
    `INSERT INTO cep_private.app_role (role_name, password) VALUES ($1, $2)
     ON CONFLICT (singleton) DO UPDATE SET role_name = excluded.role_name, password = excluded.password`,
    [role.user, role.password],
  );
  return role;
}

/** `ownerUrl` with the app role's credentials instead of the owner's (host, database kept). */
export function appRoleUrl(ownerUrl: string, role: AppRole): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(role.user);
  url.password = encodeURIComponent(role.password);
  return url.toString();
}
