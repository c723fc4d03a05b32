import { createHash, randomInt } from 'node:crypto';

// Letters and digits no one misreads on a phone's screen (no 0/O, 1/I/L, 5/S, 8/B, 2/Z).
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 12;
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const CODES_PER_ACCOUNT = 3;
const MAX_CODES = 1_000;

const hashOf = (code: string) =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('hex');

/**
 * One-time codes to sign in on a new device: shown on a device already signed in (the couple's, for any helper), typed
 * on the new one. A code proves what no stranger has, so it goes past the line the strangers' wrong passwords make
 * when the site is under attack: the couple on a new laptop and the door's new phone get in at once. Twelve letters
 * of a 25-letter alphabet (55 bits), ten minutes, once; kept in memory as hashes (a restart forgets them, as it
 * should).
 */
export function createSignInCodes(now: () => number = Date.now) {
  const codes = new Map<string, { userId: number; expiresAt: number }>();
  const forget = () => {
    for (const [hash, kept] of codes) if (kept.expiresAt <= now()) codes.delete(hash);
  };
  return {
    /** A new code for this account, grouped in fours to read out; the account's oldest codes beyond a few go. */
    issue(userId: number): { code: string; expiresAt: number } {
      forget();
      const mine = [...codes].filter(([, kept]) => kept.userId === userId);
      for (const [hash] of mine.slice(0, Math.max(0, mine.length - CODES_PER_ACCOUNT + 1))) codes.delete(hash);
      if (codes.size >= MAX_CODES) {
        const oldest = codes.keys().next().value;
        if (oldest !== undefined) codes.delete(oldest);
      }
      const letters = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      const code = letters.match(/.{4}/g)?.join('-') ?? letters;
      const expiresAt = now() + CODE_LIFETIME_MS;
      codes.set(hashOf(code), { userId, expiresAt });
      return { code, expiresAt };
    },
    /** The account a code was made for, once, while it lasts; typed in any case, with or without its dashes. */
    redeem(code: string): number | null {
      const hash = hashOf(code);
      const kept = codes.get(hash);
      codes.delete(hash);
      return kept && kept.expiresAt > now() ? kept.userId : null;
    },
  };
}

export type SignInCodes = ReturnType<typeof createSignInCodes>;
