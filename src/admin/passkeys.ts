import { randomBytes } from 'node:crypto';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import type { Database } from 'better-sqlite3';
import { preparedOnFirstUse } from '../storage/prepared-on-first-use';

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
// A client has at most a few ceremonies under way; a flood from one address pushes out only its own.
const MAX_CEREMONIES_PER_CLIENT = 5;
const MAX_CEREMONIES = 10_000;

/**
 * People's passkeys, and the challenges of ceremonies under way. A challenge is kept in memory only, for a few
 * minutes: a restart in the middle of one costs the person a second tap.
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
  const ceremonies = new Map<string, { challenge: string; expiresAt: number; client: string }>();

  return {
    /** Remembers a challenge under a new ceremony id, for the ceremony's second call to find. */
    begin(challenge: string, client: string): string {
      const mine: string[] = [];
      for (const [id, kept] of ceremonies) {
        if (kept.expiresAt <= now()) ceremonies.delete(id);
        else if (kept.client === client) mine.push(id);
      }
      // Map order is insertion order: the first are the oldest.
      for (const id of mine.slice(0, Math.max(0, mine.length - MAX_CEREMONIES_PER_CLIENT + 1))) ceremonies.delete(id);
      if (ceremonies.size >= MAX_CEREMONIES) {
        const oldest = ceremonies.keys().next().value;
        if (oldest !== undefined) ceremonies.delete(oldest);
      }
      const ceremony = randomBytes(16).toString('base64url');
      ceremonies.set(ceremony, { challenge, expiresAt: now() + CEREMONY_LIFETIME_MS, client });
      return ceremony;
    },
    /** The ceremony's challenge, once: a second answer to the same challenge finds none. */
    finish(ceremony: string): string | null {
      const kept = ceremonies.get(ceremony);
      ceremonies.delete(ceremony);
      return kept && kept.expiresAt > now() ? kept.challenge : null;
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
