import { demoDeviceKey, deviceProfiles } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import { verifyPassword } from '../platform/passwords';
import { deviceKeyHash } from '../signals/device-keys';
import { demoAdmin, demoDoctors, demoPatients } from './demo-data';
import type { Tables } from '../platform/db/schema';
import { SeedRefused } from './seed';

/*
 * No known secrets on a network by accident. The demo accounts' passwords are printed in the
 * README and the demo devices' keys in the contract (`demoDeviceKey`); a server holding either may
 * listen on this machine only, unless DEMO=1 says the exposure is meant (a demo on a ward's
 * network). A demo database hardened by changing its passwords still holds the demo devices: anyone
 * could pose as one and feed a patient's recording, so those count until their keys are rotated
 * (rotateSignalDeviceKey) or they are disabled. Checked after the migrations, before seeding, so a
 * refused start leaves an empty database empty.
 */

export interface Exposure {
  host: string;
  production?: boolean | undefined;
  /** DEMO=1 given explicitly. */
  demoConfirmed?: boolean | undefined;
  /** Demo data would be seeded into an empty database. */
  demo: boolean;
}

/** 127.0.0.0/8, ::1 and `localhost`: reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return (
    host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host.trim())
  );
}

/** Accounts of the demo data that still have their published password. */
export async function demoAccountsInUse(db: Kysely<Tables>): Promise<string[]> {
  const accounts = [
    demoAdmin,
    ...demoDoctors().map((d) => d.account),
    ...demoPatients(new Date()).map((p) => p.account),
  ];
  const passwordOf = new Map(accounts.map((a) => [a.username.toLowerCase(), a.password]));
  const rows = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['username']), 'in', [...passwordOf.keys()]))
    .execute();
  const checked = await Promise.all(
    rows.map(async (row) => {
      const known = passwordOf.get(row.username.toLowerCase());
      return known && (await verifyPassword(known, row.password_hash)) ? row.username : undefined;
    }),
  );
  return checked.filter((name): name is string => name !== undefined);
}

/** Enabled devices that still open with their profile's published demo key (by name). */
export async function demoDevicesInUse(db: Kysely<Tables>): Promise<string[]> {
  const hashes = deviceProfiles.map((profile) => deviceKeyHash(demoDeviceKey(profile.key)));
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM signal_devices
     WHERE status = 'enabled' AND key_hash = ANY(${hashes}::bytea[])
     ORDER BY id`.execute(db);
  return rows.map((row) => row.name);
}

function listed(names: string[]): string {
  return `${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}`;
}

/**
 * Throws SeedRefused (the server does not start) when demo accounts — there, or about to be seeded
 * into an empty database — would be served on a network address or in production without DEMO=1.
 */
export async function refuseExposedDemo(db: Kysely<Tables>, exposure: Exposure): Promise<void> {
  const where = !isLoopback(exposure.host)
    ? `the server would listen on ${exposure.host} (HOST), reachable from the network`
    : exposure.production
      ? 'NODE_ENV=production'
      : undefined;
  if (!where || exposure.demoConfirmed) return;
  const inUse = await demoAccountsInUse(db);
  const devices = await demoDevicesInUse(db);
  const empty = !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
  if (inUse.length === 0 && devices.length === 0 && !(empty && exposure.demo)) return;
  if (inUse.length === 0 && devices.length > 0) {
    throw new SeedRefused(
      `the database holds demo devices still enabled with their published keys (${listed(devices)}), ` +
        `and ${where}: anyone could connect as them. Rotate their keys: start the server on this ` +
        'machine only (unset HOST), sign in as an administrator and call ' +
        'POST /api/signalDevice/rotateKey {"id": …} for each (the new key is shown once; give it to ' +
        'the bridge), or disable them (POST /api/signalDevice/setStatus). Or set DEMO=1 to serve ' +
        'the demo there on purpose.',
    );
  }
  const what =
    inUse.length > 0
      ? `the database holds demo accounts with their published passwords (${listed(inUse)})`
      : 'the empty database would be seeded with the demo accounts and their published passwords';
  const alsoDevices =
    devices.length > 0 ? ` (and demo devices with their published keys: rotate those too)` : '';
  throw new SeedRefused(
    `${what}, and ${where}. Set DEMO=1 to serve the demo there on purpose; ` +
      'otherwise listen on this machine only (unset HOST), or change those passwords' +
      `${alsoDevices}, ` +
      'or start production on an empty database with NODE_ENV=production and ADMIN_PASSWORD.',
  );
}
