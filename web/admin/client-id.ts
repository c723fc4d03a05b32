/**
 * The id a phone gives something it sends (a mark at the door, a gift): random enough that two phones never make the
 * same one, so the same id sent again is known for the same thing. Made with getRandomValues, which a page on a plain
 * http:// LAN address has too (crypto.randomUUID is only on https and localhost).
 */
export const newClientId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${Date.now().toString(36)}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
};
