import { deviceServerMessage, type DeviceProfile } from '@cep/contract';
import { encodeImpedanceFrame, encodeSamplesFrame } from '@cep/signals';
import { WebSocket } from 'ws';
import { SignalSource, type SourceOptions } from './signal-source';

/*
 * One simulated device bridge speaking the acquisition protocol (apps/server/README.md, "Device
 * protocol"): WebSocket to the server, `hello` with its key and channels, then a samples frame of
 * about 100 ms on the device's own clock and an impedance frame every 2 s. It reconnects after a
 * lost connection (1 s, doubling to 30 s); the sequence goes on counting, as a real bridge's would.
 */

export interface DeviceOptions extends SourceOptions {
  serverUrl: string;
  key: string;
  profile: DeviceProfile;
  log: (line: string) => void;
}

export class SimulatedDevice {
  private socket: WebSocket | undefined;
  private timer: NodeJS.Timeout | undefined;
  private retryMs = 1000;
  private stopped = false;
  private sequence = 0;
  private impedanceSequence = 0;
  private readonly source: SignalSource;
  /** Samples per frame: 100 ms, at least one (EDA at 4 Hz sends one every 250 ms). */
  private readonly perFrame: number;
  private readonly frameMs: number;
  private deviceClockMs = Date.now();
  sent = 0;
  rejected = 0;

  constructor(private readonly options: DeviceOptions) {
    this.source = new SignalSource(options.profile, options);
    this.perFrame = Math.max(1, Math.round(options.profile.sampleRate / 10));
    this.frameMs = (this.perFrame * 1000) / options.profile.sampleRate;
  }

  start(): void {
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
    this.socket?.close(1000, 'simulator stopped');
  }

  private get name(): string {
    return this.options.profile.key;
  }

  private connect(): void {
    const url = `${this.options.serverUrl.replace(/^http/, 'ws').replace(/\/$/, '')}/api/signalDevice/ingest`;
    const socket = new WebSocket(url);
    this.socket = socket;
    socket.on('open', () => {
      socket.send(
        JSON.stringify({
          type: 'hello',
          deviceKey: this.options.key,
          profile: this.options.profile.key,
          channels: this.options.profile.channels.map((channel) => channel.label),
        }),
      );
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = deviceServerMessage.safeParse(JSON.parse(String(data)));
      if (!message.success) return;
      if (message.data.type === 'ready') {
        this.retryMs = 1000;
        this.options.log(`${this.name}: connected as device ${message.data.deviceId}`);
        this.stream(socket);
      } else if (message.data.type === 'refused') {
        this.options.log(`${this.name}: refused (${message.data.reason})`);
      } else if (message.data.type === 'slow-down') {
        // The simulator keeps to its clock; being told to slow down means the server is behind.
        this.options.log(`${this.name}: asked to slow down (${message.data.reason})`);
      } else {
        this.rejected++;
        this.options.log(`${this.name}: frame rejected (${message.data.reason})`);
      }
    });
    socket.on('close', (code) => {
      clearInterval(this.timer);
      if (this.stopped) return;
      this.options.log(`${this.name}: connection closed (${code}), retrying in ${this.retryMs} ms`);
      setTimeout(() => this.connect(), this.retryMs);
      this.retryMs = Math.min(30_000, this.retryMs * 2);
    });
    socket.on('error', () => {
      // 'close' follows and schedules the retry.
    });
  }

  /** Sends frames on a timer that keeps to the device clock, whatever the timer's jitter. */
  private stream(socket: WebSocket): void {
    clearInterval(this.timer);
    const { profile } = this.options;
    const scales = profile.channels.map((channel) => channel.scale);
    this.deviceClockMs = Date.now();
    let lastImpedance = 0;
    this.timer = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return;
      while (this.deviceClockMs + this.frameMs <= Date.now()) {
        const samples = this.source.next(this.perFrame);
        const counts = samples.map((channel, c) =>
          Int16Array.from(channel, (v) =>
            Math.max(-32768, Math.min(32767, Math.round(v / scales[c]!))),
          ),
        );
        socket.send(
          encodeSamplesFrame({
            deviceCode: profile.code,
            sequence: this.sequence++,
            deviceTimestampMs: this.deviceClockMs,
            scales,
            counts,
          }),
        );
        this.sent++;
        this.deviceClockMs += this.frameMs;
      }
      if (Date.now() - lastImpedance >= 2000) {
        lastImpedance = Date.now();
        socket.send(
          encodeImpedanceFrame({
            deviceCode: profile.code,
            sequence: this.impedanceSequence++,
            deviceTimestampMs: this.deviceClockMs,
            kiloohms: profile.channels.map((_, c) => (c === 3 ? 32 : 6 + ((c * 7) % 11))),
          }),
        );
      }
    }, 25);
  }
}
