import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { ApiError } from '../http/api-error';
import { clientNetwork } from '../http/client-network';
import type { Metrics } from '../metrics/metrics';

/*
 * Caps on long-lived connections (issue 28 §3): an alert or community stream, a live signal view,
 * a message socket each hold a slot, counted per kind for the account and for the client network
 * (an IPv4 address, an IPv6 /64) on every instance together, in the live_connections table
 * (migration 0027). One token opening streams in a loop, or one address opening sockets, gets
 * 42902 once it holds its share instead of the instance's memory and file descriptors.
 *
 * A slot is released when its connection ends. An instance refreshes its slots' `seen_at` every
 * heartbeat; a slot unseen for three heartbeats belongs to an instance that died and no longer
 * counts, so a killed instance's clients can come back elsewhere within a minute.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The slots of this instance's long-lived connections (platform/live/live-connections.ts). */
    liveConnections: LiveConnections;
  }
}

export interface LiveConnectionLimits {
  /** Open connections of one kind per account. @default 10 (a clinician's tabs and devices) */
  perAccount: number;
  /** Open connections of one kind per client network. @default 300 (a ward behind one address) */
  perAddress: number;
}

export interface LiveConnectionOptions extends Partial<LiveConnectionLimits> {
  /** How often the instance says its slots are still held. @default 15 000 */
  heartbeatMs?: number | undefined;
}

export const defaultLiveConnectionLimits: LiveConnectionLimits = {
  perAccount: 10,
  perAddress: 300,
};

export interface LiveConnectionOwner {
  userId: number;
  /** The client's address (the request's, behind TRUST_PROXY). */
  ip: string;
}

export interface LiveSlot {
  /** Frees the slot (once; later calls do nothing). */
  release(): void;
}

export interface LiveConnections {
  /** A slot for one more connection of `kind`, or ApiError 42902 when the owner holds its share. */
  acquire(kind: string, owner: LiveConnectionOwner): Promise<LiveSlot>;
  /** Frees this instance's slots and stops its heartbeat (after its connections have ended). */
  close(): Promise<void>;
}

export function createLiveConnections(
  db: Kysely<Tables>,
  log: FastifyBaseLogger,
  options: LiveConnectionOptions = {},
  metrics?: Pick<Metrics, 'liveConnections'>,
): LiveConnections {
  const limits = {
    perAccount: options.perAccount ?? defaultLiveConnectionLimits.perAccount,
    perAddress: options.perAddress ?? defaultLiveConnectionLimits.perAddress,
  };
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const expiry = sql`(${heartbeatMs * 3}::bigint * interval '1 millisecond')`;
  const instance = randomUUID();
  /** This instance's slots and their kinds (the kind is counted in the metrics while held). */
  const held = new Map<string, string>();
  const releasing = new Set<Promise<void>>();

  const heartbeat = setInterval(() => {
    if (held.size === 0) return;
    sql`UPDATE live_connections SET seen_at = now() WHERE id = ANY(${[...held.keys()]}::uuid[])`
      .execute(db)
      .catch((error: unknown) => log.warn({ err: error }, 'live connection heartbeat failed'));
  }, heartbeatMs);
  heartbeat.unref();

  function release(id: string): void {
    const kind = held.get(id);
    if (kind === undefined) return;
    held.delete(id);
    metrics?.liveConnections.dec({ kind });
    const done = sql`DELETE FROM live_connections WHERE id = ${id}::uuid`.execute(db).then(
      () => undefined,
      // Not fatal: the row stops counting once its heartbeats stop.
      (error: unknown) => log.warn({ err: error }, 'live connection release failed'),
    );
    releasing.add(done);
    void done.finally(() => releasing.delete(done));
  }

  return {
    async acquire(kind, owner) {
      const network = clientNetwork(owner.ip);
      const id = randomUUID();
      const refused = await db.transaction().execute(async (trx) => {
        // One decision at a time per account and per network (accounts first, then networks, in
        // two key spaces: two requests never wait on each other crosswise).
        await sql`SELECT pg_advisory_xact_lock(28301, hashtext(${`${kind}:${owner.userId}`}))`.execute(
          trx,
        );
        await sql`SELECT pg_advisory_xact_lock(28302, hashtext(${`${kind}:${network}`}))`.execute(
          trx,
        );
        await sql`
          DELETE FROM live_connections
           WHERE kind = ${kind} AND (user_id = ${owner.userId} OR network = ${network})
             AND seen_at < now() - ${expiry}`.execute(trx);
        const { rows } = await sql<{ account: number; address: number }>`
          SELECT count(*) FILTER (WHERE user_id = ${owner.userId})::int AS account,
                 count(*) FILTER (WHERE network = ${network})::int AS address
            FROM live_connections
           WHERE kind = ${kind} AND (user_id = ${owner.userId} OR network = ${network})`.execute(
          trx,
        );
        const counts = rows[0] ?? { account: 0, address: 0 };
        if (counts.account >= limits.perAccount) return 'account' as const;
        if (counts.address >= limits.perAddress) return 'address' as const;
        await sql`
          INSERT INTO live_connections (id, instance_id, kind, user_id, network)
          VALUES (${id}::uuid, ${instance}::uuid, ${kind}, ${owner.userId}, ${network})`.execute(
          trx,
        );
        return undefined;
      });
      if (refused === 'account') {
        throw new ApiError(
          42902,
          `同时打开的实时连接过多（每个账号最多${limits.perAccount}个），请关闭不用的页面后再试`,
        );
      }
      if (refused === 'address') {
        throw new ApiError(42902, '来自同一网络的实时连接过多，请稍后再试');
      }
      held.set(id, kind);
      metrics?.liveConnections.inc({ kind });
      return { release: () => release(id) };
    },
    async close() {
      clearInterval(heartbeat);
      for (const id of [...held.keys()]) release(id);
      await Promise.all([...releasing]);
    },
  };
}
