import { demoDeviceKey } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import { deviceKeyHash } from '../signals/device-keys';
import type { Tables } from '../platform/db/schema';

/**
 * The demo's acquisition devices (issue 15), inside the seed's transaction: the ones the device
 * simulator's `--demo` connects (`npm start` runs it next to the server). Their keys are the public
 * `demoDeviceKey`s, so only a demo database ever holds them.
 */
export const demoSignalDevices = [
  { name: '演示脑电仪（8导）', profile: 'eeg-8-250' },
  { name: '演示心电仪', profile: 'ecg-250' },
  { name: '演示皮电仪', profile: 'eda-4' },
  { name: '演示脉搏仪', profile: 'ppg-64' },
] as const;

export async function seedSignalDevices(trx: Kysely<Tables>): Promise<void> {
  for (const device of demoSignalDevices) {
    await sql`
      INSERT INTO signal_devices (name, profile, key_hash)
      VALUES (${device.name}, ${device.profile}, ${deviceKeyHash(demoDeviceKey(device.profile))})`.execute(
      trx,
    );
  }
}
