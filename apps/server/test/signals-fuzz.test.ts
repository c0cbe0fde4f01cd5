import { deviceCloseCodes } from '@cep/contract';
import fc from 'fast-check';
import { frameRejections } from '@cep/signals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';
import { DeviceClient, eegFrames, listening } from './signals-support';

/*
 * The ingest under hostile bytes (issue 15): random messages, valid frames cut short or padded,
 * and frames with a header byte changed are each answered `rejected` with a reason of the frame
 * reader, never crash the server or end the connection; a good frame afterwards is taken.
 */

const seed = 20261125;

describe.each(engines)('the device ingest, fuzzed, on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    base = await listening(t);
  });
  afterAll(() => t?.close());

  it('rejects every bad frame with a reason and keeps the connection', async () => {
    const added = await t.call({
      method: 'POST',
      url: '/api/signalDevice/add',
      token: cast.admin.token,
      payload: { name: '模糊测试', profile: 'eeg-8-250' },
    });
    const { deviceKey } = added.json<{ data: { deviceKey: string } }>().data;
    const client = await DeviceClient.ready(base, deviceKey);
    const [valid] = eegFrames(1, { firstSequence: 5 }).frames;
    const good = valid!;

    const hostile = fc.oneof(
      fc.uint8Array({ minLength: 0, maxLength: 400 }),
      fc.integer({ min: 1, max: good.length }).map((cut) => good.subarray(0, good.length - cut)),
      fc
        .uint8Array({ minLength: 1, maxLength: 50 })
        .map((extra) => new Uint8Array([...good, ...extra])),
      fc
        .tuple(fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 20, 21), fc.integer({ min: 1, max: 255 }))
        .map(([at, delta]) => {
          const bytes = new Uint8Array(good);
          bytes[at] = (bytes[at]! + delta) % 256;
          return bytes;
        }),
    );
    const samples = fc.sample(hostile, { numRuns: 300, seed });
    // An empty WebSocket message is a valid message too; it must be rejected as too short.
    for (const bytes of samples) client.send(bytes);
    await client.until(
      () => client.messages.filter((m) => m.type === 'rejected').length >= samples.length,
      15_000,
    );
    const rejected = client.messages.filter((m) => m.type === 'rejected');
    expect(rejected).toHaveLength(samples.length);
    for (const message of rejected) {
      expect(frameRejections as readonly string[]).toContain(
        (message as { reason: string }).reason,
      );
    }
    expect(rejected.at(-1)).toMatchObject({ rejectedTotal: samples.length });
    expect(client.closeCode).toBeUndefined();

    // Still serving: a good frame is taken (no answer), the next bad one counted on top.
    client.send(good);
    client.send(new Uint8Array(2));
    await client.until(
      () => client.messages.filter((m) => m.type === 'rejected').length > samples.length,
    );
    expect(client.messages.at(-1)).toMatchObject({
      reason: 'too-short',
      rejectedTotal: samples.length + 1,
    });
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await client.close();
  });

  it('answers a frame sent before the hello with one close and nothing else (issue 28)', async () => {
    const client = await DeviceClient.connect(base);
    client.send(eegFrames(1).frames[0]!);
    client.send(eegFrames(1).frames[1]!);
    expect(await client.closed()).toBe(deviceCloseCodes.helloFirst);
    expect(client.messages).toEqual([]);
  });
});
