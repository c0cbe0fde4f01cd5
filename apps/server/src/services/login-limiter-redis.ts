import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  defaultLimits,
  retryAfterSeconds,
  type LimiterOptions,
  type LimiterVerdict,
  type LoginLimiter,
} from './login-limiter';

/*
 * Check and count in one atomic step: a sorted set per key, one member per counted failure scored
 * by Redis's own clock (instances with drifting clocks agree). Returns {1, 0} when the attempt is
 * allowed (and counted), {0, ms until the oldest counted failure leaves the window} when refused.
 */
const attemptScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= max then
  local nth = redis.call('ZREVRANGE', KEYS[1], max - 1, max - 1, 'WITHSCORES')
  return {0, tonumber(nth[2]) + window - now}
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}
`;

export const redisConnectionName = 'cep-login-limiter';

export interface RedisLimiterOptions extends LimiterOptions {
  /** Prepended to every key (tests use a unique one). @default 'cep:login-failures:' */
  prefix?: string;
  /** The connection's name in CLIENT LIST. @default 'cep-login-limiter' */
  connectionName?: string;
}

/** The login limiter on Redis (REDIS_URL): same rules as the database one, shared by instances. */
export class RedisLoginLimiter implements LoginLimiter {
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly prefix: string;
  private readonly connectionName: string;
  private client: Redis | undefined;

  constructor(
    private readonly url: string,
    options: RedisLimiterOptions = {},
  ) {
    this.maxFailures = options.maxFailures ?? defaultLimits.maxFailures;
    this.windowMs = options.windowMs ?? defaultLimits.windowMs;
    this.prefix = options.prefix ?? 'cep:login-failures:';
    this.connectionName = options.connectionName ?? redisConnectionName;
  }

  async attempt(key: string): Promise<LimiterVerdict> {
    const [allowed, retryMs] = (await this.redis().eval(
      attemptScript,
      1,
      this.prefix + key,
      this.windowMs,
      this.maxFailures,
      randomUUID(),
    )) as [number, number];
    return allowed === 1
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: retryAfterSeconds(retryMs) };
  }

  async succeeded(key: string): Promise<void> {
    await this.redis().del(this.prefix + key);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // quit() waits for replies in flight; a client that never connected just disconnects.
    await client.quit().catch(() => client.disconnect());
  }

  /** Connects on first use. An unreachable Redis fails the login (50000) rather than skip the limit. */
  private redis(): Redis {
    if (!this.client) {
      this.client = new Redis(this.url, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        // Named so an operator (and a test) can tell our connections in CLIENT LIST.
        connectionName: this.connectionName,
      });
      // Connection trouble reaches the caller as a rejected command; without a listener ioredis
      // would also print every reconnect error to stderr.
      this.client.on('error', () => {});
    }
    return this.client;
  }
}
