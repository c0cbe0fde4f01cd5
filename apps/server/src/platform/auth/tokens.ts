import { hash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, never the token itself. Hashed on every
 * signed-in request: the one-shot `crypto.hash` costs a quarter of a createHash() object.
 */
export function hashToken(token: string): Buffer {
  return hash('sha256', token, 'buffer');
}
