import { registerIngestMetrics } from './ingest-metrics';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import {
  deviceCloseCodes,
  deviceHello,
  type DeviceDisconnectReason,
  type DeviceHelloRejection,
  type DeviceProfile,
  type DeviceServerMessage,
} from '@cep/contract';
import { FrameReader } from '@cep/signals';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { Tables } from '../platform/db/schema';
import type { AccessTicket, AccessWatch } from '../platform/live/access-watch';
import { deviceKeyHash } from './device-keys';
import { deviceByKey, profileByKey } from './devices';
import {
  DropEpisode,
  frameBudget,
  ingestLimits,
  sampleBudget,
  type IngestTimings,
  type TokenBucket,
} from './ingest-limits';
import type { LiveHub } from './live-hub';
import { DeviceRecorder } from './recorder';

/*
 * The device protocol's server side (apps/server/README.md, "Device protocol"): a device bridge
 * opens a WebSocket here, says hello with its key and channels, then sends binary frames. Every
 * frame goes through one FrameReader per connection (@cep/signals, decision 0008): a bad frame is
 * counted, answered with `rejected` and its reason, and dropped, never more. Accepted frames go to
 * live viewers (LiveHub) and, while a recording of the device runs, to PostgreSQL (DeviceRecorder).
 *
 * Bounded (issue 28, the limits in ingest-limits.ts): nothing is answered before the hello (a
 * first message that is not one closes the socket); frames and samples per second are budgeted
 * per connection, and the chunks waiting for the database per device; a device over a budget or
 * with a full queue has its frames dropped (counted on the device) and is told `slow-down`, and if
 * it goes on it is closed (4006 / 4007). Sockets per address are capped (4008), and a socket that
 * stops answering pings is cut. Why each connection ended is kept on the device for the admin.
 *
 * A device's key rotated, or the device disabled, is NOTIFYed to every instance
 * (platform/live/access-watch.ts, `device:<id>`): the instance holding its connection closes it at
 * once (4009 with the old key, 4003 disabled), not at its next reconnection or heartbeat.
 */

export const INGEST_PATH = '/api/signalDevice/ingest';
const HELLO_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 5_000;

export interface IngestOptions {
  db: Kysely<Tables>;
  hub: LiveHub;
  /** Closes a connection whose key was rotated or whose device was disabled (access-watch.ts). */
  access: AccessWatch;
  /** Tests shorten the ping interval and the patience with a dropping device. */
  timings?: IngestTimings | undefined;
}

interface Connection {
  socket: WebSocket;
  recorder: DeviceRecorder;
  close(code: number, reason: string, why: DeviceDisconnectReason): void;
}

export function registerSignalIngest(app: FastifyInstance, options: IngestOptions): void {
  const { db, hub, access } = options;
  const pingMs = options.timings?.pingMs ?? ingestLimits.pingMs;
  const persistMs = options.timings?.persistMs ?? ingestLimits.persistMs;
  const instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const connections = new Map<number, Connection>();
  const metrics = registerIngestMetrics(app.metrics, () => {
    let chunks = 0;
    for (const connection of connections.values()) chunks += connection.recorder.backlog;
    return chunks;
  });
  /** Device sockets held per remote address (this instance's; see ingestLimits). */
  const perAddress = new Map<string, number>();

  // The WebSocket plugin is the app's (platform/http/websocket.ts): its payload limit, 256 kB, is this
  // route's (64 channels × 1 s at 500 Hz is 64 kB; anything far beyond is not ours).
  void app.register(async (scope) => {
    scope.get(INGEST_PATH, { websocket: true }, (socket, request) => {
      serve(socket, request.ip, request.log);
    });
  });

  function send(socket: WebSocket, message: DeviceServerMessage): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  /** Counts the socket on its address; answers false (and closes it) when the address has enough. */
  function admit(socket: WebSocket, address: string): boolean {
    const held = (perAddress.get(address) ?? 0) + 1;
    perAddress.set(address, held);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    if (held <= ingestLimits.connectionsPerAddress) return true;
    socket.close(deviceCloseCodes.tooManyConnections, 'too many connections from this address');
    return false;
  }

  /** `log` is the request's: every line of this device's connection carries its reqId. */
  function serve(socket: WebSocket, address: string, log: FastifyBaseLogger): void {
    if (!admit(socket, address)) return;
    app.metrics.liveConnections.inc({ kind: 'device-ingest' });
    socket.once('close', () => app.metrics.liveConnections.dec({ kind: 'device-ingest' }));
    let device: { id: number; profile: DeviceProfile } | undefined;
    let connection: Connection | undefined;
    let helloPending = false;
    const reader = new FrameReader();
    const frames = frameBudget();
    let samples: TokenBucket | undefined;
    const episode = new DropEpisode(persistMs);
    let droppedTotal = 0;
    /** Dropped frames not yet added to the device's row. */
    let droppedUnsaved = 0;
    let warnedAt = 0;
    /** Why the server ends this connection; a close it did not start is the device's. */
    let why: DeviceDisconnectReason | undefined;
    let lastImpedanceWrite = 0;
    const helloTimer = setTimeout(
      () => socket.close(deviceCloseCodes.noHello, 'no hello'),
      HELLO_TIMEOUT_MS,
    );
    let heartbeat: NodeJS.Timeout | undefined;
    let unwatch: (() => void) | undefined;

    const end = (code: number, reason: string, because: DeviceDisconnectReason) => {
      why ??= because;
      socket.close(code, reason);
    };

    // A connection whose peer vanished (power cut, cable pulled) never closes by itself: one that
    // has not answered the last ping by the next is cut, and the device shown disconnected.
    let alive = true;
    const pinger = setInterval(() => {
      if (!alive) {
        why ??= 'no-pong';
        socket.terminate();
        return;
      }
      // A closing socket has its own timeout (ws's); ping() would throw on it.
      if (socket.readyState !== socket.OPEN) return;
      alive = false;
      socket.ping();
    }, pingMs);
    socket.on('pong', () => {
      alive = true;
    });

    const refuse = (reason: DeviceHelloRejection) => {
      send(socket, { type: 'refused', reason });
      socket.close(deviceCloseCodes.helloRefused, reason);
    };

    async function hello(text: string): Promise<void> {
      // Listening for key and status changes before the key is checked: none after it goes unheard.
      const ticket = await access.prepare();
      try {
        await helloChecked(text, ticket);
      } finally {
        if (!unwatch) ticket.cancel();
      }
    }

    async function helloChecked(text: string, ticket: AccessTicket): Promise<void> {
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
      connections
        .get(found.id)
        ?.close(deviceCloseCodes.replaced, 'replaced by a new connection', 'replaced');
      device = { id: found.id, profile };
      samples = sampleBudget(profile.sampleRate);
      const recorder = new DeviceRecorder(db, found.id, profile, log);
      connection = { socket, recorder, close: end };
      connections.set(found.id, connection);
      const keyHash = deviceKeyHash(input.data.deviceKey);
      const notice = `device:${found.id}`;
      unwatch = ticket.watch({
        concerns: (payload) => payload === notice,
        recheck: () => keyStillHeld(found.id, keyHash),
      });
      await beat();
      heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
      send(socket, { type: 'ready', deviceId: found.id, deviceCode: profile.code });
      log.info({ deviceId: found.id }, 'signal device connected');
    }

    /** Says "connected here" in the database, with the frames dropped since; a disabled device is sent away. */
    async function beat(): Promise<void> {
      if (!device) return;
      const dropped = droppedUnsaved;
      droppedUnsaved = 0;
      try {
        const { rows } = await sql<{ status: string }>`
          UPDATE signal_devices SET connected_instance = ${instance}, last_seen_at = now(),
                 dropped_frames = dropped_frames + ${dropped}
           WHERE id = ${device.id} RETURNING status`.execute(db);
        if (rows[0]?.status !== 'enabled')
          end(deviceCloseCodes.disabled, 'device disabled', 'disabled');
      } catch (error) {
        droppedUnsaved += dropped;
        log.warn({ err: error }, 'signal device heartbeat failed');
      }
    }

    /** Closes the connection if the device's key is no longer the one it said hello with, or it is disabled. */
    async function keyStillHeld(id: number, keyHash: Buffer): Promise<void> {
      const { rows } = await sql<{ current: boolean; status: string }>`
        SELECT key_hash = ${keyHash} AS current, status FROM signal_devices WHERE id = ${id}`.execute(
        db,
      );
      const row = rows[0];
      if (!row?.current) end(deviceCloseCodes.keyRotated, 'device key rotated', 'key-rotated');
      else if (row.status !== 'enabled')
        end(deviceCloseCodes.disabled, 'device disabled', 'disabled');
    }

    /** Tells the device to slow down, at most once a second. */
    function slowDown(reason: 'too-fast' | 'queue-full'): void {
      const now = Date.now();
      if (now - warnedAt < 1000) return;
      warnedAt = now;
      send(socket, { type: 'slow-down', reason, droppedTotal });
    }

    /** A frame dropped for the device's pace: counted, the device warned, and sent away if it goes on. */
    function drop(reason: 'too-fast' | 'queue-full'): void {
      droppedTotal++;
      droppedUnsaved++;
      if (!episode.drop()) return slowDown(reason);
      if (reason === 'too-fast') end(deviceCloseCodes.tooFast, 'too fast', 'too-fast');
      else end(deviceCloseCodes.queueFull, 'storage queue full', 'queue-full');
    }

    function frame(bytes: Uint8Array): void {
      if (!device || !connection || !samples) {
        // The hello is being checked.
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
      const parsed = result.frame;
      if (parsed.header.kind === 'samples') {
        const { recorder } = connection;
        if (recorder.backlog >= ingestLimits.queueChunks) return drop('queue-full');
        if (!samples.take(parsed.header.sampleCount)) return drop('too-fast');
        hub.publish(device.id, bytes);
        const budget = samples;
        recorder.samples(bytes, parsed.header.deviceTimestampMs, parsed.header.sampleCount, (n) =>
          budget.take(n),
        );
        if (recorder.backlog >= ingestLimits.slowDownAt) slowDown('queue-full');
        return;
      }
      hub.publish(device.id, bytes);
      if ('kiloohms' in parsed && Date.now() - lastImpedanceWrite >= 1000) {
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
      // Nothing more is read from a socket being closed.
      if (socket.readyState !== socket.OPEN) return;
      if (!helloPending && !device) {
        // The first message: the hello, or the one close this socket ever gets.
        if (isBinary) {
          socket.close(deviceCloseCodes.helloFirst, 'hello first');
          return;
        }
        helloPending = true;
        hello(Buffer.from(toBytes(data)).toString('utf8')).catch((error: unknown) => {
          log.error({ err: error }, 'signal device hello failed');
          end(1011, 'server error', 'server-error');
        });
        return;
      }
      metrics.framesReceived.inc();
      // Every later message is answered at most, so each costs from the frame budget first.
      if (!frames.take(1)) return drop('too-fast');
      if (!isBinary) {
        send(socket, {
          type: 'rejected',
          reason: 'unexpected-text',
          rejectedTotal: reader.rejectedTotal,
        });
        return;
      }
      frame(toBytes(data));
    });

    socket.on('close', () => {
      unwatch?.();
      clearTimeout(helloTimer);
      clearInterval(heartbeat);
      clearInterval(pinger);
      if (!device || !connection) return;
      const { id } = device;
      const because = why ?? 'device-closed';
      if (connections.get(id) === connection) connections.delete(id);
      const done: Promise<unknown> = connection.recorder
        .close()
        .then(
          // A replaced connection leaves "connected" to its successor (same instance, same row).
          () =>
            sql`
            UPDATE signal_devices
               SET dropped_frames = dropped_frames + ${droppedUnsaved},
                   last_disconnect_reason = ${because}, last_disconnect_at = now(),
                   connected_instance = CASE
                     WHEN connected_instance = ${instance} AND ${because !== 'replaced'} THEN NULL
                     ELSE connected_instance END
             WHERE id = ${id}`.execute(db),
        )
        .catch((error: unknown) => log.warn({ err: error }, 'closing a signal device failed'))
        .finally(() => {
          pending.delete(done);
          log.info(
            { deviceId: id, rejected: reader.rejectedTotal, dropped: droppedTotal, because },
            'signal device disconnected',
          );
        });
      pending.add(done);
    });
    socket.on('error', (error) => log.warn({ err: error }, 'signal device socket error'));
  }

  const pending = new Set<Promise<unknown>>();
  // Devices are sent away first, and what they sent is stored before the pool ends.
  app.addHook('preClose', async () => {
    for (const connection of connections.values())
      connection.close(1001, 'server shutting down', 'server-shutdown');
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
