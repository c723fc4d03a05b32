// The wedding `npm run lighthouse` and `npm run screenshots` look at: the sample wedding as a first start writes it
// (every text in the default languages), in one of the looks and the languages asked for, with meals to choose and a
// family of four asked to every function but the first, served from dist/ on a fresh data folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { weddingEvents } from '../shared/site/events';
import {
  DEFAULT_SITE_LANGUAGES,
  isLanguage,
  LANGUAGES,
  type Language,
  type LocalText,
  SOURCE_LANGUAGE,
} from '../shared/site/languages';
import { createUpdates } from '../src/day/updates';
import { createGuestList } from '../src/guests/guest-list';
import { loadPhoneLibrary } from '../src/reach/phone';
import { DEFAULT_SITE_FILE } from '../src/site/defaults';
import { localiseSite } from '../src/site/localised-site';
import { openDatabase } from '../src/storage/db';
import { spawnServer } from './bench/lib';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export interface ServedFamily {
  readonly url: string;
  /** The family's own page, /i/<token>. */
  readonly familyPath: string;
  /** A folder of the data folder's, for files the caller writes and wants gone with it. */
  readonly dataDir: string;
  stop(): Promise<void>;
}

export async function serveSampleFamily({
  look,
  family,
  members,
  update,
  languages = DEFAULT_SITE_LANGUAGES,
}: {
  look: 'maroon' | 'marigold' | 'pastel';
  family: string;
  members: readonly string[];
  /** An update for everyone, shown at the top of the open page and the family's. */
  update?: LocalText;
  /** The languages the wedding offers, the first its default. */
  languages?: readonly Language[];
}): Promise<ServedFamily> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `wedding-${look}-`));
  const site = {
    ...DEFAULT_SITE_FILE,
    theme: look,
    languages: [...languages],
    ...(languages[0] && { defaultLanguage: languages[0] }),
    rsvp: { meals: ['Vegetarian', 'Jain', 'Non-vegetarian'], contact: 'Priya on +91 98765 43210' },
  };
  writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify(site));
  const events = weddingEvents(localiseSite(site).in[SOURCE_LANGUAGE]).map((event) => event.id);
  const db = openDatabase(path.join(dataDir, 'wedding.db'));
  await loadPhoneLibrary();
  const household = createGuestList(db, { eventOrder: events }).create(
    {
      name: family,
      members: members.map((name) => ({ name })),
      events: events.slice(1),
      plusOnes: 1,
      ...(languages[0] && { language: languages[0] }),
    },
    'import',
  );
  if (update) createUpdates(db).post({ text: update }, 'couple');
  db.close();
  const server = await spawnServer(path.join(ROOT, 'dist', 'server.mjs'), {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  return {
    url: server.url,
    familyPath: `/i/${household.token}`,
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The languages a script is asked to look at, from LANGUAGES ("en,ta,ur"; the sample's own when unset): the first is
 * the wedding's default. A code the registry does not know stops the script, saying which it knows.
 */
export function languagesAsked(value = process.env.LANGUAGES): readonly Language[] {
  if (!value) return DEFAULT_SITE_LANGUAGES;
  const asked = value.split(',').map((code) => code.trim());
  const unknown = asked.filter((code) => !isLanguage(code));
  if (unknown.length > 0) {
    process.stderr.write(`LANGUAGES: ${unknown.join(', ')} is not among ${LANGUAGES.join(', ')}\n`);
    process.exit(1);
  }
  return [...new Set(asked.filter(isLanguage))];
}
