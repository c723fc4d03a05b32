import { randomBytes, randomInt, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt floor (N=2^17) needs 128 MiB a hash; on a Pi that shares its RAM with everything else,
// N=2^15 (32 MiB, about 100 ms there) is the balance chosen. The parameters are stored with each hash,
// so raising them later only needs a new password.
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}
export const PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

// Each derivation holds 32 MiB while it runs; a burst of sign-ins must queue, not add up on a small Pi.
const MAX_PARALLEL_DERIVATIONS = 2;
let running = 0;
// How many derivations were ever started: what a test reads to know a refused request cost no scrypt work.
let started = 0;
export const hashing = (): number => started;
const waiting: Array<() => void> = [];

async function withDerivationSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_DERIVATIONS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  started++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return withDerivationSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

/** "scrypt$N$r$p$salt$hash", salt and hash in base64url. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  // Constant time, so the answer's timing says nothing about how much of a guess was right.
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// No 0/O or 1/l/I: the password is read off a terminal and typed on a phone.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Four groups of five: about 100 bits, and easy to type. */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}
