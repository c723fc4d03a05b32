// The guest page's weight, as served: a deterministic check (byte counts, not timings) that fails the build
// when the first view outgrows what a phone on a slow network should download.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { LANGUAGE_REGISTRY, LANGUAGES, SCRIPTS } from '../../shared/site/languages';
import { type TestAppHandle, useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { BUDGET, type FirstView, familyFirstViewBudget, measureFirstView } from './first-view';

const hindi = (page: string) => page.endsWith('in Hindi');

/** Adds the Sharmas (two people, three functions, two extra guests) and gives their page's address. */
async function sharmasPage(t: TestAppHandle, query: string): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/households',
    headers: { cookie: t.cookie },
    payload: {
      name: 'Sharma family',
      members: [{ name: 'Rajesh Sharma' }, { name: 'Sunita Sharma' }],
      events: ['mehendi-ceremony', 'sagan', 'jaimaal-wedding-ceremony'],
      plusOnes: 2,
    },
  });
  return `/i/${(created.json() as Household).token}${query}`;
}

/** What a phone downloads for the first view of this page, as the app serves it. */
const firstViewOf = (t: TestAppHandle, path: string): Promise<FirstView> =>
  measureFirstView(async (url, headers) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    const encoding = response.headers['content-encoding'];
    return {
      status: response.statusCode,
      body: response.rawPayload,
      encoding: typeof encoding === 'string' ? encoding : undefined,
    };
  }, path);

/** An update for everyone, as the couple posts one on the day: shown at the top of every page, in its language. */
const UPDATE = { en: 'The Haldi moves to 11:00, on the lawn', hi: 'हल्दी अब 11:00 बजे, लॉन पर' };

// Each page as it first is, and with an update shown at its top: the same budgets hold for both.
for (const withUpdate of [false, true])
  for (const page of [
    'the open invitation',
    "a household's own page",
    'the open invitation in Hindi',
    "a household's own page in Hindi",
  ] as const) {
    describe(`guest page budget (brotli, as served): ${page}${withUpdate ? ', with an update shown' : ''}`, () => {
      const t = useTestApp({ signedIn: true, site: guestListSite() });
      let view: FirstView;
      before(async () => {
        if (withUpdate) {
          const posted = await t.app.inject({
            method: 'POST',
            url: '/api/admin/updates',
            headers: { cookie: t.cookie },
            payload: { text: UPDATE },
          });
          assert.equal(posted.statusCode, 201, posted.body);
        }
        const query = hindi(page) ? '?lang=hi' : '';
        const path = page.startsWith("a household's") ? await sharmasPage(t, query) : `/${query}`;
        view = await firstViewOf(t, path);
        if (withUpdate) assert.ok(view.html.includes(hindi(page) ? UPDATE.hi : UPDATE.en), 'the update is on the page');
      });

      test(`JavaScript of the first view is at most ${BUDGET.jsBytes} bytes`, () => {
        assert.ok(
          view.jsBytes <= BUDGET.jsBytes,
          `${view.jsBytes} bytes: ${JSON.stringify(view.files.filter((f) => f.kind === 'js'))}`,
        );
      });

      test(`CSS is at most ${BUDGET.cssBytes} bytes`, () => {
        assert.ok(view.cssBytes > 0 && view.cssBytes <= BUDGET.cssBytes, `${view.cssBytes} bytes`);
      });

      test(`everything together (HTML, JS, CSS, fonts, the portrait) is at most ${BUDGET.totalBytes} bytes`, () => {
        assert.ok(view.totalBytes <= BUDGET.totalBytes, `${view.totalBytes} bytes: ${JSON.stringify(view.files)}`);
      });

      if (hindi(page)) {
        test('a Hindi page downloads its Devanagari face, and says it is Hindi', () => {
          assert.ok(
            view.files.some((f) => f.kind === 'font' && f.url.includes('devanagari')),
            JSON.stringify(view.files.map((f) => f.url)),
          );
          assert.match(view.html, /^<!doctype html><html lang="hi[-"]/);
        });
      } else {
        test('an English page downloads no Devanagari face', () => {
          assert.ok(
            view.files.every((f) => !f.url.includes('devanagari')),
            JSON.stringify(view.files.map((f) => f.url)),
          );
          assert.match(view.html, /^<!doctype html><html lang="en[-"]/);
        });
      }

      test('the first view loads the hero fonts as woff2 and nothing of the admin page or the toasts', () => {
        const fonts = view.files.filter((f) => f.kind === 'font');
        assert.ok(fonts.length >= 1 && fonts.every((f) => f.url.endsWith('.woff2')));
        assert.ok(
          view.files.every((f) => !/AdminPage|Toaster/.test(f.url)),
          JSON.stringify(view.files.map((f) => f.url)),
        );
      });
    });
  }

// A family's first view in its language, in each of the couple's looks: at most 135 KB in English and 190 KB in Hindi
// (its Devanagari face is the difference). A page carries only its own look's palette and motifs.
for (const look of ['maroon', 'marigold', 'pastel'] as const)
  for (const language of ['en', 'hi'] as const) {
    const budget = language === 'hi' ? 190_000 : 135_000;
    describe(`a family's first view in the ${look} look (${language})`, () => {
      const t = useTestApp({ signedIn: true, site: { ...guestListSite(), theme: look } });
      test(`is at most ${budget} bytes, with no other look's motifs`, async (context) => {
        const view = await firstViewOf(t, await sharmasPage(t, `?lang=${language}`));
        context.diagnostic(`${view.totalBytes} bytes: JS ${view.jsBytes}, CSS ${view.cssBytes}`);
        assert.ok(view.totalBytes <= budget, `${view.totalBytes} bytes: ${JSON.stringify(view.files)}`);
        // One look's toran, not three.
        assert.equal(view.html.match(/--toran:/g)?.length, 1);
      });
    });
  }

// A family's first view in each language of the registry, within its budget (familyFirstViewBudget). Besides
// Playfair's Latin, a page downloads its own script's face and no other: the faces' ranges overlap (the danda is in
// Devanagari's and Bengali's), and the page's own family comes first.
describe("a family's first view in each language of the registry", () => {
  const t = useTestApp({ signedIn: true, site: { ...guestListSite(), languages: [...LANGUAGES] } });
  let page: string;
  before(async () => {
    page = await sharmasPage(t, '?lang=');
  });
  for (const { code, englishName, script } of LANGUAGE_REGISTRY) {
    const budget = familyFirstViewBudget(code);
    const { fontPackage } = SCRIPTS[script];
    test(`${englishName}: at most ${budget} bytes, with ${fontPackage}'s face and Playfair's only`, async (context) => {
      const view = await firstViewOf(t, `${page}${code}`);
      const fonts = view.files.filter((f) => f.kind === 'font');
      context.diagnostic(`${view.totalBytes} bytes: fonts ${view.fontBytes}, JS ${view.jsBytes}, CSS ${view.cssBytes}`);
      assert.match(view.html, new RegExp(`^<!doctype html><html lang="${code}[" -]`));
      assert.ok(view.totalBytes <= budget, `${view.totalBytes} bytes: ${JSON.stringify(view.files)}`);
      assert.ok(
        fonts.some((f) => f.url.includes(`/${fontPackage}-`)),
        JSON.stringify(fonts),
      );
      assert.deepEqual(
        fonts.filter((f) => !f.url.includes(`/${fontPackage}-`) && !f.url.includes('/playfair-display-')),
        [],
      );
    });
  }
});
