// The wedding `npm run lighthouse` and `npm run screenshots` look at: the sample wedding as a first start writes it
// (every text in English and Hindi), in one of the looks, with meals to choose and a family of four asked to every
// function but the first, served from dist/ on a fresh data folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { weddingEvents } from '../shared/site/events';
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
}: {
  look: 'maroon' | 'marigold' | 'pastel';
  family: string;
  members: readonly string[];
  /** An update for everyone, shown at the top of the open page and the family's. */
  update?: { readonly en: string; readonly hi: string };
}): Promise<ServedFamily> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `wedding-${look}-`));
  const site = {
    ...DEFAULT_SITE_FILE,
    theme: look,
    rsvp: { meals: ['Vegetarian', 'Jain', 'Non-vegetarian'], contact: 'Priya on +91 98765 43210' },
  };
  writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify(site));
  const events = weddingEvents(localiseSite(site).in.en).map((event) => event.id);
  const db = openDatabase(path.join(dataDir, 'wedding.db'));
  await loadPhoneLibrary();
  const household = createGuestList(db, { eventOrder: events }).create(
    { name: family, members: members.map((name) => ({ name })), events: events.slice(1), plusOnes: 1 },
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
