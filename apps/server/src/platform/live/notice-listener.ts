import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Pool } from '../db/pool';

/*
 * One LISTEN connection for one PostgreSQL channel, held only while someone wants its notices.
 * A NOTIFY sent in a transaction arrives when that transaction commits (never after a rollback),
 * from whichever instance sent it: the way live state reaches every server (decision 0005/0007).
 * If the connection drops it reconnects after a second and calls `onReconnect` (notices may
 * have been missed meanwhile).
 */

export interface NoticeListener {
  /** Starts listening (once; later calls wait for the same connection). */
  listen(): Promise<void>;
  /** Stops listening and gives the connection back. */
  unlisten(): Promise<void>;
  /** For good: no reconnect after this. */
  close(): Promise<void>;
}

export function createNoticeListener(options: {
  pool: Pool;
  channel: string;
  log: FastifyBaseLogger;
  onNotice: (payload: string) => void;
  onReconnect?: () => void;
  /** Whether anyone still wants notices after a drop (else no reconnect). */
  wanted: () => boolean;
}): NoticeListener {
  const { pool, channel, log, onNotice, onReconnect, wanted } = options;
  /** The LISTEN connection and the one way to give it back (pg throws on a second release). */
  let client: { connection: pg.PoolClient; giveBack: (destroy: boolean) => void } | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function listen(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= (async () => {
      try {
        const connection = await pool.connect();
        const onNotification = (message: pg.Notification) => {
          if (message.channel === channel && message.payload) onNotice(message.payload);
        };
        // pg can emit 'error' twice for one drop (PostgreSQL's 57P01, then "Connection terminated
        // unexpectedly"), or after unlisten gave the connection back: a second release would
        // throw inside the event, an uncaught exception. So it is given back once, and our
        // listeners leave with it (the pool keeps its own 'error' listener, db/pool.ts).
        let given = false;
        const giveBack = (destroy: boolean) => {
          if (given) return;
          given = true;
          connection.off('notification', onNotification);
          connection.off('error', onError);
          connection.release(destroy);
        };
        const own = { connection, giveBack };
        function onError(error: Error) {
          log.warn({ err: error, channel }, 'notice listener lost its connection');
          giveBack(true);
          if (client === own) client = undefined;
          if (!closed && wanted()) {
            retry = setTimeout(() => void listen().then(onReconnect), 1000);
          }
        }
        connection.on('notification', onNotification);
        connection.on('error', onError);
        try {
          await connection.query(`LISTEN ${channel}`);
        } catch (error) {
          giveBack(true);
          throw error;
        }
        client = own;
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  }

  async function unlisten(): Promise<void> {
    const current = client;
    client = undefined;
    if (!current) return;
    try {
      await current.connection.query(`UNLISTEN ${channel}`);
      current.giveBack(false);
    } catch {
      current.giveBack(true);
    }
  }

  return {
    listen,
    unlisten,
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting?.catch(() => {});
      await unlisten();
    },
  };
}
