import type { Database } from 'better-sqlite3';

export interface Migration {
  /** Never renamed or reordered: the database records how many of these it has run (PRAGMA user_version). */
  readonly id: string;
  readonly up: (db: Database) => void;
}

/**
 * For migrations 022 and 023 (and never changed, as they are not): moves the columns of a text per language, each
 * named <what>_<code>, into one JSON object by language code holding only the texts given (json_patch leaves out the
 * nulls), then drops them. A language added to the registry later needs no column of its own.
 */
function intoOneColumn(db: Database, table: string, column: string, perLanguage: readonly string[]): void {
  const byCode = perLanguage.map((old) => `'${old.slice(old.lastIndexOf('_') + 1)}', ${old}`).join(', ');
  db.exec(`
    ALTER TABLE ${table} ADD COLUMN ${column} TEXT NOT NULL DEFAULT '{}'
      CHECK (json_valid(${column}) AND json_type(${column}) = 'object');
    UPDATE ${table} SET ${column} = json_patch('{}', json_object(${byCode}));
    ${perLanguage.map((old) => `ALTER TABLE ${table} DROP COLUMN ${old};`).join('\n')}
  `);
}

/**
 * For migration 024 (and never changed, as it is not): `table` made again without one of its CHECKs, which SQLite
 * cannot drop in place. Every row, index and trigger is kept, its AUTOINCREMENT's count too (no id is given twice),
 * and the rows of the tables whose foreign keys point at it: a migration runs in a transaction, where foreign keys
 * cannot be turned off, so dropping the old table deletes them by their ON DELETE CASCADE. They are set aside first
 * and put back after.
 */
function rebuiltWithout(db: Database, table: string, check: string): void {
  const one = <T>(sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as T;
  const all = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .all(...params) as string[];
  const created = one<string>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", table);
  if (created.split(check).length !== 2) throw new Error(`${table} has no ${check} to drop, or more than one`);
  const attached = all(
    "SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL",
    table,
  );
  const referring = (parents: readonly string[]) =>
    all(
      `SELECT DISTINCT m.name FROM sqlite_master m, pragma_foreign_key_list(m.name) f
       WHERE m.type = 'table' AND f."table" IN (${parents.map(() => '?').join(', ')})`,
      ...parents,
    );
  const children = referring([table]);
  if (children.length > 0 && referring(children).length > 0)
    throw new Error(`rows two steps from ${table} would be lost: set those aside too`);
  const counted = one<number | undefined>('SELECT seq FROM sqlite_sequence WHERE name = ?', table);
  for (const child of children) db.exec(`CREATE TEMP TABLE kept_${child} AS SELECT * FROM main.${child}`);
  db.exec(`
    ${created.replace(check, '').replace(`CREATE TABLE ${table}`, `CREATE TABLE rebuilt_${table}`)};
    INSERT INTO rebuilt_${table} SELECT * FROM ${table};
    DROP TABLE ${table};
    ALTER TABLE rebuilt_${table} RENAME TO ${table};
    ${attached.map((sql) => `${sql};`).join('\n')}
    ${children.map((child) => `INSERT INTO main.${child} SELECT * FROM kept_${child}; DROP TABLE kept_${child};`).join('\n')}
  `);
  if (counted !== undefined)
    db.prepare('UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?').run(counted, table);
}

/** Append-only. A change to the schema is a new entry at the end, never an edit of an old one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '001-rsvps-users-sessions',
    up(db) {
      db.exec(`
        CREATE TABLE rsvps (
          id                   INTEGER PRIMARY KEY AUTOINCREMENT,
          full_name            TEXT    NOT NULL CHECK (length(trim(full_name)) > 0),
          email                TEXT    NOT NULL,
          guest_count          INTEGER NOT NULL CHECK (guest_count >= 1),
          attending            INTEGER NOT NULL CHECK (attending IN (0, 1)),
          dietary_restrictions TEXT,
          song_request         TEXT,
          created_at           TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );

        CREATE TABLE users (
          id       INTEGER PRIMARY KEY AUTOINCREMENT,
          username TEXT    NOT NULL UNIQUE,
          password TEXT    NOT NULL
        );

        -- Only a hash of each session id is kept, so a copy of the database does not sign anyone in.
        CREATE TABLE sessions (
          token_hash TEXT    PRIMARY KEY,
          user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX sessions_by_user ON sessions (user_id);
      `);
    },
  },
  {
    id: '002-health-probe',
    up(db) {
      // One row that /healthz rewrites, so that a disk that cannot take a write shows there before a guest meets it.
      db.exec(`
        CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL);
        INSERT INTO health_probe (id, checked_at) VALUES (1, 0);
      `);
    },
  },
  {
    id: '003-secrets',
    up(db) {
      // Keys the server signs with (the couple's "known device" cookie); made once, kept with the data, so that a
      // restart or a move to another machine keeps the couple's devices known.
      db.exec(`CREATE TABLE secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL) WITHOUT ROWID;`);
    },
  },
  {
    id: '004-rsvp-reference',
    up(db) {
      // The number a guest's confirmation carries: random, so that it tells nobody how many answers there are,
      // and a bot's answer (stored nowhere) cannot be told from a guest's. Older rows have none.
      db.exec(`
        ALTER TABLE rsvps ADD COLUMN reference INTEGER;
        CREATE UNIQUE INDEX rsvps_by_reference ON rsvps (reference);
      `);
    },
  },
  {
    id: '005-rsvps-by-attending',
    up(db) {
      // The admin's "attending / declined" filter, newest first, a page at a time (the index holds the row id too),
      // and the summary cards, counted from the index alone instead of every row's text.
      db.exec('CREATE INDEX rsvps_by_attending ON rsvps (attending, guest_count);');
    },
  },
  {
    id: '006-guest-list',
    up(db) {
      // Households, each with its own link (token), its members and the events it is invited to; its answer, one
      // row per person (members, and plus-ones by name) with a yes or no per event; and an audit log that outlives
      // the households it speaks of. Event ids are site.json's: an event removed there keeps its answers here.
      db.exec(`
        CREATE TABLE households (
          id         INTEGER PRIMARY KEY AUTOINCREMENT,
          name       TEXT    NOT NULL CHECK (length(trim(name)) > 0),
          name_key   TEXT    NOT NULL UNIQUE,
          token      TEXT    NOT NULL UNIQUE,
          plus_ones  INTEGER NOT NULL DEFAULT 0 CHECK (plus_ones BETWEEN 0 AND 20),
          phone      TEXT,
          email      TEXT,
          language   TEXT,
          notes      TEXT,
          opened_at  TEXT,
          created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
          updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        );
        CREATE TABLE members (
          id           INTEGER PRIMARY KEY AUTOINCREMENT,
          household_id INTEGER NOT NULL REFERENCES households (id) ON DELETE CASCADE,
          name         TEXT    NOT NULL CHECK (length(trim(name)) > 0),
          child        INTEGER NOT NULL DEFAULT 0 CHECK (child IN (0, 1)),
          position     INTEGER NOT NULL
        );
        CREATE INDEX members_by_household ON members (household_id, position);
        CREATE TABLE household_events (
          household_id INTEGER NOT NULL REFERENCES households (id) ON DELETE CASCADE,
          event_id     TEXT    NOT NULL,
          PRIMARY KEY (household_id, event_id)
        ) WITHOUT ROWID;
        CREATE TABLE household_responses (
          household_id INTEGER PRIMARY KEY REFERENCES households (id) ON DELETE CASCADE,
          message      TEXT,
          answered_at  TEXT NOT NULL,
          answered_by  TEXT NOT NULL CHECK (answered_by IN ('guest', 'couple'))
        );
        CREATE TABLE response_people (
          id           INTEGER PRIMARY KEY AUTOINCREMENT,
          household_id INTEGER NOT NULL REFERENCES household_responses (household_id) ON DELETE CASCADE,
          member_id    INTEGER REFERENCES members (id) ON DELETE SET NULL,
          name         TEXT    NOT NULL,
          child        INTEGER NOT NULL DEFAULT 0 CHECK (child IN (0, 1)),
          plus_one     INTEGER NOT NULL DEFAULT 0 CHECK (plus_one IN (0, 1)),
          meal         TEXT,
          dietary      TEXT,
          position     INTEGER NOT NULL
        );
        CREATE INDEX response_people_by_household ON response_people (household_id, position);
        CREATE INDEX response_people_by_member ON response_people (member_id);
        CREATE TABLE response_events (
          person_id INTEGER NOT NULL REFERENCES response_people (id) ON DELETE CASCADE,
          event_id  TEXT    NOT NULL,
          attending INTEGER NOT NULL CHECK (attending IN (0, 1)),
          PRIMARY KEY (person_id, event_id)
        ) WITHOUT ROWID;
        CREATE INDEX response_events_by_event ON response_events (event_id, attending);
        CREATE TABLE audit_log (
          id             INTEGER PRIMARY KEY AUTOINCREMENT,
          at             TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
          actor          TEXT    NOT NULL CHECK (actor IN ('guest', 'couple', 'import')),
          household_id   INTEGER,
          household_name TEXT    NOT NULL,
          action         TEXT    NOT NULL,
          detail         TEXT
        );
        CREATE INDEX audit_by_household ON audit_log (household_id, id);
      `);
    },
  },
  {
    id: '007-invitations-sent',
    up(db) {
      // How far each household's invitation has come before any answer: the couple sent it (and how, and when the
      // last reminder went), a chat app fetched the link to draw its preview (delivered), a browser opened it.
      db.exec(`
        ALTER TABLE households ADD COLUMN sent_at TEXT;
        ALTER TABLE households ADD COLUMN sent_by TEXT;
        ALTER TABLE households ADD COLUMN reminded_at TEXT;
        ALTER TABLE households ADD COLUMN delivered_at TEXT;
      `);
    },
  },
  {
    id: '008-open-form-answers-kept-by-the-couple',
    up(db) {
      // The couple adds, corrects and deletes the open form's answers: the audit log says which answer an entry is
      // about (rsvp_id; household_name holds the guest's name then). Two answers from one guest are found by their
      // e-mail in any case, or their name in any case and spacing; these indexes serve exactly those expressions.
      db.exec(`
        ALTER TABLE audit_log ADD COLUMN rsvp_id INTEGER;
        CREATE INDEX rsvps_by_email_key ON rsvps (lower(email)) WHERE email <> '';
        CREATE INDEX rsvps_by_name_key ON rsvps (lower(replace(full_name, ' ', '')));
      `);
    },
  },
  {
    id: '009-household-greetings',
    up(db) {
      // The name guests are greeted by, per language ("शर्मा परिवार", read
      // "आदरणीय शर्मा परिवार,"), apart from the name the couple files the household
      // under ("Sharma family (Nana-Nani)"); none means that name.
      db.exec(`
        ALTER TABLE households ADD COLUMN greeting_en TEXT;
        ALTER TABLE households ADD COLUMN greeting_hi TEXT;
      `);
    },
  },
  {
    id: '010-open-form-answers-linked-to-households',
    up(db) {
      // An open-form answer the couple says is a household's on the list (the aunt who answered at / before her link
      // came): its people are that household's, so the caterer counts them once, with the list. No foreign key: a
      // household deleted later leaves the answer counted as the open form's again, never lost.
      db.exec('ALTER TABLE rsvps ADD COLUMN household_id INTEGER');
    },
  },
  {
    id: '011-people-roles-sides',
    up(db) {
      // The people the couple lets into the admin, each with a role and (an organiser) the sides they look after;
      // the account the site had until now is the couple's. A person invited but not yet signed up has a placeholder
      // username no one can type (it holds a space) and no password; their one-time sign-up link is kept as a hash.
      // Households belong to the bride's side, the groom's or both (every household so far: both, so nothing an
      // organiser of either side could see changes until the couple says), and to free groups. The audit log names
      // the person who made each change.
      db.exec(`
        ALTER TABLE users ADD COLUMN name TEXT NOT NULL DEFAULT 'The couple';
        ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'couple'
          CHECK (role IN ('couple', 'organiser', 'caterer', 'door'));
        ALTER TABLE users ADD COLUMN sides TEXT NOT NULL DEFAULT '' CHECK (sides IN ('', 'bride', 'groom', 'bride groom'));
        ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
        ALTER TABLE users ADD COLUMN created_at TEXT;
        ALTER TABLE users ADD COLUMN signed_up_at TEXT;
        ALTER TABLE users ADD COLUMN last_used_at TEXT;
        UPDATE users SET signed_up_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
                         created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
        CREATE TABLE signup_links (
          token_hash TEXT    PRIMARY KEY,
          user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          expires_at INTEGER NOT NULL,
          used_at    INTEGER
        ) WITHOUT ROWID;
        CREATE INDEX signup_links_by_user ON signup_links (user_id);
        ALTER TABLE households ADD COLUMN side TEXT NOT NULL DEFAULT 'both' CHECK (side IN ('bride', 'groom', 'both'));
        ALTER TABLE households ADD COLUMN groups TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE audit_log ADD COLUMN actor_name TEXT;
        ALTER TABLE household_responses ADD COLUMN recorded_by TEXT;
      `);
    },
  },
  {
    id: '012-passkeys',
    up(db) {
      // A person's passkeys (their phone's fingerprint or screen lock, by WebAuthn): the public key only; the private
      // one never leaves the phone. The counter is the authenticator's own, kept to notice a cloned key.
      db.exec(`
        CREATE TABLE passkeys (
          id           TEXT    PRIMARY KEY,
          user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          public_key   BLOB    NOT NULL,
          counter      INTEGER NOT NULL,
          transports   TEXT,
          created_at   TEXT    NOT NULL,
          last_used_at TEXT
        ) WITHOUT ROWID;
        CREATE INDEX passkeys_by_user ON passkeys (user_id);
      `);
    },
  },
  {
    id: '013-stay-and-travel',
    up(db) {
      // Who travels to the wedding and how (a household the couple marks as travelling tells it for each person),
      // where the couple puts guests up (hotels or houses, their rooms, who sleeps in each), and the pickups and
      // drops arranged for them. A person's travel, room and pickup go when the person is taken off the list.
      db.exec(`
        ALTER TABLE households ADD COLUMN travelling INTEGER NOT NULL DEFAULT 0 CHECK (travelling IN (0, 1));
        CREATE TABLE household_travel (
          household_id INTEGER PRIMARY KEY REFERENCES households (id) ON DELETE CASCADE,
          stay         TEXT    NOT NULL CHECK (stay IN ('arranged', 'own')),
          needs        TEXT,
          updated_at   TEXT    NOT NULL
        );
        CREATE TABLE member_travel (
          member_id     INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
          household_id  INTEGER NOT NULL REFERENCES households (id) ON DELETE CASCADE,
          arrive_date   TEXT,
          arrive_time   TEXT,
          arrive_mode   TEXT,
          arrive_number TEXT,
          arrive_place  TEXT,
          leave_date    TEXT,
          leave_time    TEXT,
          leave_mode    TEXT,
          leave_number  TEXT,
          leave_place   TEXT,
          pickup        INTEGER NOT NULL DEFAULT 0 CHECK (pickup IN (0, 1)),
          drop_off      INTEGER NOT NULL DEFAULT 0 CHECK (drop_off IN (0, 1))
        );
        CREATE INDEX member_travel_by_household ON member_travel (household_id);
        CREATE INDEX member_travel_by_arrival ON member_travel (arrive_date, arrive_time);
        CREATE INDEX member_travel_by_departure ON member_travel (leave_date, leave_time);
        CREATE TABLE stay_places (
          id        INTEGER PRIMARY KEY AUTOINCREMENT,
          name      TEXT    NOT NULL,
          name_key  TEXT    NOT NULL UNIQUE,
          kind      TEXT    NOT NULL CHECK (kind IN ('hotel', 'house')),
          address   TEXT,
          check_in  TEXT,
          check_out TEXT,
          note      TEXT
        );
        CREATE TABLE stay_rooms (
          id       INTEGER PRIMARY KEY AUTOINCREMENT,
          place_id INTEGER NOT NULL REFERENCES stay_places (id) ON DELETE CASCADE,
          name     TEXT    NOT NULL,
          name_key TEXT    NOT NULL,
          beds     INTEGER NOT NULL CHECK (beds BETWEEN 1 AND 20),
          floor    TEXT,
          note     TEXT,
          UNIQUE (place_id, name_key)
        );
        CREATE TABLE room_guests (
          room_id   INTEGER NOT NULL REFERENCES stay_rooms (id) ON DELETE CASCADE,
          member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
          PRIMARY KEY (room_id, member_id)
        ) WITHOUT ROWID;
        CREATE INDEX room_guests_by_member ON room_guests (member_id);
        CREATE TABLE pickups (
          member_id    INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
          direction    TEXT    NOT NULL CHECK (direction IN ('arrive', 'leave')),
          driver       TEXT,
          driver_phone TEXT,
          done         INTEGER NOT NULL DEFAULT 0 CHECK (done IN (0, 1)),
          PRIMARY KEY (member_id, direction)
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    id: '014-pickup-as-assigned',
    up(db) {
      // The journey a pickup was arranged for ("2025-08-30 14:35 Jaipur Junction 12951"): when the household later
      // tells another time or station, the pickup is shown as changed until the couple arranges it again. Null for
      // pickups arranged before this: taken as still matching.
      db.exec('ALTER TABLE pickups ADD COLUMN assigned_for TEXT');
    },
  },
  {
    id: '015-the-days-themselves',
    up(db) {
      // The wedding's own days: who arrived at each function (one mark a person a function, however many doors
      // mark them; each phone's request remembered by its own id, so one sent again is not counted again), the
      // updates the couple posts for everyone or for one function's guests, and the shagun and gifts received.
      db.exec(`
        CREATE TABLE checkins (
          member_id    INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
          event_id     TEXT    NOT NULL,
          household_id INTEGER NOT NULL REFERENCES households (id) ON DELETE CASCADE,
          at           TEXT    NOT NULL,
          by_name      TEXT,
          PRIMARY KEY (member_id, event_id)
        ) WITHOUT ROWID;
        CREATE INDEX checkins_by_event ON checkins (event_id);
        CREATE TABLE checkin_requests (
          client_id TEXT PRIMARY KEY,
          marks     TEXT NOT NULL,
          at        TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE updates (
          id           INTEGER PRIMARY KEY AUTOINCREMENT,
          text_en      TEXT    NOT NULL,
          text_hi      TEXT,
          event_id     TEXT,
          created_at   TEXT    NOT NULL,
          by_name      TEXT,
          withdrawn_at TEXT
        );
        CREATE TABLE update_views (
          update_id    INTEGER NOT NULL REFERENCES updates (id) ON DELETE CASCADE,
          household_id INTEGER NOT NULL REFERENCES households (id) ON DELETE CASCADE,
          seen_at      TEXT    NOT NULL,
          PRIMARY KEY (update_id, household_id)
        ) WITHOUT ROWID;
        CREATE TABLE gifts (
          id           INTEGER PRIMARY KEY AUTOINCREMENT,
          household_id INTEGER REFERENCES households (id) ON DELETE SET NULL,
          from_name    TEXT    NOT NULL,
          kind         TEXT    NOT NULL CHECK (kind IN ('cash', 'upi', 'gift', 'other')),
          amount       INTEGER CHECK (amount IS NULL OR amount >= 0),
          description  TEXT,
          event_id     TEXT,
          recorded_by  TEXT,
          recorded_at  TEXT    NOT NULL,
          thanked      INTEGER NOT NULL DEFAULT 0 CHECK (thanked IN (0, 1)),
          returned     INTEGER NOT NULL DEFAULT 0 CHECK (returned IN (0, 1))
        );
        CREATE INDEX gifts_by_household ON gifts (household_id);
      `);
    },
  },
  {
    id: '016-organisers-who-see-gifts',
    up(db) {
      // The gift register is the couple's; an organiser sees it only when the couple says so, one person at a time.
      db.exec('ALTER TABLE users ADD COLUMN sees_gifts INTEGER NOT NULL DEFAULT 0 CHECK (sees_gifts IN (0, 1))');
    },
  },
  {
    id: '017-updates-sent',
    up(db) {
      // An update sent to a household by the couple's own phone (the send walk) or by e-mail: its last way and time,
      // beside update_views' "seen", so the couple knows who still needs telling.
      db.exec(`
        CREATE TABLE update_sends (
          update_id    INTEGER NOT NULL REFERENCES updates (id) ON DELETE CASCADE,
          household_id INTEGER NOT NULL REFERENCES households (id) ON DELETE CASCADE,
          channel      TEXT    NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email', 'copy')),
          sent_at      TEXT    NOT NULL,
          PRIMARY KEY (update_id, household_id)
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    id: '018-a-gift-recorded-once',
    up(db) {
      // The form's own id for a gift: sent twice (a double tap, an answer lost on the venue's network), it is one gift.
      db.exec(`
        ALTER TABLE gifts ADD COLUMN client_id TEXT;
        CREATE UNIQUE INDEX gifts_by_client_id ON gifts (client_id) WHERE client_id IS NOT NULL;
      `);
    },
  },
  {
    id: '019-guests-at-the-door',
    up(db) {
      // A household's extra guests, named only in its answer, arrive too: counted a household a function (the most
      // any door has said, so two phones never lose one nor count one twice).
      db.exec(`
        CREATE TABLE checkin_guests (
          household_id INTEGER NOT NULL REFERENCES households (id) ON DELETE CASCADE,
          event_id     TEXT    NOT NULL,
          arrived      INTEGER NOT NULL CHECK (arrived >= 0),
          at           TEXT    NOT NULL,
          by_name      TEXT,
          PRIMARY KEY (household_id, event_id)
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    id: '020-one-name-on-each-side',
    up(db) {
      // Two families may share a name, one on each side: a name is kept once per side (the key names its side), and
      // the code refuses only a name that a household of the same side, or of both, already has.
      db.exec(`UPDATE households SET name_key = name_key || char(31) || side;`);
    },
  },
  {
    id: '021-open-form-meal',
    up(db) {
      // The open form offers the site's meals too: the caterer's numbers count the meals of its guests.
      db.exec('ALTER TABLE rsvps ADD COLUMN meal TEXT;');
    },
  },
  {
    id: '022-greetings-in-any-language',
    up(db) {
      // A household is greeted in any language of the registry, not English and Hindi alone: the columns of 009 go
      // into one, {"hi": "शर्मा परिवार"}.
      intoOneColumn(db, 'households', 'greetings', ['greeting_en', 'greeting_hi']);
    },
  },
  {
    id: '023-updates-in-any-language',
    up(db) {
      // An update is written in any language of the wedding, not in English with Hindi beside it: the columns of 015
      // go into one, as a household's greetings did (022).
      intoOneColumn(db, 'updates', 'texts', ['text_en', 'text_hi']);
    },
  },
  {
    id: '024-admin-languages-by-the-registry',
    up(db) {
      // The admin's languages are the registry's (ADMIN_LANGUAGES), which the routes' schemas check: the column takes
      // any code, so that a third is a line of the registry, not a migration. 011 had written the first two here.
      rebuiltWithout(db, 'users', " CHECK (language IN ('en', 'hi'))");
    },
  },
];

/** Runs the migrations this database has not run yet, each in its own transaction with its version bump. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > migrations.length) {
    throw new Error(
      `the database has ${applied} migrations but this version of the site knows only ${migrations.length}; ` +
        'it was written by a newer version: run that version, or restore a backup',
    );
  }
  for (const [index, migration] of migrations.entries()) {
    if (index < applied) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}
