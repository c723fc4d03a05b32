// Shagun by UPI: off unless the couple gives a UPI id in site.json; then both invitations show its link and its QR
// code, in the couple's words or the site's own, in the page's language.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

const shown = (html: string) => html.replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '');
const LINK = 'upi://pay?pa=ananya.sharma@okhdfcbank&amp;pn=Ananya%20Sharma&amp;cu=INR';

describe('shagun by UPI, when the couple gives a UPI id', () => {
  const t = useTestApp({
    signedIn: true,
    site: {
      ...guestListSite(),
      shagun: {
        upi: 'ananya.sharma@okhdfcbank',
        payee: 'Ananya Sharma',
        note: { en: 'For those who cannot come', hi: 'जो नहीं आ सकते, उनके लिए' },
      },
    },
  });

  test('the open page and a household’s page show its link and QR code, in the page’s language', async () => {
    const open = shown((await t.app.inject({ method: 'GET', url: '/' })).body);
    assert.ok(open.includes(`href="${LINK}"`), 'the link');
    assert.match(
      open,
      /<div class="shagun__qr" role="img" aria-label="A QR code for sending shagun to Ananya Sharma by UPI"><svg/,
    );
    assert.ok(open.includes('For those who cannot come'));
    const hindi = shown((await t.app.inject({ method: 'GET', url: '/?lang=hi' })).body);
    assert.ok(hindi.includes('जो नहीं आ सकते, उनके लिए') && hindi.includes('UPI से शगुन भेजें'));
    const household = await t.addHousehold({
      name: 'Kapoor family',
      members: [{ name: 'Anil Kapoor' }],
      events: ['mehendi-ceremony'],
    });
    const own = shown((await t.app.inject({ method: 'GET', url: `/i/${household.token}` })).body);
    assert.ok(own.includes(`href="${LINK}"`));
  });

  test('a UPI id that is not one is refused with the field named, and nothing changes', async () => {
    const current = await t.app.inject({ method: 'GET', url: '/api/admin/site', headers: { cookie: t.cookie } });
    const { version, site } = current.json() as { version: string; site: Record<string, unknown> };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site',
      headers: { cookie: t.cookie, 'if-match': `"${version}"` },
      payload: { ...site, shagun: { upi: 'not a upi id', payee: 'Ananya' } },
    });
    assert.equal(saved.statusCode, 400);
    assert.match(saved.json().message, /^shagun\.upi: /);
  });
});

describe('shagun by UPI, by default', () => {
  const t = useTestApp({ site: guestListSite() });

  test('is nowhere on the invitation', async () => {
    const open = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.ok(!open.includes('upi://') && !open.includes('class="shagun"'));
  });
});
