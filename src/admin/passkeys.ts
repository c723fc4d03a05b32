import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import type { Database } from 'better-sqlite3';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';
import { secretKey } from '../storage/secret-key';

/** A passkey as the WebAuthn library reads it back to check a sign-in. */
export interface StoredPasskey {
  readonly id: string;
  readonly userId: number;
  readonly publicKey: Uint8Array<ArrayBuffer>;
  readonly counter: number;
  readonly transports: AuthenticatorTransportFuture[];
}

// A ceremony (the phone asked to make or use a passkey) must be finished within this long.
const CEREMONY_LIFETIME_MS = 5 * 60 * 1000;
// The ceremonies finished within their lifetime, remembered so that none is finished twice; past this many the
// oldest is forgotten (which could let one be replayed within its five minutes, never lock anyone out).
const MAX_FINISHED = 100_000;

/**
 * People's passkeys, and the ceremonies under way. A ceremony carries its own challenge and end, signed with a key kept
 * in the database: the server holds nothing for one begun, so a flood of ceremonies begun (12,000 in 9 seconds, from
 * as many addresses as one likes) can push out no one else's, and costs no memory. A ceremony finished is remembered
 * until it would have ended, so that it is finished once.
 */
export function createPasskeys(db: Database, now: () => number = Date.now) {
  const prepare = preparedOnFirstUse(db);
  const statements = {
    insert: prepare<[string, number, Buffer, number, string, string]>(
      'INSERT INTO passkeys (id, user_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    byId: prepare<
      [string],
      { id: string; user_id: number; public_key: Buffer; counter: number; transports: string | null }
    >('SELECT id, user_id, public_key, counter, transports FROM passkeys WHERE id = ?'),
    used: prepare<[number, string, string]>('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?'),
  };
  const signingKey = secretKey(db, 'passkey-ceremony');
  const sign = (text: string) => createHmac('sha256', signingKey()).update(text).digest().subarray(0, 16);
  // Ended ceremonies' ids, oldest first (Map order), each with the instant it would have ended.
  const finished = new Map<string, number>();

  return {
    /** A ceremony for this challenge: its end and the challenge, signed; nothing is kept. */
    begin(challenge: string): string {
      const body = `${(now() + CEREMONY_LIFETIME_MS).toString(36)}.${challenge}`;
      return `${body}.${sign(body).toString('base64url')}`;
    },
    /** The ceremony's challenge, when this site signed it, it has not ended, and it was not finished before. */
    finish(ceremony: string): string | null {
      const at = ceremony.lastIndexOf('.');
      const body = ceremony.slice(0, at);
      const [end, challenge, ...rest] = body.split('.');
      const given = Buffer.from(ceremony.slice(at + 1), 'base64url');
      const expected = sign(body);
      if (at < 0 || !end || !challenge || rest.length > 0) return null;
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const endsAt = Number.parseInt(end, 36);
      if (!(endsAt > now()) || finished.has(ceremony)) return null;
      for (const [id, until] of finished) {
        if (until > now() && finished.size < MAX_FINISHED) break;
        finished.delete(id);
      }
      finished.set(ceremony, endsAt);
      return challenge;
    },
    save(
      userId: number,
      passkey: { id: string; publicKey: Uint8Array; counter: number; transports?: readonly string[] },
    ) {
      statements.insert.run(
        passkey.id,
        userId,
        Buffer.from(passkey.publicKey),
        passkey.counter,
        JSON.stringify(passkey.transports ?? []),
        new Date(now()).toISOString(),
      );
    },
    find(id: string): StoredPasskey | null {
      const row = statements.byId.get(id);
      if (!row) return null;
      return {
        id: row.id,
        userId: row.user_id,
        publicKey: new Uint8Array(row.public_key),
        counter: row.counter,
        // Written by save() from what the library gave: its own transport names.
        transports: row.transports ? (JSON.parse(row.transports) as AuthenticatorTransportFuture[]) : [],
      };
    },
    used(id: string, counter: number): void {
      statements.used.run(counter, new Date(now()).toISOString(), id);
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
