/*
 * The demo's devices: `npm start` seeds them into the demo data (apps/server/src/db/seed-signals.ts
 * holds the same keys) and starts this simulator with `--demo`, which connects them all. These keys
 * open only a demo database: a production server (NODE_ENV=production or DEMO=0) never seeds them.
 */
export interface DemoDevice {
  name: string;
  profile: string;
  key: string;
}

export const demoDevices: readonly DemoDevice[] = [
  {
    name: '演示脑电仪（8导）',
    profile: 'eeg-8-250',
    key: 'cepd_demo-eeg8-000000000000000000000000000000000',
  },
  {
    name: '演示心电仪',
    profile: 'ecg-250',
    key: 'cepd_demo-ecg-0000000000000000000000000000000000',
  },
  {
    name: '演示皮电仪',
    profile: 'eda-4',
    key: 'cepd_demo-eda-0000000000000000000000000000000000',
  },
  {
    name: '演示脉搏仪',
    profile: 'ppg-64',
    key: 'cepd_demo-ppg-0000000000000000000000000000000000',
  },
];
