import type { Database, Statement } from 'better-sqlite3';

// What each database still has to prepare, so that a test can prepare it all and find a mistake in any statement's SQL
// without using every feature (test/unit/prepared-on-first-use.test.ts).
const waiting = new WeakMap<Database, Set<() => unknown>>();

/**
 * `db.prepare`, except that SQLite compiles each statement the first time it is used, not when the app is put
 * together. The site's 160 statements, most of them for the couple's rooms, held 1 to 2 MB from every start on,
 * which is a Pi's memory for features a wedding may use once a day or never. The statement returned stands in for the
 * real one: every property and method is the real statement's, asked for it (reading any of them prepares it).
 * For statements made once, in a factory: each one waits in a list of this database's until it is used.
 */
export function preparedOnFirstUse(db: Database): Database['prepare'] {
  let pending = waiting.get(db);
  if (!pending) {
    pending = new Set();
    waiting.set(db, pending);
  }
  const unprepared = pending;
  return ((sql: string) => {
    let statement: Statement | undefined;
    const prepare = () => {
      if (!statement) {
        try {
          statement = db.prepare(sql);
        } catch (err) {
          // Found at a request now, not at start: the log says which statement.
          if (err instanceof Error) err.message = `${err.message} (preparing: ${sql.trim()})`;
          throw err;
        }
        unprepared.delete(prepare);
      }
      return statement;
    };
    unprepared.add(prepare);
    // The real methods, called on the real statement (better-sqlite3's refuse any other `this`), made once each; those
    // that return the statement (pluck, raw, bind...) return this stand-in, as they would return the statement.
    const methods = new Map<PropertyKey, unknown>();
    const standIn: Statement = new Proxy({} as Statement, {
      get(_, key) {
        const real = prepare();
        const value: unknown = Reflect.get(real, key, real);
        if (typeof value !== 'function') return value;
        let method = methods.get(key);
        if (method === undefined) {
          method = (...args: unknown[]) => {
            const result: unknown = value.apply(real, args);
            return result === real ? standIn : result;
          };
          methods.set(key, method);
        }
        return method;
      },
    });
    return standIn;
  }) as Database['prepare'];
}

/** Prepares every statement of `db` not used yet; throws SQLite's error for the first that does not compile. */
export function prepareTheRest(db: Database): number {
  const pending = [...(waiting.get(db) ?? [])];
  for (const prepare of pending) prepare();
  return pending.length;
}
