import { randomUUID } from 'node:crypto';
import { FrameReader } from '@cep/signals';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';
import { DeviceClient, eegFrames, listening } from './signals-support';

/*
 * Live signals across server instances (issue 15, decision 0007): two instances on one database
 * and one Redis. The device is connected to the first; a viewer of the second receives its frames
 * through Redis pub/sub. Skipped without a Redis at TEST_REDIS_URL (default 127.0.0.1:6379).
 */

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisReachable(redisUrl);
if (!redisUp) console.warn(`No Redis at ${redisUrl}: the two-instance signal test is skipped.`);

describe.skipIf(!redisUp).each(engines)('live signals over Redis on $name PostgreSQL', (engine) => {
  const prefix = `cep-test:${randomUUID()}:`;
  let first: TestApp;
  let second: ReturnType<typeof buildApp>;
  let cast: Cast;
  let firstUrl: string;
  let secondUrl: string;

  beforeAll(async () => {
    first = await startTestApp(engine, { redisUrl, redisKeyPrefix: prefix });
    // The second instance: the same database (its pool), its own process state.
    second = buildApp({
      db: { pool: first.appPool, kind: engine.kind },
      logger: createLogger('silent'),
      consoleDist: '/nonexistent',
      settings: { redisUrl, redisKeyPrefix: prefix },
    });
    await second.ready();
    cast = await castOf(first);
    firstUrl = await listening(first);
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a viewer on the other instance receives the device frames', async () => {
    const added = await first.call({
      method: 'POST',
      url: '/api/signalDevice/add',
      token: cast.admin.token,
      payload: { name: '远程脑电', profile: 'eeg-8-250' },
    });
    const { id, deviceKey } = added.json<{ data: { id: number; deviceKey: string } }>().data;
    const device = await DeviceClient.ready(firstUrl, deviceKey);
    // The other instance sees it connected (the database says so, not its memory).
    const list = await fetch(`${secondUrl}/api/signalDevice/list`, {
      headers: { token: cast.doctor.token },
    });
    const devices = ((await list.json()) as { data: { id: number; connected: boolean }[] }).data;
    expect(devices.find((d) => d.id === id)?.connected).toBe(true);

    const controller = new AbortController();
    const res = await fetch(`${secondUrl}/api/signalDevice/live?deviceId=${id}`, {
      headers: { token: cast.doctor.token },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const { frames } = eegFrames(1);
    const frameBytes = frames[0]!.length;
    // Frames sent until the subscription is live on the other side; then read three whole ones.
    let sequence = 0;
    const more = eegFrames(10).frames;
    const sending = setInterval(() => {
      const frame = more[sequence++];
      if (frame) device.send(frame);
    }, 20);
    let received = new Uint8Array(0);
    while (received.length < 3 * frameBytes) {
      const { value, done } = await reader.read();
      if (done) break;
      received = new Uint8Array([...received, ...value]);
    }
    clearInterval(sending);
    controller.abort();
    await device.close();
    const frameReader = new FrameReader();
    const sequences: number[] = [];
    for (let at = 0; at + frameBytes <= received.length; at += frameBytes) {
      const parsed = frameReader.read(received.subarray(at, at + frameBytes));
      expect(parsed.ok).toBe(true);
      if (parsed.ok) sequences.push(parsed.frame.header.sequence);
    }
    expect(sequences.length).toBeGreaterThanOrEqual(3);
    // In order, consecutive: nothing lost or repeated on the way.
    sequences.forEach((s, i) => i > 0 && expect(s).toBe(sequences[i - 1]! + 1));
  });
});
