// The puzzle the open form solves when the site is flooded (src/http/answer-proofs.ts): a nonce whose SHA-256 with the
// challenge starts with enough zero bits. Plain JavaScript, not SubtleCrypto: it needs no secure context (a Pi on the
// home network is plain http) and, for inputs this small, is faster than one promise per hash. Loaded only when asked.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotate = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The first 32 bits of SHA-256 of an ASCII text: all a count of leading zero bits up to 32 needs. */
export function sha256FirstWord(text: string): number {
  const length = text.length;
  const blocks = Math.ceil((length + 9) / 64);
  const words = new Uint32Array(blocks * 16);
  for (let i = 0; i < length; i++)
    words[i >> 2] = (words[i >> 2] ?? 0) | ((text.charCodeAt(i) & 0xff) << (24 - (i % 4) * 8));
  words[length >> 2] = (words[length >> 2] ?? 0) | (0x80 << (24 - (length % 4) * 8));
  words[blocks * 16 - 1] = length * 8;
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block++) {
    for (let t = 0; t < 16; t++) w[t] = words[block * 16 + t] ?? 0;
    for (let t = 16; t < 64; t++) {
      const a = w[t - 15] ?? 0;
      const b = w[t - 2] ?? 0;
      const s0 = rotate(a, 7) ^ rotate(a, 18) ^ (a >>> 3);
      const s1 = rotate(b, 17) ^ rotate(b, 19) ^ (b >>> 10);
      w[t] = ((w[t - 16] ?? 0) + s0 + (w[t - 7] ?? 0) + s1) | 0;
    }
    let [a, b, c, d, e, f, g, hh] = [
      h[0] ?? 0,
      h[1] ?? 0,
      h[2] ?? 0,
      h[3] ?? 0,
      h[4] ?? 0,
      h[5] ?? 0,
      h[6] ?? 0,
      h[7] ?? 0,
    ];
    for (let t = 0; t < 64; t++) {
      const t1 =
        (hh + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + ((e & f) ^ (~e & g)) + (K[t] ?? 0) + (w[t] ?? 0)) | 0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0] = (h[0] ?? 0) + a;
    h[1] = (h[1] ?? 0) + b;
    h[2] = (h[2] ?? 0) + c;
    h[3] = (h[3] ?? 0) + d;
    h[4] = (h[4] ?? 0) + e;
    h[5] = (h[5] ?? 0) + f;
    h[6] = (h[6] ?? 0) + g;
    h[7] = (h[7] ?? 0) + hh;
  }
  return h[0] ?? 0;
}

/**
 * Finds the nonce for a challenge: "<challenge>|<nonce>", as the answer's proof header carries it. Gives the page a
 * turn every few thousand tries, so the "Submitting..." it shows stays drawn.
 */
export async function solveProof(challenge: string, bits: number): Promise<string> {
  for (let nonce = 0; ; nonce++) {
    const first = sha256FirstWord(`${challenge}:${nonce}`);
    if ((first === 0 ? 32 : Math.clz32(first)) >= bits) return `${challenge}|${nonce}`;
    if (nonce % 4096 === 4095) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
