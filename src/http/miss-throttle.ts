import { clientKey, networkKey } from './client-key';
import { createWindowCounter } from './window-counter';

/**
 * Counts wrong guesses (links that lead nowhere) per client and per IPv6 /48, over a window, in memory. A family
 * that mistypes a link a few times never meets it; a script walking through tokens is slowed to `maxMisses` a window,
 * and one spreading itself over a network's /64s to `maxNetworkMisses`. Only misses are limited: a household's own
 * link always opens, whatever its neighbours behind the same carrier address have tried (routes/invitations.ts).
 */
export function createMissThrottle({
  maxMisses = 20,
  maxNetworkMisses = 200,
  windowMs = 10 * 60 * 1000,
  now = Date.now,
  maxClients = 50_000,
} = {}) {
  const clients = createWindowCounter({ max: maxMisses, windowMs, now, maxKeys: maxClients });
  const networks = createWindowCounter({ max: maxNetworkMisses, windowMs, now, maxKeys: maxClients });
  return {
    /** Seconds until this client may guess again, or 0 when it may now. */
    waitSeconds(ip: string): number {
      return Math.max(clients.waitSeconds(clientKey(ip)), networks.waitSeconds(networkKey(ip)));
    },
    recordMiss(ip: string): void {
      clients.record(clientKey(ip));
      if (networkKey(ip) !== clientKey(ip)) networks.record(networkKey(ip));
    },
  };
}

export type MissThrottle = ReturnType<typeof createMissThrottle>;
