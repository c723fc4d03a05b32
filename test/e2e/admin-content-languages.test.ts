// A wedding whose families read English, Tamil and Urdu: the couple chooses those three from every language the site
// knows, then writes each text in each of them, an Urdu one right to left, sees which are still missing, and
// previews the page in Tamil before guests get it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { LANGUAGES } from '../../shared/site/languages';
import type { SiteFile } from '../../shared/site/schema';
import { assertNoViolations } from './axe';
import { skipWithoutBrowser, useBrowserAndServer } from './browser';
import { openContentEditorOnAPhone } from './content-editor';

const TAMIL_TITLE = 'மெஹந்தி விழா';

/** WCAG's contrast ratio of two computed colours, "rgb(…)". */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r = 0, g = 0, bl = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

describe('the content in the languages the wedding chose', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();
  let context: BrowserContext;
  let page: Page;
  let editor: Locator;
  let pageErrors: string[];

  const saved = async () =>
    ((await (await context.request.get(`${suite.server.url}/api/admin/site`)).json()) as { site: SiteFile }).site;
  const save = async () => {
    await editor.getByRole('button', { name: 'Save the content' }).click();
    await editor.getByRole('status').getByText('Saved.').waitFor();
  };
  /** What the input's description says, as a screen reader reads it after its name. */
  const description = (input: Locator) =>
    input.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' '),
    );
  const mehendiTitle = () =>
    editor.getByRole('group', { name: /Mehendi Ceremony/ }).getByRole('group', { name: 'Title', exact: true });

  before(async () => {
    ({ context, page, pageErrors, editor } = await openContentEditorOnAPhone(suite));
  });
  after(() => context.close());

  test('the couple chooses English, Tamil and Urdu from every language the site knows', async () => {
    const choice = editor.getByRole('group', { name: 'Languages guests may read the site in' });
    // Each named in itself, and in the admin's language where that is another name.
    assert.equal(await choice.getByRole('checkbox').count(), LANGUAGES.length);
    await choice.getByRole('checkbox', { name: 'हिन्दी (Hindi)' }).uncheck();
    await choice.getByRole('checkbox', { name: 'தமிழ் (Tamil)' }).check();
    await choice.getByRole('checkbox', { name: 'اردو (Urdu)' }).check();
    const defaultLanguage = choice.getByLabel('A guest nothing else chooses for reads');
    assert.deepEqual(
      await defaultLanguage
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
      ['en', 'ta', 'ur'],
    );
    await save();
    const site = await saved();
    assert.deepEqual(site.languages, ['en', 'ta', 'ur']);
    assert.equal(site.defaultLanguage, undefined, 'English, the one the site opens in anyway, is not written out');
  });

  test('a function’s title has a Tamil and an Urdu input, the Urdu one right to left, each marked missing', async () => {
    const title = mehendiTitle();
    assert.equal(await title.getByRole('textbox').count(), 3, 'English, Tamil and Urdu: no Hindi');
    const tamil = title.getByLabel('தமிழ் (Tamil)');
    const urdu = title.getByLabel('اردو (Urdu)');
    assert.equal(await tamil.getAttribute('lang'), 'ta-IN');
    assert.equal(await tamil.getAttribute('dir'), 'ltr');
    assert.equal(await urdu.getAttribute('lang'), 'ur-IN');
    assert.equal(await urdu.getAttribute('dir'), 'rtl');
    // Missing is said, beside the language's name and as the input's description, and is not an error.
    assert.equal(await description(urdu), '(missing)');
    assert.equal(await description(tamil), '(missing)');
    assert.equal(await description(title.getByLabel('English')), '');
    assert.equal(await urdu.getAttribute('aria-invalid'), null);
    await assertNoViolations(page);
  });

  test('the missing mark is a quiet note, not an error: not the errors’ red nor bold, and AA contrast', async () => {
    // A string, not a function: tsx names inner functions with a helper that does not exist inside the page.
    const mark: { colour: string; background: string; errorRed: string; weight: string } = await page.evaluate(`(() => {
        const element = document.querySelector('.bilingual__missing');
        let behind = element;
        while (behind && /rgba\\(.*, 0\\)|transparent/.test(getComputedStyle(behind).backgroundColor))
          behind = behind.parentElement;
        const probe = document.createElement('span');
        probe.style.color = 'var(--red)';
        element.append(probe);
        const errorRed = getComputedStyle(probe).color;
        probe.remove();
        const style = getComputedStyle(element);
        const background = getComputedStyle(behind ?? document.body).backgroundColor;
        return { colour: style.color, background, errorRed, weight: style.fontWeight };
      })()`);
    assert.notEqual(mark.colour, mark.errorRed);
    assert.ok(Number(mark.weight) <= 500, `weight ${mark.weight}`);
    const ratio = contrast(mark.colour, mark.background);
    assert.ok(ratio >= 4.5, `${mark.colour} on ${mark.background}: ${ratio.toFixed(2)}:1`);
  });

  test('a Tamil title, saved, is what the Tamil guest page shows; the Urdu one stays missing', async () => {
    const title = mehendiTitle();
    await title.getByLabel('தமிழ் (Tamil)').fill(TAMIL_TITLE);
    assert.equal(await description(title.getByLabel('தமிழ் (Tamil)')), '');
    assert.equal(await description(title.getByLabel('اردو (Urdu)')), '(missing)');
    await save();
    const event = (await saved()).days.flatMap((day) => day.events).find((each) => each.id === 'mehendi-ceremony');
    // Its Hindi title is kept, for the day the wedding offers Hindi again.
    assert.deepEqual(event?.title, { en: 'Mehendi Ceremony', hi: 'मेहंदी', ta: TAMIL_TITLE });
    const tamilPage = await (await fetch(`${suite.server.url}/?lang=ta`)).text();
    assert.match(tamilPage, new RegExp(TAMIL_TITLE));
    assert.match(tamilPage, /<html lang="ta-IN"/);
  });

  test('the preview can be switched to Tamil, and shows the Tamil title', async () => {
    const preview = page.getByRole('region', { name: 'Preview' });
    const language = preview.getByLabel('Language');
    assert.deepEqual(
      await language.locator('option').evaluateAll((options) => options.map((option) => option.textContent)),
      ['English', 'தமிழ் (Tamil)', 'اردو (Urdu)'],
    );
    await language.selectOption('ta');
    await preview.getByRole('button', { name: 'Preview the invitation' }).click();
    const frame = page.frameLocator('iframe[title="The invitation as guests would see it"]');
    await frame.getByText(TAMIL_TITLE).first().waitFor();
    assert.equal(await frame.locator('html').getAttribute('lang'), 'ta-IN');
    assert.deepEqual(pageErrors, []);
  });
});
