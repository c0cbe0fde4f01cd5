import type { CallBody, CallName, CallParams, CallQuery, CallResponse } from '@cep/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Tables } from '../db/schema';
import type { AuditEvent } from '../audit/audit';
import type { Session, SessionOptions } from '../auth/sessions';
import type { LiveConnectionOptions } from '../live/live-connections';

/** What the platform itself reads (from config in main.ts; tests pass their own). */
export interface PlatformSettings extends SessionOptions {
  /** Set → state shared between instances (limiters, signal buffers) goes through Redis. */
  redisUrl?: string;
  /** Prefix of the Redis keys; tests use a unique one. @default 'cep:login-failures:' */
  redisKeyPrefix?: string;
  corsOrigins: string[];
  /** Reverse proxies (addresses, CIDRs) whose X-Forwarded-For names the client. @default [] */
  trustProxy?: string[];
  /** How long a request may take, received and answered. @default 30 000 */
  requestTimeoutMs?: number;
  /** Unauthenticated API requests per client network and window; absent = no limit. */
  rateLimit?: { max: number; windowMs?: number } | undefined;
  /**
   * How long one live stream (alerts, community notices, signals) stays open before the server
   * ends it and the client reconnects (spreads streams over instances again, and re-reads the
   * caller's scope). @default 600 000
   */
  alertStreamMaxMs?: number;
  /**
   * Caps on long-lived connections per account and per client network, each kind on its own
   * (platform/live/live-connections.ts). @default 10 per account, 300 per network
   */
  liveConnections?: LiveConnectionOptions;
  /**
   * How long a confirmed password or code lets the person make sensitive calls (reveal, export of
   * patient data, roles) before they are asked again (issue 30). @default 300 000
   */
  stepUpWindowMs?: number;
  /**
   * The key second-factor secrets are encrypted with, and recovery codes keyed with (32 bytes,
   * SECOND_FACTOR_KEY). Absent: secrets are stored as they are (a warning at start-up).
   */
  secondFactorKey?: Buffer | undefined;
  /** The sign-in methods besides the password this server has configuration for. @default [] */
  externalSignInMethods?: readonly ('ldap' | 'oidc')[];
  /** The database holds the demo data (its roles have the second factor turned off). */
  demoData?: boolean;
  /**
   * Days read lines of the audit log are kept (RETENTION_READ_AUDIT_DAYS), told to the patient
   * with their access history (issue 32 §4). @default 365
   */
  readAuditRetentionDays?: number;
}

/** What every handler can use. */
export interface AppDeps {
  db: Pick<Database, 'pool' | 'kind'>;
  /** Typed queries on the same pool. */
  sql: Kysely<Tables>;
  settings: PlatformSettings;
}

/** A handler's input: its row's validated params, query and body, and who is calling. */
export interface CallContext<N extends CallName> extends AppDeps {
  params: CallParams<N>;
  query: CallQuery<N>;
  body: CallBody<N>;
  /** Set on every call whose access is not `public`. */
  session: Session | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's address, as the audit log records it. */
  ip: string;
  /** Appends to the audit log with the caller as actor. */
  audit(event: Omit<AuditEvent, 'actorId' | 'actorName' | 'ip'>): Promise<void>;
}

/** A signed-in call's context: `session` is known to be there. */
export type SignedInContext<N extends CallName> = CallContext<N> & { session: Session };

/**
 * Returns the call's `data`; the route validates it against the contract before sending.
 * A `raw` row's handler sends through `reply` itself and returns the reply.
 */
export type Handler<N extends CallName> = (
  ctx: CallContext<N>,
) => Promise<CallResponse<N> | FastifyReply> | CallResponse<N> | FastifyReply;

/** One handler per row of the table: a row without a handler does not compile. */
export type Handlers = { [N in CallName]: Handler<N> };

/** Narrows a context whose row's access is not `public` (the gate already checked). */
export function signedIn<N extends CallName>(ctx: CallContext<N>): SignedInContext<N> {
  if (!ctx.session) throw new Error('signedIn() on a public call');
  return ctx as SignedInContext<N>;
}
