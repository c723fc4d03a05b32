// QR codes for printed cards: each decodes (with jsQR, a real decoder, from the PNG as served) to the link it stands
// for; only the couple can fetch them; the print sheet has one card per household.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { chooseAdminLanguage } from './calls';

function decodePng(body: Buffer): string | undefined {
  const image = PNG.sync.read(body);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

describe('QR codes, without PUBLIC_URL', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const admin = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: t.cookie, ...headers } });
  const create = async (name: string): Promise<Household> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households',
      headers: { cookie: t.cookie },
      payload: { name, members: [{ name: `${name} elder` }], events: ['mehendi-ceremony'] },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };

  test("a household's PNG decodes to its private link, at the address the admin was opened with", async () => {
    const household = await create('Sharma family');
    const response = await admin(`/api/admin/households/${household.id}/qr.png`, { host: 'wedding.example:8080' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.equal(response.headers['content-disposition'], `attachment; filename="invitation-qr-${household.id}.png"`);
    assert.equal(decodePng(response.rawPayload), `http://wedding.example:8080/i/${household.token}`);
  });

  test("a household's SVG is a QR code of the same link", async () => {
    const household = await create('Kapoor family');
    const response = await admin(`/api/admin/households/${household.id}/qr.svg`, { host: 'wedding.example' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/svg+xml');
    assert.match(response.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    // A size of its own, so that a program drawing it as it is makes a code a scanner reads, not 41 pixels.
    assert.match(response.body, /^<svg [^>]*width="40mm" height="40mm"/);
    // (The SVG is decoded too, as Chromium draws it, in test/e2e/print-cards.test.ts.)
  });

  test("the site's code decodes to the open invitation", async () => {
    const response = await admin('/api/admin/qr/site.png', { host: 'wedding.example' });
    assert.equal(decodePng(response.rawPayload), 'http://wedding.example/');
    assert.equal(
      (await admin('/api/admin/qr/site.svg', { host: 'wedding.example' })).headers['content-type'],
      'image/svg+xml',
    );
  });

  test("only the couple may have them: a household's code is its private link", async () => {
    const household = await create('Mehta family');
    for (const url of [
      `/api/admin/households/${household.id}/qr.png`,
      `/api/admin/households/${household.id}/qr.svg`,
      '/api/admin/qr/site.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 401, url);
    }
    const cards = await t.app.inject({ method: 'GET', url: '/admin/print/cards' });
    assert.equal(cards.statusCode, 303);
    assert.equal(cards.headers.location, '/admin');
  });

  test('an unknown household or format is a 404 or 400 that says so', async () => {
    const missing = await admin('/api/admin/households/999999/qr.png');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.json().message, /no household 999999/);
    const gif = await admin('/api/admin/qr/site.gif');
    assert.equal(gif.statusCode, 400);
    assert.match(gif.json().message, /format/);
  });

  test('at an address only this computer or this home network opens, codes are made only when asked anyway', async () => {
    const household = await create('Iyer family');
    for (const [host, why] of [
      ['127.0.0.1:3000', /only this computer can open it/],
      ['localhost', /only this computer can open it/],
      ['192.168.1.20:3000', /only devices on this home network can open it/],
      ['raspberrypi.local', /only devices on this home network can open it/],
    ] as const) {
      for (const url of [`/api/admin/households/${household.id}/qr.png`, '/api/admin/qr/site.svg']) {
        const refused = await admin(url, { host });
        assert.equal(refused.statusCode, 409, `${host} ${url}`);
        assert.equal(refused.json().error, 'address-not-public');
        assert.match(refused.json().message, why);
        assert.match(refused.json().message, new RegExp(`would hold http://${host.replace(/\./g, '\\.')}`));
      }
      const sheet = await admin('/admin/print/cards', { host });
      assert.equal(sheet.statusCode, 409);
      assert.match(sheet.body, /<a href="\/admin\/print\/cards\?anyway=1">Print them anyway<\/a>/);
      assert.doesNotMatch(sheet.body, /<article class="card">/);
    }
    const anyway = await admin(`/api/admin/households/${household.id}/qr.png?anyway=1`, { host: '127.0.0.1:3000' });
    assert.equal(anyway.statusCode, 200);
    assert.equal(decodePng(anyway.rawPayload), `http://127.0.0.1:3000/i/${household.token}`);
    assert.equal((await admin('/admin/print/cards?anyway=1', { host: '127.0.0.1:3000' })).statusCode, 200);
  });

  test('the exported list carries absolute links, at the address the admin was opened with', async () => {
    const household = await create('Nair family');
    const sheet = (await admin('/api/admin/households.csv', { host: 'wedding.example' })).body;
    assert.ok(sheet.includes(`,http://wedding.example/i/${household.token},`), sheet.slice(0, 400));
  });

  test('the print sheet: one card per household, named and escaped, each code its link, and a word about PUBLIC_URL', async () => {
    await create('<Verma> & "Sons"');
    const response = await admin('/admin/print/cards', { host: 'wedding.example' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    const html = response.body;
    const households = (await admin('/api/admin/households')).json() as Household[];
    assert.equal(html.match(/<article class="card">/g)?.length, households.length);
    for (const household of households)
      assert.ok(html.includes(`wedding.example/i/${household.token}`), household.name);
    assert.ok(html.includes('&lt;Verma&gt; &amp; &quot;Sons&quot;'));
    assert.ok(!html.includes('<Verma>'));
    assert.match(html, /No public address is set, so these codes hold http:\/\/wedding\.example/);
    // The page's one inline style is allowed by its hash, and nothing else is.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    assert.match(
      String(response.headers['content-security-policy']),
      new RegExp(`style-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
  });

  test("each card's line is in its household's language, whatever language the sheet is printed in", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households',
      headers: { cookie: t.cookie },
      payload: { name: 'Subramaniam family', language: 'ta', members: [{ name: 'Lakshmi Subramaniam' }], events: [] },
    });
    assert.equal(response.statusCode, 201, response.body);
    const html = (await admin('/admin/print/cards', { host: 'wedding.example' })).body;
    const card = /<article class="card"><div lang="ta">[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
    assert.match(card, /<h2 class="card__household">Subramaniam family<\/h2>/);
    assert.match(card, /<p class="card__hint">உங்கள் அழைப்பிதழைத் திறந்து பதில் அளிக்க இந்தக் கோடை ஸ்கேன் செய்யவும்\.<\/p>/);
    assert.match(html, /<html lang="en">/);
  });
});

describe('QR codes, with PUBLIC_URL', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite(), publicUrl: 'https://wedding.example.com' });

  test('carry the public address whatever address the admin was opened with, and the sheet has no warning', async () => {
    const household = await t.addHousehold({
      name: 'Gupta family',
      members: [{ name: 'Ravi Gupta' }],
      events: ['mehendi-ceremony'],
    });
    const png = await t.app.inject({
      method: 'GET',
      url: `/api/admin/households/${household.id}/qr.png`,
      headers: { cookie: t.cookie, host: '192.168.1.20:3000' },
    });
    assert.equal(decodePng(png.rawPayload), `https://wedding.example.com/i/${household.token}`);
    const sheet = await t.app.inject({ method: 'GET', url: '/admin/print/cards', headers: { cookie: t.cookie } });
    assert.ok(sheet.body.includes(`wedding.example.com/i/${household.token}`));
    // Sent as the cards are drawn, not held whole until the last of 5,000 is: no length is known beforehand.
    assert.equal(sheet.headers['content-length'], undefined);
    assert.match(sheet.body, /<\/main><\/body><\/html>$/);
    assert.doesNotMatch(sheet.body, /No public address is set/);
    assert.match(sheet.body, /<h1>Invitation cards<\/h1><p>1 card, eight to an A4 page/);
    // Printed by someone who reads the admin in Hindi: the sheet's own words are Hindi; the card keeps its family's.
    await chooseAdminLanguage(t.app, t.cookie, 'hi');
    const hindi = (await t.app.inject({ method: 'GET', url: '/admin/print/cards', headers: { cookie: t.cookie } }))
      .body;
    assert.match(hindi, /<html lang="hi">/);
    assert.match(hindi, /<h1>निमंत्रण कार्ड<\/h1><p>1 कार्ड, A4 के एक पन्ने पर आठ।/);
    assert.match(hindi, /एडमिन पर वापस जाएँ/);
    assert.match(hindi, /Scan the code to open your invitation and answer\./);
  });
});
