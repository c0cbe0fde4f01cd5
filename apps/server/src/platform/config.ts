import { isIP } from 'node:net';
import path from 'node:path';
import type { RoleKey } from '@cep/contract';
import { z } from 'zod';
import { defaultHashCost, maxHashCost, minHashCost } from './passwords';
import { ldapConfig, ldapEnv, type LdapConfig } from './ldap-config';
import { serverFolder } from './server-folder';

/**
 * Environment → typed configuration. Everything the server reads from the
 * environment is read here, once, so the rest of the code takes plain values
 * and tests can pass their own.
 */

/**
 * The console build of this repo: apps/console/dist, found from the server's own folder (not
 * from the working directory), whether the source runs through tsx or the bundle from dist/.
 */
export const defaultConsoleDist = path.join(serverFolder(), '..', 'console', 'dist');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset variable and an empty one mean the same: use the default. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** A whole number of days, 1 to 10 years; `fallback` when unset. */
function retentionDays(fallback: number) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(3650, 'must be at most 3650 days'),
  );
}

const envSchema = z.object({
  PORT: z.preprocess(
    (v) => (v === undefined || v === '' ? 8080 : v),
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535 (0 = any free port)')
      .max(65535, 'must be between 0 and 65535 (0 = any free port)'),
  ),
  // This machine only unless opened on purpose: a first `npm start` holds demo accounts.
  HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v),
    'must be a postgres:// or postgresql:// connection URL',
  ),
  CONSOLE_DIST: optionalText.transform((v) =>
    v ? path.resolve(process.cwd(), v) : defaultConsoleDist,
  ),
  /** Session lifetime in seconds (default 2 h). */
  TOKEN_TTL: z.preprocess(
    (v) => (v === undefined || v === '' ? 7200 : v),
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(5, 'must be at least 5 seconds')
      .max(30 * 86400),
  ),
  /** Absolute session lifetime in seconds, refreshes included (default 12 h). */
  SESSION_MAX_AGE: z.preprocess(
    (v) => (v === undefined || v === '' ? 43_200 : v),
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(5, 'must be at least 5 seconds')
      .max(90 * 86400, 'must be at most 90 days (7776000 seconds)'),
  ),
  SINGLE_SESSION: optionalText.transform((v) => v === '1' || v === 'true'),
  REDIS_URL: optionalText.refine(
    (v) => v === undefined || /^rediss?:\/\/.+/.test(v),
    'must be a redis:// or rediss:// URL',
  ),
  /** Comma-separated origins allowed to call the API from a browser (the console itself needs none). */
  CORS_ORIGINS: optionalText.transform((v) =>
    (v ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ),
  /** Addresses or CIDRs of reverse proxies whose X-Forwarded-For names the client. */
  TRUST_PROXY: optionalText
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isAddressOrCidr),
      'must be a comma-separated list of IP addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16)',
    ),
  /** Port of the Prometheus metrics on 127.0.0.1 only (unset = no metrics listener). */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535 (0 = any free port)')
      .max(65535, 'must be between 0 and 65535 (0 = any free port)')
      .optional(),
  ),
  /** Bearer token a metrics scrape must send, when set. */
  METRICS_TOKEN: optionalText,
  /** Seconds a request may take, received and answered (default 30). */
  REQUEST_TIMEOUT: z.preprocess(
    (v) => (v === undefined || v === '' ? 30 : v),
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be between 1 and 600 seconds')
      .max(600, 'must be between 1 and 600 seconds'),
  ),
  /** Unauthenticated API requests per minute per client network (default 300; 0 = no limit). */
  RATE_LIMIT: z.preprocess(
    (v) => (v === undefined || v === '' ? 300 : v),
    z.coerce
      .number({ error: 'must be a number of requests per minute' })
      .int('must be a whole number')
      .min(0, 'must be 0 (no limit) or more'),
  ),
  /** Open live streams or message sockets of one kind per account (default 10). */
  LIVE_PER_ACCOUNT: z.preprocess(
    (v) => (v === undefined || v === '' ? 10 : v),
    z.coerce
      .number({ error: 'must be a number of connections' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 1000')
      .max(1000, 'must be between 1 and 1000'),
  ),
  /** The same per client network (an IPv4 address, an IPv6 /64) (default 300). */
  LIVE_PER_ADDRESS: z.preprocess(
    (v) => (v === undefined || v === '' ? 300 : v),
    z.coerce
      .number({ error: 'must be a number of connections' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 100000')
      .max(100_000, 'must be between 1 and 100000'),
  ),
  /** log2 of scrypt's N for new password hashes (default 17; tests lower it). */
  PASSWORD_HASH_COST: z.preprocess(
    (v) => (v === undefined || v === '' ? defaultHashCost : v),
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(minHashCost, `must be between ${minHashCost} and ${maxHashCost}`)
      .max(maxHashCost, `must be between ${minHashCost} and ${maxHashCost}`),
  ),
  NODE_ENV: optionalText,
  /** Demo data on an empty database: default on, except with NODE_ENV=production. */
  DEMO: optionalText,
  /** The first admin's password in production (no demo data). */
  ADMIN_PASSWORD: optionalText,
  /**
   * Issue 30: the key TOTP secrets are encrypted with at rest (32 bytes: 64 hex digits or base64).
   * Unset: stored unencrypted, with a warning at start-up.
   */
  SECOND_FACTOR_KEY: optionalText.refine(
    (v) => v === undefined || secondFactorKeyBytes(v) !== undefined,
    'must be 32 bytes, written as 64 hex digits or in base64 (openssl rand -base64 32)',
  ),
  /** Issue 30: seconds a confirmed password or code allows sensitive calls (default 5 minutes). */
  STEP_UP_WINDOW: z.preprocess(
    (v) => (v === undefined || v === '' ? 300 : v),
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int()
      .min(1, 'must be at least 1 second')
      .max(43_200, 'must be at most 12 hours (43200 seconds)'),
  ),
  RETENTION_SESSIONS_DAYS: retentionDays(30),
  RETENTION_CLIENT_ERRORS_DAYS: retentionDays(90),
  RETENTION_READ_AUDIT_DAYS: retentionDays(365),
  // Issue 32: medical records are kept 15 years (outpatient) or 30 (inpatient) at least; the
  // default is the longer, as the platform cannot tell which a record is. Never below 15.
  RETENTION_MEDICAL_RECORD_YEARS: z.preprocess(
    (v) => (v === undefined || v === '' ? 30 : v),
    z.coerce
      .number({ error: 'must be a number of years' })
      .int('must be a whole number of years')
      .min(15, 'must be at least 15 years (《医疗机构管理条例实施细则》第五十三条)')
      .max(100, 'must be at most 100 years'),
  ),
  /** Folder of the nightly backups; unset = no nightly backup (`pnpm backup` still works). */
  BACKUP_DIR: optionalText,
  /** Local time of the nightly backup, HH:MM (default 02:30). */
  BACKUP_AT: z.preprocess(
    (v) => (v === undefined || v === '' ? '02:30' : v),
    z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, e.g. 02:30'),
  ),
  /** Nightly backups kept in BACKUP_DIR; older ones are removed (default 7). */
  BACKUP_KEEP: z.preprocess(
    (v) => (v === undefined || v === '' ? 7 : v),
    z.coerce
      .number({ error: 'must be a number of backups' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 1000')
      .max(1000, 'must be between 1 and 1000'),
  ),
  ...ldapEnv,
  LOG_LEVEL: z.preprocess(
    (v) => (v === undefined || v === '' ? 'info' : v),
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }),
  ),
  /** The hospital's OpenID Connect provider (issuer URL); unset = no OIDC sign-in. */
  OIDC_ISSUER: optionalText.refine(
    (v) => v === undefined || isIssuerUrl(v),
    'must be the https URL of the identity provider (its issuer); plain http only on this machine',
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The console's public address (https://cep.hospital.cn), where the provider sends people back. */
  OIDC_PUBLIC_URL: optionalText.refine(
    (v) => v === undefined || isHttpUrl(v),
    'must be the http(s) URL the console is served at',
  ),
  /** Default: OIDC_PUBLIC_URL + /api/auth/oidc/callback. */
  OIDC_REDIRECT_URI: optionalText.refine(
    (v) => v === undefined || isHttpUrl(v),
    'must be an http(s) URL ending in /api/auth/oidc/callback',
  ),
  OIDC_SCOPES: optionalText.transform((v) => v ?? 'openid profile email'),
  OIDC_LABEL: optionalText.transform((v) => v ?? ''),
  OIDC_ROLE_CLAIM: optionalText.transform((v) => v ?? 'groups'),
  OIDC_ROLE_MAP: optionalText
    .transform((v) => parseRoleMap(v ?? ''))
    .refine(
      (map) => map !== undefined,
      'must be a comma-separated list of group:role (role admin, doctor or patient), e.g. cep-admins:admin,cep-clinicians:doctor',
    ),
  /** The claim holding a clinician's occupational number (执业证号); unset = not linked by it. */
  OIDC_OCCUPATIONAL_NUMBER_CLAIM: optionalText,
  /** FHIR (issue 31): the identifier system (URI) of the hospital's medical record numbers. */
  FHIR_MRN_SYSTEM: optionalText.refine(
    (v) => v === undefined || isIdentifierSystem(v),
    'must be a URI (an http(s) URL or a urn:oid:/urn:uuid: name), e.g. urn:oid:1.2.156.xxxxx.1',
  ),
  /** FHIR: the identifier system (URI) of resident ID card numbers. */
  FHIR_ID_CARD_SYSTEM: optionalText.refine(
    (v) => v === undefined || isIdentifierSystem(v),
    'must be a URI (an http(s) URL or a urn: name)',
  ),
});

/** A FHIR identifier system: an absolute URI without spaces (an http(s) URL or a URN). */
function isIdentifierSystem(value: string): boolean {
  return /^(https?:\/\/[^\s|]+|urn:[A-Za-z0-9][A-Za-z0-9-]{0,31}:[^\s|]+)$/.test(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** https; plain http only to a provider on this machine (a test or development provider). */
function isIssuerUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const oidcRoles = new Set(['admin', 'doctor', 'patient']);

/** `cep-admins:admin,cep-clinicians:doctor` → group → roles; undefined when malformed. */
function parseRoleMap(text: string): Record<string, RoleKey[]> | undefined {
  const map: Record<string, RoleKey[]> = {};
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.lastIndexOf(':');
    const group = entry.slice(0, at).trim();
    const role = entry.slice(at + 1).trim();
    if (at <= 0 || !oidcRoles.has(role)) return undefined;
    map[group] = [...(map[group] ?? []), role as RoleKey];
  }
  return map;
}

/** `10.0.0.5`, `::1`, `10.1.0.0/16` or `fd00::/8`. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

const secretVariables = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
  'LDAP_BIND_PASSWORD',
  'OIDC_CLIENT_SECRET',
  'SECOND_FACTOR_KEY',
]);

/** SECOND_FACTOR_KEY's 32 bytes, from hex or base64; undefined when it is neither. */
export function secondFactorKeyBytes(text: string): Buffer | undefined {
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

export type LogLevel = (typeof logLevels)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the embedded PostgreSQL cluster (and, later, uploaded files). */
  dataDir: string;
  /** DATA_DIR unset: `dataDir` is the default ./data, which may be moved where PostgreSQL can reach. */
  dataDirIsDefault?: boolean;
  /** Set → use that PostgreSQL and start none; unset → embedded PostgreSQL in dataDir. */
  databaseUrl: string | undefined;
  /** Absolute path of the built console; served only when it exists. */
  consoleDist: string;
  logLevel: LogLevel;
  /** Session lifetime, milliseconds. */
  tokenTtlMs: number;
  /** How long a sign-in lasts at most, refreshes included, milliseconds. */
  sessionMaxAgeMs: number;
  /** A new sign-in displaces the user's older sessions (50012). */
  singleSession: boolean;
  /** Set → the login limiter keeps its state in Redis; unset → in PostgreSQL. */
  redisUrl: string | undefined;
  corsOrigins: string[];
  /** Reverse proxies trusted to name the client in X-Forwarded-For; empty = trust none. */
  trustProxy: string[];
  /** How long a request may take, received and answered, milliseconds. */
  requestTimeoutMs: number;
  /** Unauthenticated API requests per minute per client network; 0 = no limit. */
  rateLimitPerMinute: number;
  /** The loopback port of the Prometheus metrics; undefined = not served. */
  metricsPort?: number | undefined;
  /** The bearer token a metrics scrape must send; undefined = none needed (loopback only). */
  metricsToken?: string | undefined;
  /** Live streams and message sockets of one kind per account and per client network. */
  liveConnections: { perAccount: number; perAddress: number };
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
  /** Seed demo accounts and records into an empty database. */
  demo: boolean;
  /**
   * DEMO=1 given explicitly: demo accounts (known passwords) may be served on a network address or
   * with NODE_ENV=production. Without it the server refuses to (main.ts, seed/demo-guard.ts).
   */
  demoConfirmed?: boolean;
  /** NODE_ENV=production. */
  production?: boolean;
  /** Ages after which the retention job purges (platform/jobs/retention.ts); days. */
  retention?: RetentionDays;
  /** The nightly backup (BACKUP_DIR set), see platform/jobs/nightly-backup.ts. */
  backup?: BackupSchedule | undefined;
  /** Production: the first admin's password (required when the database has no users). */
  adminPassword: string | undefined;
  /** LDAP_URL set: people sign in through the hospital's directory (platform/ldap-config.ts). */
  ldap?: LdapConfig | undefined;
  /** Sign-in through the hospital's identity provider; undefined = not offered. */
  oidc?: OidcConfig | undefined;
  /** The key TOTP secrets are encrypted with (SECOND_FACTOR_KEY); undefined = stored plain. */
  secondFactorKey?: Buffer | undefined;
  /** FHIR identifier systems the hospital set (FHIR_MRN_SYSTEM, FHIR_ID_CARD_SYSTEM). */
  fhirSystems?: { medicalRecordNumber?: string; residentIdCard?: string } | undefined;
  /** How long a confirmed password or code allows sensitive calls, milliseconds. */
  stepUpWindowMs?: number;
}

/** The hospital's OpenID Connect provider and how its people map onto ours (OIDC_* variables). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The console's public origin: the landing page and the logout's return are under it. */
  publicUrl: string;
  redirectUri: string;
  scopes: string;
  /** The login button's text; empty = the console's own. */
  label: string;
  /** The claim listing the person's groups (or a single role name). */
  roleClaim: string;
  /** Provider group → our roles. */
  roleMap: Record<string, RoleKey[]>;
  occupationalNumberClaim?: string | undefined;
}

export interface BackupSchedule {
  /** Absolute folder the backups go into. */
  dir: string;
  /** Local time of day. */
  at: { hour: number; minute: number };
  /** How many backups are kept. */
  keep: number;
}

export interface RetentionDays {
  /** Sessions ended (expired, revoked) this long ago. */
  sessions: number;
  /** Client-error reports. */
  clientErrors: number;
  /** Audit lines of reads of patient data; written lines are kept. */
  readAudit: number;
  /**
   * Years an archived patient's medical record is kept after its last entry before the retention
   * job purges it (issue 32; at least 15, the law's minimum, enforced by the database too).
   */
  medicalRecordYears: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      // A connection URL may carry a password: name it, never echo it.
      const shown = secretVariables.has(name) ? '' : `=${JSON.stringify(env[name] ?? '')}`;
      return `  ${name}${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  if (e.TOKEN_TTL > e.SESSION_MAX_AGE) {
    // A token outliving its sign-in's absolute lifetime would be cut short without saying so.
    throw new ConfigError(
      `Invalid configuration:\n  TOKEN_TTL="${e.TOKEN_TTL}": must not exceed SESSION_MAX_AGE (${e.SESSION_MAX_AGE} seconds); raise SESSION_MAX_AGE too`,
    );
  }
  let ldap: LdapConfig | undefined;
  try {
    ldap = ldapConfig(e);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n${(error as Error).message}`);
  }
  const oidc = oidcConfig(e);
  return {
    ldap,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(process.cwd(), e.DATA_DIR ?? './data'),
    dataDirIsDefault: e.DATA_DIR === undefined,
    databaseUrl: e.DATABASE_URL,
    consoleDist: e.CONSOLE_DIST,
    logLevel: e.LOG_LEVEL,
    tokenTtlMs: e.TOKEN_TTL * 1000,
    sessionMaxAgeMs: e.SESSION_MAX_AGE * 1000,
    singleSession: e.SINGLE_SESSION,
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT * 1000,
    rateLimitPerMinute: e.RATE_LIMIT,
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    liveConnections: { perAccount: e.LIVE_PER_ACCOUNT, perAddress: e.LIVE_PER_ADDRESS },
    passwordHashCost: e.PASSWORD_HASH_COST,
    demo: e.DEMO !== undefined ? e.DEMO === '1' || e.DEMO === 'true' : e.NODE_ENV !== 'production',
    adminPassword: e.ADMIN_PASSWORD,
    oidc,
    secondFactorKey: e.SECOND_FACTOR_KEY ? secondFactorKeyBytes(e.SECOND_FACTOR_KEY) : undefined,
    stepUpWindowMs: e.STEP_UP_WINDOW * 1000,
    fhirSystems:
      e.FHIR_MRN_SYSTEM || e.FHIR_ID_CARD_SYSTEM
        ? {
            ...(e.FHIR_MRN_SYSTEM ? { medicalRecordNumber: e.FHIR_MRN_SYSTEM } : {}),
            ...(e.FHIR_ID_CARD_SYSTEM ? { residentIdCard: e.FHIR_ID_CARD_SYSTEM } : {}),
          }
        : undefined,
    demoConfirmed: e.DEMO === '1' || e.DEMO === 'true',
    production: e.NODE_ENV === 'production',
    backup: e.BACKUP_DIR
      ? {
          dir: path.resolve(process.cwd(), e.BACKUP_DIR),
          at: { hour: Number(e.BACKUP_AT.slice(0, 2)), minute: Number(e.BACKUP_AT.slice(3)) },
          keep: e.BACKUP_KEEP,
        }
      : undefined,
    retention: {
      sessions: e.RETENTION_SESSIONS_DAYS,
      clientErrors: e.RETENTION_CLIENT_ERRORS_DAYS,
      readAudit: e.RETENTION_READ_AUDIT_DAYS,
      medicalRecordYears: e.RETENTION_MEDICAL_RECORD_YEARS,
    },
  };
}

/** OIDC_ISSUER set → every variable the flow needs, or a ConfigError naming the missing ones. */
function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | undefined {
  if (e.OIDC_ISSUER === undefined) return undefined;
  const missing = (
    ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_PUBLIC_URL', 'OIDC_ROLE_MAP'] as const
  ).filter((name) =>
    name === 'OIDC_ROLE_MAP' ? Object.keys(e.OIDC_ROLE_MAP ?? {}).length === 0 : !e[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: must be set when OIDC_ISSUER is set`).join('\n')}`,
    );
  }
  const publicUrl = (e.OIDC_PUBLIC_URL ?? '').replace(/\/+$/, '');
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID ?? '',
    clientSecret: e.OIDC_CLIENT_SECRET ?? '',
    publicUrl,
    redirectUri: e.OIDC_REDIRECT_URI ?? `${publicUrl}/api/auth/oidc/callback`,
    scopes: e.OIDC_SCOPES,
    label: e.OIDC_LABEL,
    roleClaim: e.OIDC_ROLE_CLAIM,
    roleMap: e.OIDC_ROLE_MAP ?? {},
    occupationalNumberClaim: e.OIDC_OCCUPATIONAL_NUMBER_CLAIM,
  };
}
