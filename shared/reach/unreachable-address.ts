// Whether guests' phones can open an address: a link or a QR code made with the address the admin happens to be
// opened at (a laptop's http://127.0.0.1:3000, a Pi's http://192.168.1.20) reaches nobody outside that machine or
// that home network. Plain code, so the admin page can say so before a message goes out.

const PRIVATE_IPV4 = [
  /^127\./, // loopback
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./, // link-local
  /^0\.0\.0\.0$/,
];

/** Why guests could not open links at `origin` ("only this computer"), or null when they can. */
export function unreachableAddress(origin: string): string | null {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127\./.test(bare))
    return 'only this computer can open it';
  if (
    PRIVATE_IPV4.some((range) => range.test(bare)) ||
    /^f[cd][0-9a-f]{2}:/.test(bare) || // unique local IPv6
    /^fe[89ab][0-9a-f]:/.test(bare) || // link-local IPv6
    bare.endsWith('.local') ||
    bare.endsWith('.lan') ||
    bare.endsWith('.home.arpa') ||
    (!bare.includes('.') && !bare.includes(':')) // a bare machine name, not an IPv6 address
  )
    return 'only devices on this home network can open it';
  return null;
}

/** The sentence the couple reads wherever links or codes would carry such an address. */
export function unreachableAddressWarning(origin: string, why: string): string {
  return `These links and codes would hold ${origin}: ${why}, not guests on their own phones. Set PUBLIC_URL to the address guests use (docs/deploy.md) and they will carry that instead.`;
}
