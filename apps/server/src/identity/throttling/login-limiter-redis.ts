import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  retryAfterSeconds,
  type LimitCheck,
  type LimiterVerdict,
  type LoginLimiter,
  type Reservation,
} from './login-limits';

/*
 * Check every key and count on all of them in one atomic step: a sorted set per key, one member
 * per counted attempt (the attempt's id) scored by Redis's own clock, so instances with drifting
 * clocks agree. ARGV[1] is the attempt's id, then 5 values per key: kind ('window' | 'delay'),
 * window ms, max (window) or free (delay), base delay ms, max delay ms. The rules are those of
 * login-limits.ts's waitMs(). Returns {1, 0, 0} when allowed (and counted), {0, ms to wait, index
 * of the refusing key} when refused.
 */
const attemptScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local longest, refused = 0, 0
for i = 1, #KEYS do
  local a = 1 + (i - 1) * 5
  local kind, window, limit = ARGV[a + 1], tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  local wait = 0
  if count >= limit then
    if kind == 'window' then
      local nth = redis.call('ZREVRANGE', KEYS[i], limit - 1, limit - 1, 'WITHSCORES')
      wait = tonumber(nth[2]) + window - now
    else
      local last = redis.call('ZREVRANGE', KEYS[i], 0, 0, 'WITHSCORES')
      local delay = math.min(tonumber(ARGV[a + 4]) * 2 ^ (count - limit), tonumber(ARGV[a + 5]))
      wait = tonumber(last[2]) + delay - now
    end
  end
  if wait > longest then longest, refused = wait, i end
end
if refused > 0 then return {0, math.ceil(longest), refused} end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now, ARGV[1])
  redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[1 + (i - 1) * 5 + 2]))
end
return {1, 0, 0}
`;

export const redisConnectionName = 'cep-login-limiter';

export interface RedisLimiterOptions {
  /** Prepended to every key (tests use a unique one). @default 'cep:login-failures:' */
  prefix?: string | undefined;
  /** The connection's name in CLIENT LIST. @default 'cep-login-limiter' */
  connectionName?: string;
}

/** The login limiter on Redis (REDIS_URL): same rules as the database one, shared by instances. */
export class RedisLoginLimiter implements LoginLimiter {
  private readonly prefix: string;
  private readonly connectionName: string;
  private client: Redis | undefined;

  constructor(
    private readonly url: string,
    options: RedisLimiterOptions = {},
  ) {
    this.prefix = options.prefix ?? 'cep:login-failures:';
    this.connectionName = options.connectionName ?? redisConnectionName;
  }

  async attempt(checks: readonly LimitCheck[]): Promise<LimiterVerdict> {
    const id = randomUUID();
    const args = checks.flatMap(({ rule }) =>
      rule.kind === 'window'
        ? ['window', rule.windowMs, rule.max, 0, 0]
        : ['delay', rule.windowMs, rule.free, rule.baseDelayMs, rule.maxDelayMs],
    );
    const [allowed, waitMs, index] = (await this.redis().eval(
      attemptScript,
      checks.length,
      ...checks.map((check) => this.prefix + check.key),
      id,
      ...args,
    )) as [number, number, number];
    if (allowed === 1) return { allowed: true, reservation: { id, checks } };
    return {
      allowed: false,
      retryAfterSeconds: retryAfterSeconds(waitMs),
      scope: checks[index - 1]?.scope ?? 'source',
    };
  }

  async succeeded(reservation: Reservation): Promise<void> {
    const pipeline = this.redis().multi();
    for (const check of reservation.checks) {
      if (check.forgetOnSuccess) pipeline.del(this.prefix + check.key);
      else pipeline.zrem(this.prefix + check.key, reservation.id);
    }
    await pipeline.exec();
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
