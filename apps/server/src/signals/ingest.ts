import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import {
  deviceHello,
  type DeviceHelloRejection,
  type DeviceProfile,
  type DeviceServerMessage,
} from '@cep/contract';
import { FrameReader } from '@cep/signals';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Tables } from '../platform/db/schema';
import { deviceByKey, profileByKey } from './devices';
import type { LiveHub } from './live-hub';
import { DeviceRecorder } from './recorder';

/*
 * The device protocol's server side (apps/server/README.md, "Device protocol"): a device bridge
 * opens a WebSocket here, says hello with its key and channels, then sends binary frames. Every
 * frame goes through one FrameReader per connection (@cep/signals, decision 0008): a bad frame is
 * counted, answered with `rejected` and its reason, and dropped, never more. Accepted frames go to
 * live viewers (LiveHub) and, while a recording of the device runs, to PostgreSQL (DeviceRecorder).
 */

export const INGEST_PATH = '/api/signalDevice/ingest';
/** Close codes: 4001 hello refused, 4002 no hello in time, 4003 disabled, 4004 replaced. */
const HELLO_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 5_000;

export interface IngestOptions {
  db: Kysely<Tables>;
  hub: LiveHub;
  log: FastifyBaseLogger;
}

interface Connection {
  socket: WebSocket;
  recorder: DeviceRecorder;
  close(code: number, reason: string): void;
}

export function registerSignalIngest(app: FastifyInstance, options: IngestOptions): void {
  const { db, hub, log } = options;
  const instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const connections = new Map<number, Connection>();

  // The WebSocket plugin is the app's (platform/http/websocket.ts): its payload limit, 256 kB, is this
  // route's (64 channels × 1 s at 500 Hz is 64 kB; anything far beyond is not ours).
  void app.register(async (scope) => {
    scope.get(INGEST_PATH, { websocket: true }, (socket) => {
      serve(socket);
    });
  });

  function send(socket: WebSocket, message: DeviceServerMessage): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  function serve(socket: WebSocket): void {
    let device: { id: number; profile: DeviceProfile } | undefined;
    let connection: Connection | undefined;
    let helloPending = false;
    const reader = new FrameReader();
    let lastImpedanceWrite = 0;
    const helloTimer = setTimeout(() => socket.close(4002, 'no hello'), HELLO_TIMEOUT_MS);
    let heartbeat: NodeJS.Timeout | undefined;

    const refuse = (reason: DeviceHelloRejection) => {
      send(socket, { type: 'refused', reason });
      socket.close(4001, reason);
    };

    async function hello(text: string): Promise<void> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return refuse('bad-hello');
      }
      const input = deviceHello.safeParse(parsed);
      if (!input.success) return refuse('bad-hello');
      const found = await deviceByKey(db, input.data.deviceKey);
      if (!found) return refuse('unknown-device');
      if (found.status !== 'enabled') return refuse('device-disabled');
      const profile = profileByKey(found.profile);
      if (!profile || input.data.profile !== profile.key) return refuse('profile-mismatch');
      const labels = profile.channels.map((channel) => channel.label);
      if (
        input.data.channels.length !== labels.length ||
        input.data.channels.some((label, i) => label !== labels[i])
      ) {
        return refuse('channel-mismatch');
      }
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(helloTimer);
      connections.get(found.id)?.close(4004, 'replaced by a new connection');
      device = { id: found.id, profile };
      const recorder = new DeviceRecorder(db, found.id, profile, log);
      connection = {
        socket,
        recorder,
        close: (code, reason) => socket.close(code, reason),
      };
      connections.set(found.id, connection);
      await beat();
      heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
      send(socket, { type: 'ready', deviceId: found.id, deviceCode: profile.code });
      log.info({ deviceId: found.id }, 'signal device connected');
    }

    /** Says "connected here" in the database; a disabled device is sent away. */
    async function beat(): Promise<void> {
      if (!device) return;
      try {
        const { rows } = await sql<{ status: string }>`
          UPDATE signal_devices SET connected_instance = ${instance}, last_seen_at = now()
           WHERE id = ${device.id} RETURNING status`.execute(db);
        if (rows[0]?.status !== 'enabled') socket.close(4003, 'device disabled');
      } catch (error) {
        log.warn({ err: error }, 'signal device heartbeat failed');
      }
    }

    function frame(bytes: Uint8Array): void {
      if (!device || !connection) {
        send(socket, {
          type: 'rejected',
          reason: 'not-ready',
          rejectedTotal: reader.rejectedTotal,
        });
        return;
      }
      const result = reader.read(bytes);
      if (result.ok && result.frame.header.deviceCode !== device.profile.code) {
        reader.rejected['unknown-device']++;
        connection.recorder.rejected();
        send(socket, {
          type: 'rejected',
          reason: 'unknown-device',
          sequence: result.frame.header.sequence,
          rejectedTotal: reader.rejectedTotal,
        });
        return;
      }
      if (!result.ok) {
        connection.recorder.rejected();
        send(socket, {
          type: 'rejected',
          reason: result.reason,
          ...(result.sequence === undefined ? {} : { sequence: result.sequence }),
          rejectedTotal: reader.rejectedTotal,
        });
        return;
      }
      hub.publish(device.id, bytes);
      const parsed = result.frame;
      if (parsed.header.kind === 'samples') {
        connection.recorder.samples(
          bytes,
          parsed.header.deviceTimestampMs,
          parsed.header.sampleCount,
        );
      } else if ('kiloohms' in parsed && Date.now() - lastImpedanceWrite >= 1000) {
        lastImpedanceWrite = Date.now();
        const readings = device.profile.channels.map((channel, c) => ({
          label: channel.label,
          kiloohms: parsed.kiloohms[c]!,
        }));
        sql`UPDATE signal_devices SET impedance = ${JSON.stringify(readings)}::jsonb
             WHERE id = ${device.id}`
          .execute(db)
          .catch((error: unknown) => log.warn({ err: error }, 'storing impedance failed'));
      }
    }

    socket.on('message', (data, isBinary) => {
      const bytes = toBytes(data);
      if (!isBinary) {
        if (helloPending || device) {
          send(socket, {
            type: 'rejected',
            reason: 'unexpected-text',
            rejectedTotal: reader.rejectedTotal,
          });
          return;
        }
        helloPending = true;
        hello(Buffer.from(bytes).toString('utf8')).catch((error: unknown) => {
          log.error({ err: error }, 'signal device hello failed');
          socket.close(1011, 'server error');
        });
        return;
      }
      frame(bytes);
    });

    socket.on('close', () => {
      clearTimeout(helloTimer);
      clearInterval(heartbeat);
      if (!device || !connection) return;
      const { id } = device;
      if (connections.get(id) === connection) connections.delete(id);
      const done: Promise<unknown> = connection.recorder
        .close()
        .then(() =>
          sql`UPDATE signal_devices SET connected_instance = NULL
                 WHERE id = ${id} AND connected_instance = ${instance}`.execute(db),
        )
        .catch((error: unknown) => log.warn({ err: error }, 'closing a signal device failed'))
        .finally(() => {
          pending.delete(done);
          log.info({ deviceId: id, rejected: reader.rejectedTotal }, 'signal device disconnected');
        });
      pending.add(done);
    });
    socket.on('error', (error) => log.warn({ err: error }, 'signal device socket error'));
  }

  const pending = new Set<Promise<unknown>>();
  // Devices are sent away first, and what they sent is stored before the pool ends.
  app.addHook('preClose', async () => {
    for (const connection of connections.values()) connection.close(1001, 'server shutting down');
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([...pending]);
  });
}

/** A ws message as one byte array (copied: the frame outlives the socket's buffers). */
function toBytes(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data.slice(0));
  return new Uint8Array(data);
}
