import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/*
 * Live frames of a device to its viewers. The instance a device is connected to delivers each
 * accepted frame to the viewers it holds itself and, when REDIS_URL is set, publishes it on the
 * device's Redis channel; every other instance with viewers of that device subscribes to the
 * channel and delivers what it hears (decision 0007: nothing shared lives in one process). A
 * message is the sender's instance id (16 bytes) followed by the frame's bytes, so an instance
 * skips its own. Without Redis, only viewers on the device's own instance see it live; what is
 * recorded is in PostgreSQL either way.
 */

const INSTANCE_ID_BYTES = 16;

export type FrameListener = (frame: Uint8Array) => void;

export interface LiveHub {
  /** A frame the device connected here sent. */
  publish(deviceId: number, frame: Uint8Array): void;
  /** Calls `listener` with each frame of the device, wherever it is connected; returns the unsubscribe. */
  subscribe(deviceId: number, listener: FrameListener): Promise<() => void>;
  close(): Promise<void>;
}

export function channelOf(prefix: string, deviceId: number): string {
  return `${prefix}${deviceId}`;
}

export function createLiveHub(options: {
  redisUrl?: string | undefined;
  /** Prefix of the Redis channels; tests use a unique one. @default 'cep:signals:device:' */
  prefix?: string | undefined;
  log: FastifyBaseLogger;
}): LiveHub {
  const prefix = options.prefix ?? 'cep:signals:device:';
  const instance = randomBytes(INSTANCE_ID_BYTES);
  const listeners = new Map<number, Set<FrameListener>>();
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;

  function redis(name: string): Redis {
    const client = new Redis(options.redisUrl!, {
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      connectionName: name,
    });
    client.on('error', (error) => options.log.warn({ err: error }, 'live signal Redis error'));
    return client;
  }

  function deliver(deviceId: number, frame: Uint8Array): void {
    for (const listener of listeners.get(deviceId) ?? []) {
      try {
        listener(frame);
      } catch (error) {
        options.log.warn({ err: error }, 'live signal delivery failed');
      }
    }
  }

  function ensureSubscriber(): Redis {
    if (!subscriber) {
      subscriber = redis('cep-signals-sub');
      subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
        if (message.length <= INSTANCE_ID_BYTES) return;
        if (message.subarray(0, INSTANCE_ID_BYTES).equals(instance)) return;
        const deviceId = Number(channel.toString().slice(prefix.length));
        deliver(deviceId, new Uint8Array(message.subarray(INSTANCE_ID_BYTES)));
      });
    }
    return subscriber;
  }

  return {
    publish(deviceId, frame) {
      deliver(deviceId, frame);
      if (!options.redisUrl) return;
      publisher ??= redis('cep-signals-pub');
      publisher
        .publish(channelOf(prefix, deviceId), Buffer.concat([instance, frame]))
        .catch((error: unknown) => options.log.warn({ err: error }, 'live signal publish failed'));
    },
    async subscribe(deviceId, listener) {
      let set = listeners.get(deviceId);
      if (!set) {
        set = new Set();
        listeners.set(deviceId, set);
        if (options.redisUrl) await ensureSubscriber().subscribe(channelOf(prefix, deviceId));
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(deviceId) === set) {
          listeners.delete(deviceId);
          subscriber?.unsubscribe(channelOf(prefix, deviceId)).catch(() => {});
        }
      };
    },
    async close() {
      listeners.clear();
      await Promise.all(
        [publisher, subscriber].map((client) => client?.quit().catch(() => client.disconnect())),
      );
    },
  };
}
