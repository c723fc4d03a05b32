import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';

export const DEVICE_COOKIE = 'wedding_device';
// A year: a device the couple signed in on before the wedding stays known through it and after.
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A device on which the couple has signed in before carries a signed cookie saying so. It is no session (it opens
 * nothing); it only exempts that device from the throttle that strangers' wrong passwords put on everyone else,
 * so a flood of guesses from a botnet cannot lock the couple out of their own page.
 */
export function createKnownDevices(db: Database) {
  const prepare = preparedOnFirstUse(db);
  const read = prepare<[string], { value: Buffer }>('SELECT value FROM secrets WHERE name = ?');
  const insert = prepare<[string, Buffer]>('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)');
  insert.run('known-device', randomBytes(32));
  const key = read.get('known-device')?.value;
  if (!key) throw new Error('the known-device key is missing from the database');

  // Signed for one account: a device known to the caterer's account is a stranger to the couple's. The couple's first
  // account (`undefined`) keeps the form its cookies had before there were other accounts.
  const sign = (id: string, account: number | undefined) =>
    createHmac('sha256', key)
      .update(account === undefined ? id : `${id}:account:${account}`)
      .digest('base64url');

  // Signed apart from any device id (no device cookie can pass for a door's mark, nor the other way round).
  const signDoor = (account: number) => createHmac('sha256', key).update(`door-phone|${account}`).digest('base64url');

  return {
    /** A new cookie value for a device that has just signed in to this account. */
    issue(account?: number): string {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${sign(id, account)}`;
    },
    /**
     * The mark of a door's phone (the household pages send a card read on it to the check-in): signed for the door's
     * account, so that it means nothing once that account is removed or given another role.
     */
    doorPhone(account: number): string {
      return `${account}.${signDoor(account)}`;
    },
    /** The account a door phone's mark was signed for, or null for any other value. */
    doorPhoneAccount(cookie: string | undefined): number | null {
      const [account, signature, ...rest] = (cookie ?? '').split('.');
      if (!account || !/^[1-9][0-9]{0,9}$/.test(account) || !signature || rest.length > 0) return null;
      const expected = Buffer.from(signDoor(Number(account)));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? Number(account) : null;
    },
    /** The device's id when the cookie is one this site signed for this account, else null. */
    identify(cookie: string | undefined, account?: number): string | null {
      const [id, signature, ...rest] = (cookie ?? '').split('.');
      if (!id || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(id, account));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
