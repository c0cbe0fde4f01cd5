import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Tables } from '../../platform/db/schema';
import { openSecret, sealSecret } from './secret-box';

/** What authenticator apps show above the code. */
const issuer = '认知增强平台';

/** A new secret (base32, 160 bits as RFC 4226 recommends), its otpauth URI and QR code. */
export async function newTotpSecret(
  username: string,
): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
  const secret = generateSecret({ length: 20 });
  const otpauthUri = generateURI({ issuer, label: username, secret });
  // An SVG the console shows in an <img>: drawn here, so no markup from us is ever injected.
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  return { secret, otpauthUri, qrCode };
}

/** Stores a begun enrolment (replacing one not yet confirmed); a confirmed one is left alone. */
export async function storePendingSecret(
  db: Kysely<Tables>,
  userId: number,
  secret: string,
  key: Buffer | undefined,
): Promise<boolean> {
  const stored = await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret: sealSecret(secret, key) })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret: sealSecret(secret, key), created_at: new Date(), last_time_step: 0 })
        .where('user_totp.confirmed_at', 'is', null),
    )
    .executeTakeFirst();
  return (stored.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export interface TotpRow {
  secret: string;
  confirmed: boolean;
  lastTimeStep: number;
}

export async function readTotp(db: Kysely<Tables>, userId: number): Promise<TotpRow | undefined> {
  const row = await db
    .selectFrom('user_totp')
    .select(['secret', 'confirmed_at', 'last_time_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        secret: row.secret,
        confirmed: row.confirmed_at !== null,
        lastTimeStep: Number(row.last_time_step),
      }
    : undefined;
}

/**
 * Checks `code` against the user's secret and, if right, takes its time step: the conditional
 * update lets a code (or an older one) through once, across every server instance. One step of
 * clock drift either way is forgiven. `confirmed`: which row may be used (a begun enrolment is
 * checked with false, sign-in and step-up with true).
 */
export async function acceptTotpCode(
  db: Kysely<Tables>,
  userId: number,
  code: string,
  key: Buffer | undefined,
  confirmed: boolean,
): Promise<boolean> {
  const row = await readTotp(db, userId);
  if (!row || row.confirmed !== confirmed) return false;
  const result = await verify({
    secret: openSecret(row.secret, key),
    token: code,
    epochTolerance: 30,
    afterTimeStep: row.lastTimeStep,
  });
  // A TOTP result names its time step (the HOTP half of the union does not).
  if (!result.valid || !('timeStep' in result)) return false;
  const taken = await db
    .updateTable('user_totp')
    .set({ last_time_step: result.timeStep })
    .where('user_id', '=', userId)
    .where('last_time_step', '<', String(result.timeStep))
    .where('confirmed_at', confirmed ? 'is not' : 'is', null)
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}
