import type { Database } from 'better-sqlite3';
import type { CountryCode } from 'libphonenumber-js/max';
import type { Author } from '../../shared/guests/admin-shapes';
import { type Language, SOURCE_LANGUAGE } from '../../shared/site/languages';
import { createGuestListLog } from './guest-list-log';
import { prepareHouseholdReads, prepareHouseholdWrites } from './guest-list-rows';
import { createResponseSaver } from './household-answers';
import { createHouseholdAudit } from './household-audit';
import { createHouseholdEdits } from './household-edits';
import { createHouseholdLinks } from './household-links';
import { createHouseholdNames, DuplicateHousehold } from './household-names';
import { createHouseholdReader } from './household-reader';

export { newToken } from './household-links';
export { householdKey } from './household-names';

export function createGuestList(
  db: Database,
  {
    linkBase = '',
    eventOrder = [],
    defaultCountry = 'IN',
    defaultLanguage = SOURCE_LANGUAGE,
    beforeMembersGo = () => undefined,
    now = Date.now,
  }: {
    linkBase?: string;
    eventOrder?: readonly string[];
    defaultCountry?: CountryCode;
    /** The wedding's default language (site.json's): a household added without one reads it. */
    defaultLanguage?: Language;
    /** Told, inside the write, of the people about to leave the list: what goes with them is said in the log. */
    beforeMembersGo?: (memberIds: readonly number[], actor: Author) => void;
    /** The clock answers are stamped with. */
    now?: () => number;
  } = {},
) {
  const reads = prepareHouseholdReads(db);
  const writes = prepareHouseholdWrites(db);
  const names = createHouseholdNames(reads);
  const reader = createHouseholdReader(reads, names, { linkBase, eventOrder, defaultCountry });
  const audit = createHouseholdAudit(db);
  // What the concerns below share: the statements, the households as read, their names and the log's writer.
  const parts = { reads, writes, reader, names, audit };
  const links = createHouseholdLinks(db, parts);
  let languageOfNew = defaultLanguage;
  const edits = createHouseholdEdits(db, { ...parts, beforeMembersGo, defaultLanguage: () => languageOfNew });

  return {
    DuplicateHousehold,
    list: reader.list,
    count: reader.count,
    cards: reader.cards,
    get: reader.get,
    byToken: reader.byToken,
    named: reader.named,
    markOpened: links.markOpened,
    markDelivered: links.markDelivered,
    markSent: links.markSent,
    create: edits.create,
    update: edits.update,
    remove: edits.remove,
    newLink: links.newLink,
    saveResponse: createResponseSaver(db, audit, now),
    /** The content changed (the couple saved site.json): the itinerary's order, links and defaults follow it. */
    setItinerary(next: Parameters<typeof reader.setItinerary>[0] & { defaultLanguage?: Language }) {
      reader.setItinerary(next);
      languageOfNew = next.defaultLanguage ?? SOURCE_LANGUAGE;
    },
    /** Runs `work` in one transaction: the import writes hundreds of households, all or none. */
    inTransaction: <T>(work: () => T): T => db.transaction(work)(),
    ...createGuestListLog(db),
  };
}

export type GuestList = ReturnType<typeof createGuestList>;
