import { demoDeviceKey } from '@cep/contract';

/*
 * The demo's devices: `npm start` seeds them into the demo data (apps/server/src/db/seed-signals.ts,
 * same profiles) and starts this simulator with `--demo`, which connects them all. Their keys
 * (`demoDeviceKey`) open only a demo database: a production server never seeds them.
 */
export interface DemoDevice {
  profile: string;
  key: string;
}

export const demoProfiles = ['eeg-8-250', 'ecg-250', 'eda-4', 'ppg-64'] as const;

export const demoDevices: readonly DemoDevice[] = demoProfiles.map((profile) => ({
  profile,
  key: demoDeviceKey(profile),
}));
