import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { countInWindow } from '../db/window-counter';
import type { Tables } from '../db/schema';
import { clientNetwork } from './client-network';
import { ApiError } from './api-error';
import { requestToken } from './request-token';
import { isApiPath } from './errors';
import { isFhirPath } from './operation-outcome';

/**
 * The global rate limit: API requests without a valid session, per client network (an IPv4
 * address or an IPv6 /64), at most `max` per window. Calls of a valid session are not counted
 * (their sessions are throttled at sign-in, and a clinic's whole ward may share one address); a
 * made-up, expired or revoked `token` header is counted like none (sign-in, health and WebSocket
 * upgrades too); the console's static files are not counted. Over the limit → 429 / 42901 with
 * Retry-After.
 *
 * The counters are shared between instances: in Redis when REDIS_URL is set (the plugin's own
 * store), otherwise in PostgreSQL (table rate_limit_hits, a fixed window per key).
 */
export interface RateLimitOptions {
  max: number;
  /** @default 60 000 (a minute) */
  windowMs?: number | undefined;
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys; tests use a unique one. */
  redisKeyPrefix?: string | undefined;
  db: Kysely<Tables>;
  /** Whether the request carries the token of a valid session (looked up once per request). */
  signedIn(request: FastifyRequest): Promise<boolean>;
}

export function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        connectionName: 'cep-rate-limit',
      })
    : undefined;
  // Connection trouble reaches the request as a rejected command (50000), not as noise on stderr.
  redis?.on('error', () => {});
  void app.register(rateLimit, {
    global: false, // applied by the hook below, to the requests `counted` picks
    max: options.max,
    timeWindow: options.windowMs ?? 60_000,
    ...(redis
      ? { redis, nameSpace: `${options.redisKeyPrefix ?? 'cep:'}rate-limit:` }
      : { store: postgresStore(options.db) }),
  });
  // Made on the first request: the plugin's decorator exists only once the plugin has loaded.
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) && !isFhirPath(request.url)) return;
    if (requestToken(request) !== undefined && (await options.signedIn(request))) return;
    check ??= app.createRateLimit({ keyGenerator: (r) => clientNetwork(r.ip) });
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('Retry-After', String(Math.max(1, result.ttlInSeconds)));
      throw new ApiError(42901, '请求过于频繁，请稍后再试');
    }
  });
  app.addHook('onClose', async () => {
    if (redis && redis.status !== 'wait') await redis.quit().catch(() => redis.disconnect());
  });
}

/** The plugin's store interface on PostgreSQL: the shared window counter (db/window-counter.ts). */
function postgresStore(db: Kysely<Tables>) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countInWindow(db, key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
