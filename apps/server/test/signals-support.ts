import { deviceProfileOf, type DeviceProfile, type DeviceServerMessage } from '@cep/contract';
import { encodeSamplesFrame, syntheticEeg } from '@cep/signals';
import { WebSocket } from 'ws';
import type { TestApp } from './harness';

/*
 * A device bridge for the signal tests: connects to a listening test app, says hello, sends
 * frames, and collects what the server says back.
 */

export const eeg8 = deviceProfileOf(1)!; // eeg-8-250

/** Listens on a free port of 127.0.0.1 (once per app) and answers the base URL. */
export async function listening(t: TestApp): Promise<string> {
  const address = t.app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

export class DeviceClient {
  readonly messages: DeviceServerMessage[] = [];
  closeCode: number | undefined;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (!isBinary) this.messages.push(JSON.parse(String(data)) as DeviceServerMessage);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /** `autoPong: false` plays a half-open connection: pings are never answered. */
  static async connect(
    baseUrl: string,
    options: { autoPong?: boolean } = {},
  ): Promise<DeviceClient> {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/signalDevice/ingest`, {
      autoPong: options.autoPong ?? true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new DeviceClient(socket);
  }

  /** Connects and says hello; answers once the server said `ready`. */
  static async ready(
    baseUrl: string,
    deviceKey: string,
    profile: DeviceProfile = eeg8,
    options: { autoPong?: boolean } = {},
  ) {
    const client = await DeviceClient.connect(baseUrl, options);
    client.hello(deviceKey, profile);
    await client.until((m) => m.type === 'ready');
    return client;
  }

  hello(
    deviceKey: string,
    profile: DeviceProfile,
    channels = profile.channels.map((c) => c.label),
  ) {
    this.socket.send(JSON.stringify({ type: 'hello', deviceKey, profile: profile.key, channels }));
  }

  send(bytes: Uint8Array): void {
    this.socket.send(bytes);
  }

  /** Waits for a message matching `test` (or the socket's close), at most `ms`. */
  async until(
    test: (message: DeviceServerMessage) => boolean,
    ms = 5000,
  ): Promise<DeviceServerMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.find(test);
      if (found) return found;
      if (this.closeCode !== undefined) throw new Error(`closed with ${this.closeCode}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no such message in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the socket to close; answers its code. */
  async closed(ms = 5000): Promise<number> {
    const deadline = Date.now() + ms;
    while (this.closeCode === undefined && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    if (this.closeCode === undefined) throw new Error('still open');
    return this.closeCode;
  }

  async close(): Promise<void> {
    if (this.closeCode !== undefined) return;
    this.socket.close();
    await this.closed();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Physical samples as the device's int16 counts. */
export function countsOf(samples: Float64Array, scale: number): Int16Array {
  return Int16Array.from(samples, (v) => Math.max(-32768, Math.min(32767, Math.round(v / scale))));
}

/**
 * `seconds` of 8-channel EEG at 250 Hz (10 Hz alpha) as frames of 25 samples (100 ms), and the
 * physical samples each channel carries after the int16 rounding.
 */
export function eegFrames(
  seconds: number,
  options: { firstSequence?: number; startMs?: number } = {},
) {
  const profile = eeg8;
  const perFrame = 25;
  const signal = syntheticEeg({ sampleRate: profile.sampleRate, seconds, channels: 8, seed: 7 });
  const scales = profile.channels.map((c) => c.scale);
  const counts = signal.map((samples, c) => countsOf(samples, scales[c]!));
  const frames: Uint8Array[] = [];
  for (let f = 0; f * perFrame < counts[0]!.length; f++) {
    frames.push(
      encodeSamplesFrame({
        deviceCode: profile.code,
        sequence: (options.firstSequence ?? 0) + f,
        deviceTimestampMs: (options.startMs ?? 1_000_000) + f * 100,
        scales,
        counts: counts.map((channel) => channel.subarray(f * perFrame, (f + 1) * perFrame)),
      }),
    );
  }
  const physical = counts.map((channel, c) =>
    Float64Array.from(channel, (v) => v * Math.fround(scales[c]!)),
  );
  return { frames, physical };
}

/** Polls `read` until `done` holds (the recorder writes in the background), at most `ms`. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 5000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One 8-channel EEG frame of `samples` samples (a slow ramp) at `deviceTimestampMs`. */
export function eegFrame(sequence: number, deviceTimestampMs: number, samples: number): Uint8Array {
  const scales = eeg8.channels.map((c) => c.scale);
  return encodeSamplesFrame({
    deviceCode: eeg8.code,
    sequence,
    deviceTimestampMs,
    scales,
    counts: scales.map((_, c) =>
      Int16Array.from({ length: samples }, (_, s) => 100 + c + (s % 50)),
    ),
  });
}
