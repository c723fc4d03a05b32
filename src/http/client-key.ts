import { isIPv4, isIPv6 } from 'node:net';

/**
 * The unit a limit counts by: an IPv4 address, or an IPv6 address's /64 network. One home or phone gets a whole
 * /64 and may use any address in it, so counting single IPv6 addresses would give one client billions of tries.
 */
export function clientKey(ip: string): string {
  return ipv6Prefix(ip, 4, 64);
}

/**
 * The network a client is in, for limits that one operator's many clients share: an IPv6 address's /48 (what a site
 * or a small provider is given, 65,536 /64s), or an IPv4 address itself.
 */
export function networkKey(ip: string): string {
  return ipv6Prefix(ip, 3, 48);
}

function ipv6Prefix(ip: string, groupsKept: number, bits: number): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::') ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, groupsKept)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/${bits}`;
}
