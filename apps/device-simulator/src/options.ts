import { parseArgs } from 'node:util';
import { deviceKey, deviceProfiles, type DeviceProfile } from '@cep/contract';
import { demoDevices } from './demo-devices';

/*
 * Command line: `pnpm simulate-device -- --key cepd_… --profile eeg-8-250 [--url …] [--bpm 72]`,
 * or `--demo` for every demo device of the demo data. The key may come from CEP_DEVICE_KEY instead
 * (keeps it out of the process list).
 */

export interface SimulatorOptions {
  serverUrl: string;
  bpm: number;
  mainsUv: number;
  devices: { key: string; profile: DeviceProfile }[];
}

export const usage = `usage: simulate-device [--url http://127.0.0.1:8080] (--demo | --key <key> --profile <${deviceProfiles
  .map((p) => p.key)
  .join('|')}>) [--bpm 72] [--mains-uv 5]`;

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): SimulatorOptions {
  const { values } = parseArgs({
    // `pnpm simulate-device -- --key …` passes the `--` on.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: {
      url: { type: 'string' },
      demo: { type: 'boolean', default: false },
      key: { type: 'string' },
      profile: { type: 'string', default: 'eeg-8-250' },
      bpm: { type: 'string', default: '72' },
      'mains-uv': { type: 'string', default: '5' },
    },
    allowPositionals: false,
  });
  const serverUrl = values.url ?? env.CEP_SERVER_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`;
  const bpm = Number(values.bpm);
  if (!Number.isFinite(bpm) || bpm < 30 || bpm > 220) throw new Error('--bpm must be 30–220');
  const mainsUv = Number(values['mains-uv']);
  if (!Number.isFinite(mainsUv) || mainsUv < 0) throw new Error('--mains-uv must be 0 or more');
  const profileOf = (key: string) => {
    const profile = deviceProfiles.find((p) => p.key === key);
    if (!profile) throw new Error(`unknown profile ${key}`);
    return profile;
  };
  if (values.demo) {
    return {
      serverUrl,
      bpm,
      mainsUv,
      devices: demoDevices.map((d) => ({ key: d.key, profile: profileOf(d.profile) })),
    };
  }
  const key = values.key ?? env.CEP_DEVICE_KEY;
  if (!key || !deviceKey.safeParse(key).success) {
    throw new Error(
      'a device key (--key or CEP_DEVICE_KEY, as shown when the device was added) is needed',
    );
  }
  return { serverUrl, bpm, mainsUv, devices: [{ key, profile: profileOf(values.profile) }] };
}
