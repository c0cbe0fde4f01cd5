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
  let client: pg.PoolClient | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function listen(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= (async () => {
      try {
        const connection = await pool.connect();
        connection.on('notification', (message) => {
          if (message.channel === channel && message.payload) onNotice(message.payload);
        });
        connection.on('error', (error) => {
          log.warn({ err: error, channel }, 'notice listener lost its connection');
          connection.release(true);
          if (client === connection) client = undefined;
          if (!closed && wanted()) {
            retry = setTimeout(() => void listen().then(onReconnect), 1000);
          }
        });
        await connection.query(`LISTEN ${channel}`);
        client = connection;
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  }

  async function unlisten(): Promise<void> {
    const connection = client;
    client = undefined;
    if (!connection) return;
    try {
      await connection.query(`UNLISTEN ${channel}`);
      connection.release();
    } catch {
      connection.release(true);
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
