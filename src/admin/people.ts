import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { adminLanguageOf } from '../../shared/admin/admin-language';
import type { PersonView, Role, Side } from '../../shared/admin/people';
import type { Language } from '../../shared/site/languages';
import { PASSWORD_COST, type PasswordCost } from './passwords';
import { peopleStatements, personView, sidesOf, storedSides } from './people-rows';
import { createSignupLinks } from './signup-links';

export { SIGNUP_LINK_LIFETIME_MS, SignupRefused } from './signup-links';

/** Who is signed in, as every admin route sees them. */
export interface Person {
  readonly id: number;
  readonly name: string;
  readonly role: Role;
  readonly sides: readonly Side[];
  /** The language they read the admin in: one of ADMIN_LANGUAGES (the database holds no other). */
  readonly language: Language;
  /** An organiser the couple lets see (and add to) the register of shagun and gifts; the couple always does. */
  readonly seesGifts: boolean;
}

/** The couple removing the last of the couple's accounts would leave nobody who can let anyone in. */
export class LastCoupleAccount extends Error {
  override name = 'LastCoupleAccount';
}

/**
 * The people who may use the admin: the couple (the account the site always had, and any the couple adds), the
 * organisers of each side, the caterer and whoever is at the door. The couple adds a person by name and role; the
 * person chooses their own username and password with a one-time link, kept here only as a hash.
 */
export function createPeople(db: Database, now: () => number = Date.now, passwordCost: PasswordCost = PASSWORD_COST) {
  const iso = () => new Date(now()).toISOString();
  const statements = peopleStatements(db);
  const links = createSignupLinks(db, now, passwordCost);

  const invite = db.transaction(
    (input: { name: string; role: Role; sides?: readonly Side[]; language?: Language; seesGifts?: boolean }) => {
      // A username nobody can sign in with (chosen usernames have no spaces) until the person signs up.
      const placeholder = `invited ${randomBytes(9).toString('base64url')}`;
      const { lastInsertRowid } = statements.insert.run(
        placeholder,
        '',
        input.name.trim(),
        input.role,
        input.role === 'organiser' ? storedSides(input.sides) : '',
        iso(),
      );
      const id = Number(lastInsertRowid);
      // The language the couple knows them to read: their sign-up page and their admin start in it.
      if (input.language) statements.setLanguage.run(input.language, id);
      if (input.seesGifts) statements.setSeesGifts.run(1, id);
      return { id, token: links.issue(id) };
    },
  );

  const remove = db.transaction((id: number): boolean => {
    const person = statements.person.get(id);
    if (!person) return false;
    const signedUp = statements.signedUp.get(id)?.signed_up_at != null;
    if (person.role === 'couple' && signedUp && statements.couples.get()?.n === 1)
      throw new LastCoupleAccount('This is the last of the couple’s accounts; add another before removing it.');
    // Sessions and sign-up links go with the person (ON DELETE CASCADE): they are signed out at once.
    statements.remove.run(id);
    return true;
  });

  return {
    invite,
    /** A fresh sign-up link for someone who has not signed up yet (the old one stops working). */
    newSignupLink(id: number): string | null {
      const person = statements.signedUp.get(id);
      if (!person || person.signed_up_at !== null) return null;
      return links.issue(id);
    },
    readyForSignUps: links.readyForSignUps,
    signUp: links.signUp,
    /** The user a link would sign up, checked without spending it (a passkey's ceremony starts from it). */
    checkLink: (token: string, username: string): number => links.check(token, username),
    /**
     * Whom a sign-up link is for, by name, and the language their page is in; refused in words when it cannot be
     * used.
     */
    aboutLink(token: string): { name: string; language: Language } {
      const person = statements.person.get(links.check(token, null));
      return { name: person?.name ?? '', language: adminLanguageOf(person) };
    },
    signUpWithPasskey: links.signUpWithPasskey,
    remove,
    list: (): PersonView[] => statements.list.all().map(personView),
    person(id: number): Person | null {
      const row = statements.person.get(id);
      if (!row) return null;
      const { sees_gifts, ...person } = row;
      return { ...person, sides: sidesOf(row.sides), seesGifts: row.role === 'couple' || sees_gifts === 1 };
    },
    /**
     * Lets an organiser see the gift register, or no longer: false when there is no organiser of that id (the
     * couple always sees it; the caterer and the door never do).
     */
    setSeesGifts(id: number, sees: boolean): boolean {
      return statements.setSeesGifts.run(sees ? 1 : 0, id).changes === 1;
    },
    /** When the person last used the admin: written at sign-in and when a session is renewed (at most daily). */
    touch(id: number): void {
      statements.touch.run(iso(), id);
    },
    setLanguage(id: number, language: Language): void {
      statements.setLanguage.run(language, id);
    },
  };
}

export type People = ReturnType<typeof createPeople>;
