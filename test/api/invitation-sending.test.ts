// How far each invitation has come: sent by the couple, delivered to a chat (its preview drawn), opened in a browser.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AuditEntry } from '../../shared/guests/admin-shapes';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';

const WHATSAPP_PREVIEW = 'WhatsApp/2.23.20.0 A';
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

describe('sending invitations', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  const admin = t.asCouple;
  const create = async (input: object): Promise<Household> => {
    const response = await admin('POST', '/api/admin/households', {
      members: [{ name: 'Someone' }],
      events: ['mehendi-ceremony'],
      ...input,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  const current = async (id: number): Promise<Household> => (await admin('GET', `/api/admin/households/${id}`)).json();

  test('not sent, sent, delivered, opened, answered: each step once, in order', async () => {
    const household = await create({ name: 'Sharma family', phone: '098765 43210' });
    assert.equal(household.status, 'not-sent');

    const sent = await admin('POST', `/api/admin/households/${household.id}/sent`, {
      kind: 'invite',
      channel: 'whatsapp',
    });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().status, 'sent');
    assert.equal(sent.json().sentBy, 'whatsapp');
    assert.ok(sent.json().sentAt);

    // WhatsApp fetches the link to draw its preview: the message reached the chat, nobody has read it yet.
    const preview = await t.app.inject({
      method: 'GET',
      url: household.link,
      headers: { 'user-agent': WHATSAPP_PREVIEW },
    });
    assert.equal(preview.statusCode, 200);
    assert.doesNotMatch(
      preview.body,
      /<meta property="og:[^>]*Sharma/,
      "the preview never carries the household's name",
    );
    let now = await current(household.id);
    assert.equal(now.status, 'delivered');
    assert.equal(now.openedAt, null);

    const opened = await t.app.inject({ method: 'GET', url: household.link, headers: { 'user-agent': PHONE_BROWSER } });
    assert.equal(opened.statusCode, 200);
    now = await current(household.id);
    assert.equal(now.status, 'opened');
    const deliveredAt = now.deliveredAt;

    // Another preview later (the link forwarded to a cousin) changes nothing already known.
    await t.app.inject({
      method: 'GET',
      url: household.link,
      headers: { 'user-agent': 'TelegramBot (like TwitterBot)' },
    });
    now = await current(household.id);
    assert.equal(now.status, 'opened');
    assert.equal(now.deliveredAt, deliveredAt);
  });

  test('a reminder is noted beside the invitation, and the audit log says how each went', async () => {
    const household = await create({ name: 'Kapoor family' });
    await admin('POST', `/api/admin/households/${household.id}/sent`, { kind: 'invite', channel: 'sms' });
    const reminded = await admin('POST', `/api/admin/households/${household.id}/sent`, {
      kind: 'reminder',
      channel: 'copy',
    });
    assert.equal(reminded.statusCode, 200);
    assert.equal(reminded.json().sentBy, 'sms', 'the invitation went by SMS; the reminder does not rewrite that');
    assert.ok(reminded.json().remindedAt);
    const audit = (await admin('GET', '/api/admin/audit')).json() as AuditEntry[];
    const mine = audit
      .filter((entry) => entry.householdName === 'Kapoor family')
      .map((entry) => [entry.action, entry.detail]);
    assert.deepEqual(mine.slice(0, 2), [
      ['reminded', { channel: 'copy' }],
      ['sent', { channel: 'sms' }],
    ]);
  });

  test('a reminder to a household whose link went out by other means marks it sent too', async () => {
    const household = await create({ name: 'Gupta family' });
    const reminded = (
      await admin('POST', `/api/admin/households/${household.id}/sent`, { kind: 'reminder', channel: 'whatsapp' })
    ).json() as Household;
    assert.equal(reminded.status, 'sent');
    assert.equal(reminded.sentBy, 'whatsapp');
  });

  test('refuses an unknown channel or household, and asks for a session', async () => {
    const household = await create({ name: 'Mehta family' });
    const bad = await admin('POST', `/api/admin/households/${household.id}/sent`, {
      kind: 'invite',
      channel: 'pigeon',
    });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /channel/);
    assert.equal((await current(household.id)).status, 'not-sent');
    assert.equal(
      (await admin('POST', '/api/admin/households/99999/sent', { kind: 'invite', channel: 'sms' })).statusCode,
      404,
    );
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/admin/households/${household.id}/sent`,
      payload: { kind: 'invite', channel: 'sms' },
    });
    assert.equal(signedOut.statusCode, 401);
  });

  test("phones are given in international form, from site.json's country; one that cannot be read is flagged, not dropped", async () => {
    const readable = await create({ name: 'Verma family', phone: '098765-43210' });
    assert.equal(readable.phone, '098765-43210', 'kept as the couple typed it');
    assert.equal(readable.phoneInternational, '+919876543210');
    const abroad = await create({ name: 'Iyer family', phone: '+44 7911 123456' });
    assert.equal(abroad.phoneInternational, '+447911123456');
    const unreadable = await create({ name: 'Rao family', phone: '12345' });
    assert.equal(unreadable.phone, '12345');
    assert.equal(unreadable.phoneInternational, null);
  });
});

describe("site.json's defaultCountry", () => {
  const t = useTestApp({ signedIn: true, site: { ...guestListSite(), defaultCountry: 'GB' } });
  test("reads numbers without a country as that country's", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households',
      headers: { cookie: t.cookie },
      payload: { name: 'Smith family', members: [{ name: 'Jo Smith' }], events: [], phone: '07911 123456' },
    });
    assert.equal(response.json().phoneInternational, '+447911123456');
  });
});
