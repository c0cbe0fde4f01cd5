import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (base64): node's own scrypt, a 16-byte salt per
 * user, parameters kept in the string so the cost can be raised without breaking old hashes — a
 * hash made at a lower cost is replaced at the account's next sign-in (needsRehash).
 *
 * The cost is N = 2^17 (r = 8, p = 1): about 128 MiB and 100+ ms of CPU per hash, OWASP's
 * recommended minimum for scrypt. Tests and demo set-ups may lower it (PASSWORD_HASH_COST).
 */
const r = 8;
const p = 1;
const keyLength = 32;

/** log2(N) used for new hashes. */
export const defaultHashCost = 17;
/** Lowest cost a setting may choose (tests); the lowest a stored hash may have is the same. */
export const minHashCost = 10;
/** Highest cost accepted, from a setting or a stored hash: bounds the memory one verify can take. */
export const maxHashCost = 20;

/** Demo accounts' cost at seeding (their passwords are public); rehashed at first sign-in. */
export const demoHashCost = 14;

let hashCost = defaultHashCost;

/** The cost of new hashes (log2 N), from PASSWORD_HASH_COST; process-wide like the pool of scrypt. */
export function setPasswordHashCost(logN: number): void {
  if (!Number.isInteger(logN) || logN < minHashCost || logN > maxHashCost) {
    throw new RangeError(`password hash cost must be ${minHashCost}–${maxHashCost}`);
  }
  hashCost = logN;
}

export function passwordHashCost(): number {
  return hashCost;
}

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, options: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node refuses above `maxmem` (32 MiB by default), so allow that
  // plus room for its own bookkeeping.
  const maxmem = 128 * options.N * options.r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { N: options.N, r: options.r, p: options.p, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string, logN: number = hashCost): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface StoredHash extends ScryptCost {
  salt: Buffer;
  hash: Buffer;
}

/** The parts of a stored hash, or undefined when it is not one we could have made. */
function parse(stored: string): StoredHash | undefined {
  const [scheme, n, rs, ps, salt, hash] = stored.split('$');
  const N = Number(n);
  const parsed = { N, r: Number(rs), p: Number(ps) };
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  // A corrupted or hostile row must not make one sign-in allocate gigabytes.
  if (!Number.isInteger(Math.log2(N)) || N < 2 ** minHashCost || N > 2 ** maxHashCost) {
    return undefined;
  }
  if (parsed.r < 1 || parsed.r > 16 || parsed.p < 1 || parsed.p > 4) return undefined;
  return { ...parsed, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = parse(stored);
  if (!parts) return false;
  const key = await derive(password, parts.salt, parts);
  return key.length === parts.hash.length && timingSafeEqual(key, parts.hash);
}

/** `stored` is a password hash we made (not '!external' or another marker no password matches). */
export function isPasswordHash(stored: string): boolean {
  return parse(stored) !== undefined;
}

/** A stored hash weaker than what we make now: rehash it once its password is known (sign-in). */
export function needsRehash(stored: string): boolean {
  const parts = parse(stored);
  return !parts || parts.N < 2 ** hashCost || parts.r < r;
}

/**
 * A hash of a password nobody has, checked when the username is unknown so that a wrong username
 * takes as long as a wrong password (no user enumeration by timing). Remade when the cost changes.
 */
let decoy: { cost: number; hash: Promise<string> } | undefined;
export function decoyHash(): Promise<string> {
  if (decoy?.cost !== hashCost) {
    decoy = { cost: hashCost, hash: hashPassword(randomBytes(16).toString('hex')) };
  }
  return decoy.hash;
}
