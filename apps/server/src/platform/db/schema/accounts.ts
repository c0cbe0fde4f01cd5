import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, TimestampDefaultNow } from './columns';

/* Accounts, roles and sign-in (migrations 0001, 0008, 0010, 0012, 0031, 0034, 0035). Mirrors migrations/*.sql, which are the truth: keep this in step. */

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  avatar: Generated<string>;
  introduction: Generated<string>;
  user_auth: '0' | '1' | '2';
  created_at: TimestampDefaultNow;
  updated_at: TimestampDefaultNow;
  /** Migration 0012: a disabled account cannot sign in. */
  status: Generated<'enabled' | 'disabled'>;
  /** Migration 0025: raised by every write of the account's fields, roles or status. */
  revision: Generated<number>;
  /** Migration 0038: an archived account cannot sign in and leaves the lists; an admin restores it. */
  archived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  archived_by: Generated<number | null>;
}
export interface RolesTable {
  key: string;
  name: string;
  /** Migration 0031: how people of this role may sign in. */
  sign_in_methods: Generated<Array<'password' | 'ldap' | 'oidc'>>;
  /** Migration 0031: people of this role confirm a second factor (TOTP) at sign-in. */
  second_factor_required: Generated<boolean>;
}
/** Migration 0031: an account of the hospital's identity provider or directory, linked to a user. */
export interface UserIdentitiesTable {
  provider: 'oidc' | 'ldap';
  subject: string;
  user_id: number;
  linked_at: TimestampDefaultNow;
  last_sign_in_at: Timestamp | null;
}
export interface RolePermissionsTable {
  role_key: string;
  permission: string;
}
export interface UserRolesTable {
  user_id: number;
  role_key: string;
}
export interface SessionsTable {
  token_hash: Buffer;
  user_id: number;
  created_at: TimestampDefaultNow;
  expires_at: Timestamp;
  retire_at: Timestamp | null;
  revoked_at: Timestamp | null;
  displaced_at: Timestamp | null;
  /** When the chain of refreshed tokens began (migration 0010): the absolute lifetime counts from it. */
  signed_in_at: TimestampDefaultNow;
  /* Copied from the user by the insert trigger and kept right by triggers (migration 0010). */
  username: Generated<string>;
  name: Generated<string>;
  avatar: Generated<string>;
  introduction: Generated<string>;
  user_auth: Generated<'0' | '1' | '2'>;
  roles: Generated<string[]>;
  permissions: Generated<string[]>;
  /** The user's doctor record, if any (migration 0024): a doctor's care-team rule needs it. */
  doctor_id: Generated<number | null>;
  /* Migration 0035: what 我的登录设备 shows of a sign-in, and why it was ended. */
  /** One sign-in, whichever token of its refresh chain is current (a refresh copies it). */
  sign_in_id: Generated<string>;
  /** A short browser name (`Chrome 120`), from the sign-in's User-Agent. */
  browser: Generated<string | null>;
  client_ip: Generated<string | null>;
  sign_in_method: Generated<'password' | 'ldap' | 'oidc' | null>;
  /** The last request, written at most once a minute. */
  last_seen_at: TimestampDefaultNow;
  /** Ended on purpose: by the person from another device, or by an admin. */
  end_reason: Generated<'self' | 'admin' | null>;
  /** Migration 0034: set by the insert trigger; the gate refuses all but the second-factor calls. */
  second_factor_pending: Generated<boolean>;
  /** Migration 0034: when the person last confirmed their password or code (step-up). */
  stepped_up_at: Timestamp | null;
}
/** Migration 0034: a user's authenticator (TOTP); unconfirmed = enrolment in progress. */
export interface UserTotpTable {
  user_id: number;
  /** Base32 secret, encrypted when SECOND_FACTOR_KEY is set ('aes1:…'). */
  secret: string;
  created_at: TimestampDefaultNow;
  confirmed_at: Timestamp | null;
  /** The TOTP time step of the last accepted code (no replay). */
  last_time_step: ColumnType<string, number | undefined, number>;
}
/** Migration 0034: recovery codes, as HMAC digests, each usable once. */
export interface UserRecoveryCodesTable {
  user_id: number;
  code_hash: Buffer;
  used_at: Timestamp | null;
}
/** Global rate limit counters (migration 0008), one per client network. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}
export interface LoginFailuresTable {
  id: Generated<string>;
  limiter_key: string;
  at: TimestampDefaultNow;
  /** The sign-in attempt the row counts (migration 0008); null on rows from before it. */
  attempt: string | null;
}
/** The idle lock's limits, one row (migration 0012). */
export interface IdleLockSettingsTable {
  singleton: Generated<boolean>;
  min_minutes: number;
  max_minutes: number;
  default_minutes: number;
  updated_at: TimestampDefaultNow;
  updated_by: number | null;
}

export interface AccountTables {
  users: UsersTable;
  roles: RolesTable;
  user_identities: UserIdentitiesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  login_failures: LoginFailuresTable;
  rate_limit_hits: RateLimitHitsTable;
  idle_lock_settings: IdleLockSettingsTable;
}
