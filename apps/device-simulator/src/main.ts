#!/usr/bin/env node
import { parseOptions, usage } from './options';
import { SimulatedDevice } from './simulated-device';

/*
 * The device simulator (issue 15): a separate process that stands in for hardware through the same
 * protocol a real device bridge uses. Never logs a device key.
 */

let options;
try {
  options = parseOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(usage);
  process.exit(2);
}

const log = (line: string) => console.log(`[device-simulator] ${line}`);
log(`sending to ${options.serverUrl}: ${options.devices.map((d) => d.profile.key).join(', ')}`);
const devices = options.devices.map(
  (device) =>
    new SimulatedDevice({
      serverUrl: options.serverUrl,
      key: device.key,
      profile: device.profile,
      bpm: options.bpm,
      mainsUv: options.mainsUv,
      seed: device.profile.code,
      log,
    }),
);
for (const device of devices) device.start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const device of devices) device.stop();
    setTimeout(() => process.exit(0), 200);
  });
}
