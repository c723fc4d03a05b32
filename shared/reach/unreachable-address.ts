// Whether guests' phones can open an address: a link or a QR code made with the address the admin happens to be
// opened at (a laptop's http://127.0.0.1:3000, a Pi's http://192.168.1.20) reaches nobody outside that machine or
// that home network. Plain code, so the admin page can say so before a message goes out.

import { fill } from '../i18n/fill';

const PRIVATE_IPV4 = [
  /^127\./, // loopback
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./, // link-local
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./, // carrier-grade NAT, and Tailscale's addresses
  /^0\.0\.0\.0$/,
];

/** "::ffff:7f00:1", as URL writes an IPv4-mapped address, read as the IPv4 address it holds. */
function mappedIpv4(mapped: string): string | null {
  const [high = 0, low = 0] = mapped
    .slice('::ffff:'.length)
    .split(':')
    .map((part) => Number.parseInt(part, 16));
  return unreachableAddress(`http://${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
}

export const ONLY_THIS_COMPUTER = 'only this computer can open it';
export const ONLY_HOME_NETWORK = 'only devices on this home network can open it';

/** Why guests could not open links at `origin` ("only this computer"), or null when they can. */
export function unreachableAddress(origin: string): string | null {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
  // "[::ffff:127.0.0.1]" is an IPv4 address written as IPv6; "localhost." is localhost.
  const bare = host
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(bare)) return mappedIpv4(bare);
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127\./.test(bare))
    return ONLY_THIS_COMPUTER;
  if (
    PRIVATE_IPV4.some((range) => range.test(bare)) ||
    /^f[cd][0-9a-f]{2}:/.test(bare) || // unique local IPv6
    /^fe[89ab][0-9a-f]:/.test(bare) || // link-local IPv6
    bare.endsWith('.local') ||
    bare.endsWith('.lan') ||
    bare.endsWith('.home.arpa') ||
    (!bare.includes('.') && !bare.includes(':')) // a bare machine name, not an IPv6 address
  )
    return ONLY_HOME_NETWORK;
  return null;
}

/** The sentence the couple reads wherever links or codes would carry such an address (the admin words it too). */
export const UNREACHABLE_WARNING =
  'These links and codes would hold {origin}: {why}, not guests on their own phones. ' +
  'Write the address guests use in Settings, under “The site’s address”, and they will carry that instead.';

export const unreachableAddressWarning = (origin: string, why: string): string =>
  fill(UNREACHABLE_WARNING, { origin, why });
