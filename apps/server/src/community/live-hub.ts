import type { CommunityEvent } from '@cep/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { createNoticeListener } from '../db/notice-listener';
import type { Pool } from '../db/pool';
import type { Tables } from '../db/schema';
import { authenticate } from '../services/sessions';
import { COMMUNITY_CHANNEL } from './live';
import type { Viewer } from './viewer';

/*
 * The community's live feed (issue 16): each open `/api/community/stream` is a Server-Sent Events
 * response. Every instance LISTENs on one channel; a change (a post approved or hidden, a session
 * added…) is NOTIFYed in its transaction (live.ts). Each instance tells the streams it holds whose
 * callers may read that group; the page then reads again through the normal calls, so a hidden
 * post leaves every patient's screen at once and the server never sends it again.
 */

export interface CommunityHubOptions {
  pool: Pool;
  sql: Kysely<Tables>;
  log: FastifyBaseLogger;
  sessionMaxAgeMs?: number | undefined;
  heartbeatMs?: number;
  /** A stream ends after this long; the client reconnects (to any instance). */
  maxStreamMs?: number | undefined;
}

interface Subscriber {
  viewer: Viewer;
  send(event: CommunityEvent): void;
  end(): void;
}

export interface CommunityHub {
  stream(
    request: FastifyRequest,
    reply: FastifyReply,
    who: { viewer: Viewer; token: string },
  ): Promise<FastifyReply>;
  close(): Promise<void>;
}

export function createCommunityHub(options: CommunityHubOptions): CommunityHub {
  const { pool, sql, log, sessionMaxAgeMs, heartbeatMs = 20_000, maxStreamMs = 600_000 } = options;
  const subscribers = new Set<Subscriber>();

  /** Who reads a group: its doctor, the admin, its members. */
  async function readersOf(groupId: number) {
    const group = await sql
      .selectFrom('patient_groups')
      .select('doctor_id')
      .where('id', '=', groupId)
      .executeTakeFirst();
    const members = await sql
      .selectFrom('patient_group_members')
      .select('patient_id')
      .where('group_id', '=', groupId)
      .execute();
    return { doctorId: group?.doctor_id, patients: new Set(members.map((m) => m.patient_id)) };
  }

  async function deliver(event: CommunityEvent): Promise<void> {
    if (subscribers.size === 0) return;
    try {
      const readers = event.groupId === null ? undefined : await readersOf(event.groupId);
      for (const subscriber of subscribers) {
        const { viewer } = subscriber;
        const reads =
          !readers ||
          viewer.kind === 'admin' ||
          (viewer.kind === 'doctor' && viewer.doctorId === readers.doctorId) ||
          // A member who was just removed still hears that their group changed (and then finds
          // it gone); nothing but the group's id is said.
          (viewer.kind === 'patient' &&
            viewer.patientId !== null &&
            (readers.patients.has(viewer.patientId) || event.kind === 'groups'));
        if (reads) subscriber.send(event);
      }
    } catch (error) {
      log.warn({ err: error }, 'community notice delivery failed');
    }
  }

  const listener = createNoticeListener({
    pool,
    channel: COMMUNITY_CHANNEL,
    log,
    wanted: () => subscribers.size > 0,
    onNotice: (payload) => void deliver(JSON.parse(payload) as CommunityEvent),
    // Notices may have been missed: everyone reads everything again.
    onReconnect: () => {
      for (const subscriber of subscribers) subscriber.send({ kind: 'ready', groupId: null });
    },
  });

  return {
    async stream(request, reply, who) {
      await listener.listen();
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        // Proxies such as nginx would otherwise hold the events back.
        'x-accel-buffering': 'no',
      });
      const subscriber: Subscriber = {
        viewer: who.viewer,
        send: (event) => out.write(`data: ${JSON.stringify(event)}\n\n`),
        end: () => end(),
      };
      const end = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        subscribers.delete(subscriber);
        if (subscribers.size === 0) void listener.unlisten();
        if (!out.writableEnded) out.end();
      };
      subscribers.add(subscriber);
      // The first message: the page reads what it shows now, then follows the notices.
      subscriber.send({ kind: 'ready', groupId: null });
      // A signed-out or expired session ends its stream at the next beat.
      const heartbeat = setInterval(() => {
        authenticate(pool, who.token, sessionMaxAgeMs).then(
          () => out.write(': beat\n\n'),
          () => {
            out.write('event: end\ndata: {}\n\n');
            end();
          },
        );
      }, heartbeatMs);
      const lifetime = setTimeout(end, maxStreamMs);
      request.raw.on('close', end);
      return reply;
    },
    async close() {
      for (const subscriber of [...subscribers]) subscriber.end();
      await listener.close();
    },
  };
}
