import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How hard a proof is: a hash with this many leading zero bits, about 2^bits tries (a second or a few on a phone). */
export const PROOF_BITS = 16;
const PROOF_LIFETIME_MS = 5 * 60 * 1000;
// Proofs used within their lifetime, so that one solved puzzle is one answer; past this many the oldest go.
const MAX_USED = 50_000;

/** The header the open form sends its proof in: "<challenge>|<nonce>". */
export const PROOF_HEADER = 'x-answer-proof';

export const leadingZeroBits = (digest: Uint8Array): number => {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
};

/**
 * Proofs of work for the open form when the site is flooded: past the answers everyone together may send in a
 * window, an answer is taken only with a puzzle solved, which the guest's browser does in a second or a few and a
 * flood pays for with every answer. A challenge is signed, not stored (a flood of challenges asked for costs no
 * memory); a solved one is kept until it would have ended, so it buys one answer. Nothing goes to a third party.
 */
export function createAnswerProofs(key: () => Buffer, now: () => number = Date.now, bits: number = PROOF_BITS) {
  const sign = (body: string) => createHmac('sha256', key()).update(body).digest('base64url').slice(0, 22);
  const used = new Map<string, number>();
  return {
    /** A new puzzle: the challenge to hash with a nonce, and how many leading zero bits the hash needs. */
    issue(): { challenge: string; bits: number } {
      const body = `${(now() + PROOF_LIFETIME_MS).toString(36)}.${randomBytes(12).toString('base64url')}.${bits}`;
      return { challenge: `${body}.${sign(body)}`, bits };
    },
    /** Whether "<challenge>|<nonce>" is a puzzle this site set, still open, solved, and not used before. */
    accept(proof: string | undefined): boolean {
      if (!proof || proof.length > 200) return false;
      const [challenge = '', nonce = ''] = proof.split('|');
      const parts = challenge.split('.');
      if (parts.length !== 4 || !/^\d{1,12}$/.test(nonce)) return false;
      const [end = '', , needed = '', signature = ''] = parts;
      const body = parts.slice(0, 3).join('.');
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const endsAt = Number.parseInt(end, 36);
      if (!(endsAt > now()) || used.has(challenge)) return false;
      const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
      if (leadingZeroBits(digest) < Number(needed)) return false;
      for (const [old, until] of used) {
        if (until > now() && used.size < MAX_USED) break;
        used.delete(old);
      }
      used.set(challenge, endsAt);
      return true;
    },
  };
}

export type AnswerProofs = ReturnType<typeof createAnswerProofs>;
