// A family that answers without the script (its form posted as it is, POST /i/<token>) is thanked as the script
// thanks it: the page that comes back says the same heading and words, in the family's language, above its answer;
// the page opened later says "Your answer" again.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { textsIn } from '../../shared/i18n/by-language';
import { LANGUAGE_REGISTRY, LANGUAGES } from '../../shared/site/languages';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
// What the page shows, without its data for the script, which holds every text of the page's language.
const shown = (html: string) => html.replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '');
const summaryHeading = (html: string) => /<div class="answer-summary"><h3[^>]*>(.*?)<\/h3>/.exec(shown(html))?.[1];

describe('an answer posted without the script is thanked', () => {
  const t = useTestApp({ signedIn: true, site: { ...guestListSite(), languages: [...LANGUAGES] } });

  for (const { code, englishName } of LANGUAGE_REGISTRY)
    test(`in ${englishName}: "${textsIn(code).thanksHousehold}", then "${textsIn(code).yourAnswer}" on a later visit`, async () => {
      const household = await t.addHousehold({
        name: `${englishName} family`,
        members: [{ name: 'Asha' }],
        events: ['mehendi-ceremony'],
      });
      const url = `/i/${household.token}?lang=${code}`;
      const texts = textsIn(code);
      const answer = new URLSearchParams({ 'p0.e.mehendi-ceremony': 'yes' });
      const posted = await t.app.inject({ method: 'POST', url, headers: FORM, payload: answer.toString() });
      assert.equal(posted.statusCode, 200, posted.body.slice(0, 300));
      assert.equal(summaryHeading(posted.body), escaped(texts.thanksHousehold));
      const [before, after] = texts.changeUntil.split('{deadline}');
      assert.match(
        shown(posted.body),
        new RegExp(`<p>${escaped(before ?? '')}<bdi>[^<]+</bdi>${escaped(after ?? '')}</p>`),
      );
      const later = await t.app.inject({ method: 'GET', url });
      assert.equal(summaryHeading(later.body), escaped(texts.yourAnswer));
    });
});
