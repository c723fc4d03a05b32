import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * A signing key kept with the data (the `secrets` table), made once: a restart or a move to another machine keeps
 * what it signed valid. Made on first use, so a start that never needs it writes nothing.
 */
export function secretKey(db: Database, name: string): () => Buffer {
  let key: Buffer | undefined;
  return () => {
    if (!key) {
      db.prepare('INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)').run(name, randomBytes(32));
      key = (db.prepare('SELECT value FROM secrets WHERE name = ?').get(name) as { value: Buffer } | undefined)?.value;
      if (!key) throw new Error(`the ${name} key is missing from the database`);
    }
    return key;
  };
}
