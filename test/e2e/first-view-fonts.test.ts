// The fonts the first-view budget counts (test/budget/first-view.ts reads them from the CSS, without a browser) are
// the fonts a phone's browser fetches for a family's page, in every language of the registry: a face the budget
// counts that no page uses would spend a language's bytes for nothing, and one it misses would let a page outgrow
// its budget unseen.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { LANGUAGE_REGISTRY, LANGUAGES } from '../../shared/site/languages';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { measureFirstView, servedFrom } from '../budget/first-view';
import { dataDirWith } from '../helpers/app';
import { createHousehold } from '../helpers/server-api';
import {
  openHydrated,
  PHONE,
  skipWithoutBrowser,
  useBrowserAndServer,
  waitForImagesAndFonts,
  withPage,
} from './browser';

const fileName = (url: string) => new URL(url, 'http://site').pathname;

// A wedding writes its dates in Latin digits unless it asks for each language's own; those are a face of their own in
// Urdu, which only a page that writes them fetches.
for (const digits of ['latin', 'native'] as const)
  describe(`the first view's fonts, counted and fetched, with ${digits} digits`, { skip: skipWithoutBrowser }, () => {
    const dataDir = dataDirWith({ ...DEFAULT_SITE, languages: LANGUAGES, digits });
    const suite = useBrowserAndServer({ dataDir });
    let familyPage = '';
    before(async () => {
      const { token } = await createHousehold(suite.server.url, {
        name: 'Sharma family',
        members: [{ name: 'Rajesh Sharma' }, { name: 'Sunita Sharma' }],
        events: ['mehendi-ceremony', 'sagan-cocktail-party', 'jaimaal-wedding-ceremony'],
      });
      familyPage = `/i/${token}`;
    });
    after(() => rmSync(dataDir, { recursive: true, force: true }));

    const languages = LANGUAGE_REGISTRY.filter((language) => digits === 'latin' || 'digits' in language);
    for (const { code, englishName } of languages)
      test(`a family's page in ${englishName}: the budget counts the faces the phone fetches, no more, no fewer`, () =>
        withPage(suite.browser, PHONE, async (page) => {
          const fetched = new Set<string>();
          page.on('request', (request) => {
            if (request.resourceType() === 'font') fetched.add(fileName(request.url()));
          });
          // Once the app has taken the page over and drawn it again, and every font it asked for has come.
          await openHydrated(page, `${suite.server.url}${familyPage}?lang=${code}`);
          await waitForImagesAndFonts(page);
          const fetchedFonts = [...fetched].sort();
          const counted = await measureFirstView(servedFrom(suite.server.url), `${familyPage}?lang=${code}`);
          const countedFonts = counted.files.filter((file) => file.kind === 'font').map((file) => fileName(file.url));
          assert.deepEqual(fetchedFonts, countedFonts.sort());
        }));
  });
