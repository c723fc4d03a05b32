// An update e-mailed in one go through the couple's own mail server: each household with an address gets one
// message, in its language, with its own link; those without one are counted; with no mail server set, it says how
// to set one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { App } from '../../src/app';
import { addHousehold, signIn, startTestApp, type TestApp, useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';
import { startSmtpReceiver } from '../helpers/smtp-receiver';

/** The test app of a describe(), mailing through an SMTP receiver of its own, its couple signed in; closed after. */
function withMailServer(publicUrl?: string) {
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
  let started: TestApp | undefined;
  let cookie = '';
  before(async () => {
    receiver = await startSmtpReceiver();
    started = await startTestApp({
      site: guestListSite(),
      ...(publicUrl && { publicUrl }),
      notify: { url: undefined, smtpUrl: receiver.url, email: 'couple@example.com' },
    });
    cookie = await signIn(started.app);
  });
  after(async () => {
    await started?.close();
    await receiver?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('withMailServer(): not started yet; use it inside a test');
    return value;
  };
  return {
    t: {
      get app() {
        return ready(started).app;
      },
      get cookie() {
        return cookie;
      },
    },
    smtp: {
      get messages() {
        return ready(receiver).messages;
      },
    },
  };
}

/** An update posted by the couple, in the languages given; its id. */
async function postUpdate(app: App, cookie: string, text: Record<string, string>): Promise<number> {
  const posted = await app.inject({
    method: 'POST',
    url: '/api/admin/updates',
    headers: { cookie },
    payload: { text },
  });
  assert.equal(posted.statusCode, 201, posted.body);
  return (posted.json() as { id: number }).id;
}

/** The couple presses "e-mail it" on an update. */
const emailUpdate = (app: App, cookie: string, id: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/admin/updates/${id}/email`, headers: { cookie, ...headers } });

describe('an update, e-mailed to its households', () => {
  const { t, smtp } = withMailServer('https://wedding.example.com');

  test('goes once to each household with an address, in its language and with its own link', async () => {
    const create = (name: string, email: string | null, language: 'en' | 'hi') =>
      addHousehold(t.app, t.cookie, {
        name,
        email,
        language,
        members: [{ name: `${name} elder` }],
        events: ['mehendi-ceremony'],
      });
    const kapoors = await create('Kapoor family', 'kapoors@example.com', 'en');
    const sharmas = await create('Sharma family', 'sharmas@example.com', 'hi');
    await create('Verma family', null, 'en');
    const id = await postUpdate(t.app, t.cookie, {
      en: 'Buses leave the hotel at 17:30',
      hi: 'बसें होटल से 17:30 बजे चलेंगी',
    });
    const mailed = await emailUpdate(t.app, t.cookie, id);
    assert.equal(mailed.statusCode, 200, mailed.body);
    assert.deepEqual(mailed.json(), { sent: 2, withoutEmail: 1, failed: 0, mailedBefore: 0 });
    assert.equal(smtp.messages.length, 2);
    const to = (address: string) => smtp.messages.find((message) => message.includes(`To: ${address}`)) ?? '';
    assert.ok(to('kapoors@example.com').includes(`https://wedding.example.com/i/${kapoors.token}`));
    assert.ok(!to('kapoors@example.com').includes(sharmas.token), 'one household’s link only');
    assert.ok(!to('kapoors@example.com').includes('sharmas@example.com'), 'no other household’s address');
    // The Hindi household's message, decoded from its transfer encoding, is in Hindi.
    const sharmaBody = Buffer.from(
      to('sharmas@example.com')
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n')
        .replace(/=\r?\n/g, ''),
    ).toString('utf8');
    const decoded = sharmaBody.includes('=E0')
      ? decodeURIComponent(sharmaBody.replace(/=([0-9A-F]{2})/g, '%$1'))
      : Buffer.from(sharmaBody.replace(/\s/g, ''), 'base64').toString('utf8');
    assert.ok(decoded.includes('बसें होटल से 17:30 बजे चलेंगी'), decoded.slice(0, 200));
    // The couple's list of who has had it says who it was e-mailed to, and who still needs telling another way.
    const reach = await t.app.inject({
      method: 'GET',
      url: `/api/admin/updates/${id}/households`,
      headers: { cookie: t.cookie },
    });
    assert.deepEqual(
      (reach.json() as { name: string; channel: string | null }[]).map((household) => [
        household.name,
        household.channel,
      ]),
      // Those told nothing yet first: the Vermas, who have no address.
      [
        ['Verma family', null],
        ['Kapoor family', 'email'],
        ['Sharma family', 'email'],
      ],
    );
  });

  test('pressed twice, at once or later, mails each household once', async () => {
    await addHousehold(t.app, t.cookie, householdNamed('Twice family', ['T'], [], { email: 'twice@example.com' }));
    const id = await postUpdate(t.app, t.cookie, { en: 'Dinner moves to the lawn' });
    const before = smtp.messages.length;
    const press = () => emailUpdate(t.app, t.cookie, id);
    const [first, second] = await Promise.all([press(), press()]);
    assert.deepEqual(
      [first.statusCode, second.statusCode].sort(),
      [200, 409],
      'the second press while the first is sending is told so',
    );
    const mailedNow = smtp.messages.length - before;
    assert.equal(mailedNow, 3, 'the Kapoors, the Sharmas and the Twices, once each');
    const later = await press();
    assert.equal(later.statusCode, 200);
    assert.deepEqual(later.json(), { sent: 0, withoutEmail: 1, failed: 0, mailedBefore: 3 });
    assert.equal(smtp.messages.length - before, 3, 'no one mailed twice');
  });
});

describe('an update, e-mailed from a site with no public address', () => {
  const { t, smtp } = withMailServer();

  test('is not mailed with links only this computer opens; the couple is told what to set', async () => {
    await addHousehold(t.app, t.cookie, householdNamed('Far family', ['F'], [], { email: 'far@example.com' }));
    const id = await postUpdate(t.app, t.cookie, { en: 'Buses at 17:30' });
    const mailed = await emailUpdate(t.app, t.cookie, id, { host: '127.0.0.1:3000' });
    assert.equal(mailed.statusCode, 409, mailed.body);
    assert.match((mailed.json() as { message: string }).message, /only this computer/);
    assert.equal(smtp.messages.length, 0);
  });
});

describe('an update, with no mail server set', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });

  test('is not e-mailed, and the couple is told how to set one', async () => {
    const id = await postUpdate(t.app, t.cookie, { en: 'Buses leave at 17:30' });
    const mailed = await emailUpdate(t.app, t.cookie, id);
    assert.equal(mailed.statusCode, 409);
    assert.match(mailed.json().message, /set SMTP_URL and NOTIFY_EMAIL/);
  });
});
