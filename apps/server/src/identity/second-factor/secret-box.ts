import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/*
 * TOTP secrets at rest (issue 30): AES-256-GCM under SECOND_FACTOR_KEY, so a copy of the database
 * (a backup, a dump) does not hand out everyone's codes. Without a key the secret is stored as it
 * is, marked 'plain:', and sealed the next time the person enrols once a key is set; the server
 * warns at start-up (main.ts). Both forms are read, so setting a key later breaks nothing.
 */

const sealedPrefix = 'aes1:';
const plainPrefix = 'plain:';

/** `secret` as stored: sealed with `key` when there is one. */
export function sealSecret(secret: string, key: Buffer | undefined): string {
  if (!key) return plainPrefix + secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return sealedPrefix + parts.join('.');
}

/** The secret of a stored value; a sealed one needs the key it was sealed with. */
export function openSecret(stored: string, key: Buffer | undefined): string {
  if (stored.startsWith(plainPrefix)) return stored.slice(plainPrefix.length);
  if (!stored.startsWith(sealedPrefix) || !key) {
    throw new Error('second-factor secret is sealed and SECOND_FACTOR_KEY is missing or wrong');
  }
  const [iv, tag, sealed] = stored
    .slice(sealedPrefix.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('second-factor secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}

/**
 * The digest a recovery code is kept as: HMAC-SHA-256 keyed with SECOND_FACTOR_KEY (a fixed label
 * without one). The codes are random (50 bits), so a fast keyed hash is enough; the user id in
 * the message keeps equal codes of two people apart.
 */
export function recoveryCodeDigest(userId: number, code: string, key: Buffer | undefined): Buffer {
  return createHmac('sha256', key ?? 'cep recovery codes')
    .update(`${userId}:${code}`)
    .digest();
}

/** 32 letters and digits, none easily misread for another (no 0, 1, I, O): 5 bits each. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten new recovery codes, ten characters each (shown as `ABCDE-FGHJK`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    return Array.from(bytes, (byte) => alphabet[byte & 31]).join('');
  });
}

/** `ABCDEFGHJK` → `ABCDE-FGHJK`, as the person reads it. */
export function showRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
