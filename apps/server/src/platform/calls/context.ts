import type { CallBody, CallName, CallParams, CallQuery, CallResponse } from '@cep/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AlertHub } from '../../assistant/alert-hub';
import type { CommunityHub } from '../../community/live-hub';
import type { Database } from '../db/database';
import type { Tables } from '../db/schema';
import type { AuditEvent } from '../audit/audit';
import type { LoginLimits } from '../../identity/throttling/login-limits';
import type { Session, SessionOptions } from '../auth/sessions';

/** Server settings handlers read (from config in main.ts; tests pass their own). */
export interface AppSettings extends SessionOptions {
  /** Set → the login limiter shares its state through Redis. */
  redisUrl?: string;
  corsOrigins: string[];
  /** Sign-in throttling rules (identity/throttling/login-limits.ts); tests loosen or tighten them. */
  loginLimits?: Partial<LoginLimits>;
  /** Prefix of the limiters' Redis keys; tests use a unique one. @default 'cep:login-failures:' */
  redisKeyPrefix?: string;
  /** Reverse proxies (addresses, CIDRs) whose X-Forwarded-For names the client. @default [] */
  trustProxy?: string[];
  /** How long a request may take, received and answered. @default 30 000 */
  requestTimeoutMs?: number;
  /** Unauthenticated API requests per client network and window; absent = no limit. */
  rateLimit?: { max: number; windowMs?: number } | undefined;
  /**
   * How long one alert (or community) stream stays open before the server ends it and the client reconnects
   * (spreads streams over instances again, and re-reads the caller's scope). @default 600 000
   */
  alertStreamMaxMs?: number;
  /** Messages one account may send per window, on all instances together. @default 30 a minute */
  messageSendLimit?: { max: number; windowMs: number };
  /** Message pictures one account may upload per window. @default 10 a minute */
  messageImageLimit?: { max: number; windowMs: number };
  /** The message socket's timings (messages/socket.ts); tests shorten them. */
  messageSocket?: MessageSocketTimings;
}

export interface MessageSocketTimings {
  /** How often an open socket checks its session again and pings its client. @default 20 000 */
  checkMs?: number;
  /** How long one socket stays open before the client is asked to reconnect. @default 1 800 000 */
  maxMs?: number;
  /** How long a new socket may take to send `auth`. @default 10 000 */
  authTimeoutMs?: number;
}

/** What every handler can use. */
export interface AppDeps {
  db: Pick<Database, 'pool' | 'kind'>;
  /** Typed queries on the same pool. */
  sql: Kysely<Tables>;
  settings: AppSettings;
  /** The assistant's live alerts (assistant/alert-hub.ts). */
  alerts: AlertHub;
  /** The community's live notices (community/live-hub.ts). */
  community: CommunityHub;
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
