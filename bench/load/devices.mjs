// A device bridge streaming 32 ch × 500 Hz to the instances: the device simulator's own signal
// (apps/device-simulator's SignalSource: synthetic EEG, eyes open and closed) and frames (@cep/
// signals' codec), the protocol of apps/server/README.md "Device protocol": hello, a samples frame
// every 100 ms on the device's clock, impedance every 2 s. Unlike the simulator it fails over: a
// lost connection is retried at once on whichever instance is up (as through a load balancer),
// 1 s later, doubling to 5 s. Ten seconds of signal are made once and sent in a loop (the harness
// must not spend the cores the servers need on synthesis).
import { createRequire } from 'node:module';
import path from 'node:path';
import { deviceProfiles } from '@cep/contract';
import { encodeImpedanceFrame, encodeSamplesFrame } from '@cep/signals';
import { SignalSource } from '../../apps/device-simulator/src/signal-source.ts';
import { pick } from './instances.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { WebSocket } = createRequire(path.join(root, 'apps/server/package.json'))('ws');

export const loadProfile = deviceProfiles.find((p) => p.key === 'eeg-32-500');

/** Ten seconds of the simulator's EEG as int16 counts per channel. */
export function signalBlock(seed) {
  const source = new SignalSource(loadProfile, { bpm: 72, mainsUv: 5, seed });
  const samples = source.next(loadProfile.sampleRate * 10);
  return samples.map((channel, c) => {
    const scale = loadProfile.channels[c].scale;
    return Int16Array.from(channel, (v) =>
      Math.max(-32768, Math.min(32767, Math.round(v / scale))),
    );
  });
}

export class LoadDevice {
  constructor({ name, key, instances, preferred, block, log }) {
    Object.assign(this, { name, key, instances, preferred, block, log });
    this.perFrame = loadProfile.sampleRate / 10;
    this.frameMs = 100;
    this.scales = loadProfile.channels.map((c) => c.scale);
    this.sequence = 0;
    this.impedanceSequence = 0;
    this.position = 0;
    this.retryMs = 1000;
    this.stopped = false;
    this.socket = undefined;
    this.timer = undefined;
    this.instance = undefined;
    // What happened, for the report.
    this.framesSent = 0;
    this.connects = 0;
    this.rejected = 0;
    this.refused = [];
    this.maxBuffered = 0;
    this.connectedSince = undefined;
  }

  start() {
    this.connect();
  }

  stop() {
    this.stopped = true;
    clearInterval(this.timer);
    this.socket?.close(1000, 'load finished');
  }

  connect() {
    const instance = pick(this.instances, this.preferred);
    this.instance = instance;
    const socket = new WebSocket(`${instance.url.replace(/^http/, 'ws')}/api/signalDevice/ingest`);
    this.socket = socket;
    socket.on('open', () => {
      socket.send(
        JSON.stringify({
          type: 'hello',
          deviceKey: this.key,
          profile: loadProfile.key,
          channels: loadProfile.channels.map((c) => c.label),
        }),
      );
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const message = JSON.parse(String(data));
      if (message.type === 'ready') {
        this.retryMs = 1000;
        this.connects += 1;
        this.connectedSince = Date.now();
        this.stream(socket);
      } else if (message.type === 'refused') {
        this.refused.push(message.reason);
        this.log(`${this.name}: refused (${message.reason}) by ${instance.name}`);
      } else if (message.type === 'rejected') {
        this.rejected += 1;
        if (this.rejected <= 3) this.log(`${this.name}: frame rejected (${message.reason})`);
      } else if (this.refused.length < 10) {
        this.refused.push(`${message.type}: ${JSON.stringify(message).slice(0, 120)}`);
      }
    });
    socket.on('close', (code) => {
      clearInterval(this.timer);
      this.connectedSince = undefined;
      if (this.stopped || this.socket !== socket) return;
      this.log(
        `${this.name}: connection to ${instance.name} closed (${code}), again in ${this.retryMs} ms`,
      );
      setTimeout(() => this.stopped || this.connect(), this.retryMs);
      this.retryMs = Math.min(5000, this.retryMs * 2);
    });
    socket.on('error', () => {}); // 'close' follows
  }

  /** Frames on a timer that keeps to the device's clock, as the simulator's do. */
  stream(socket) {
    clearInterval(this.timer);
    let clock = Date.now();
    let lastImpedance = 0;
    this.timer = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return;
      this.maxBuffered = Math.max(this.maxBuffered, socket.bufferedAmount);
      while (clock + this.frameMs <= Date.now()) {
        const from = this.position;
        const counts = this.block.map((channel) => channel.subarray(from, from + this.perFrame));
        this.position = (from + this.perFrame) % this.block[0].length;
        socket.send(
          encodeSamplesFrame({
            deviceCode: loadProfile.code,
            sequence: this.sequence++,
            deviceTimestampMs: clock,
            scales: this.scales,
            counts,
          }),
        );
        this.framesSent += 1;
        clock += this.frameMs;
      }
      if (Date.now() - lastImpedance >= 2000) {
        lastImpedance = Date.now();
        socket.send(
          encodeImpedanceFrame({
            deviceCode: loadProfile.code,
            sequence: this.impedanceSequence++,
            deviceTimestampMs: clock,
            kiloohms: loadProfile.channels.map((_, c) => 6 + ((c * 7) % 11)),
          }),
        );
      }
    }, 25);
  }
}
