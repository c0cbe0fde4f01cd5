import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { requestToken } from '../http/request-token';
import { authenticate, defaultSessionMaxAgeMs, type Session } from './sessions';

/** One lookup per request, whoever asks first (the rate limit's hook, then the call's gate). */
const looked = new WeakMap<FastifyRequest, Promise<Session>>();

/**
 * The session of the request's token (`requestToken`), looked up once per request: refused as
 * `authenticate` refuses (50008 / 50012 / 50014).
 */
export function requestSession(
  request: FastifyRequest,
  pool: Pool,
  maxAgeMs: number | undefined,
): Promise<Session> {
  let session = looked.get(request);
  if (!session) {
    session = authenticate(pool, requestToken(request), maxAgeMs ?? defaultSessionMaxAgeMs);
    // A refusal is the caller's to handle; the memo itself must not raise an unhandled rejection.
    session.catch(() => undefined);
    looked.set(request, session);
  }
  return session;
}
