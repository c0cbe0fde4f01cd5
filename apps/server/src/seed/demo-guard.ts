import type { Kysely } from 'kysely';
import { verifyPassword } from '../platform/passwords';
import { demoAdmin, demoDoctors, demoPatients } from './demo-data';
import type { Tables } from '../platform/db/schema';
import { SeedRefused } from './seed';

/*
 * No known passwords on a network by accident. The demo accounts' passwords are printed in the
 * README; a server holding them may listen on this machine only, unless DEMO=1 says the exposure
 * is meant (a demo on a ward's network). Checked after the migrations, before seeding, so a refused
 * start leaves an empty database empty.
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
  const empty = !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
  if (inUse.length === 0 && !(empty && exposure.demo)) return;
  const what =
    inUse.length > 0
      ? `the database holds demo accounts with their published passwords (${inUse.slice(0, 5).join(', ')}${inUse.length > 5 ? ', …' : ''})`
      : 'the empty database would be seeded with the demo accounts and their published passwords';
  throw new SeedRefused(
    `${what}, and ${where}. Set DEMO=1 to serve the demo there on purpose; ` +
      'otherwise listen on this machine only (unset HOST), or change those passwords, ' +
      'or start production on an empty database with NODE_ENV=production and ADMIN_PASSWORD.',
  );
}
