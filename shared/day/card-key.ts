// What a door's phone keeps of a household's card, to know it again without a network: a 64-bit FNV-1a digest of the
// link's token. The token has 128 random bits, so the key finds a card already in hand and never leads to a link;
// it is computed the same way on the server and on any phone, secure page or not (crypto.subtle needs one).
const OFFSET = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

export function cardKey(token: string): string {
  let hash = OFFSET;
  for (const byte of new TextEncoder().encode(token)) hash = ((hash ^ BigInt(byte)) * PRIME) & MASK;
  return hash.toString(16).padStart(16, '0');
}
