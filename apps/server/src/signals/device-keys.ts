import { createHash, randomBytes } from 'node:crypto';

/*
 * A device's secret: `cepd_` + 32 random bytes in base64url. Only its SHA-256 is stored (like a
 * session token), so a database dump does not let anyone pose as a device.
 */

export function newDeviceKey(): string {
  return `cepd_${randomBytes(32).toString('base64url')}`;
}

export function deviceKeyHash(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}
