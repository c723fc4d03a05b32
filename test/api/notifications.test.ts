// A note to the couple on every answer, through a real webhook receiver and a real SMTP server on 127.0.0.1.
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { addHousehold, signIn, startTestApp, type TestApp } from '../helpers/app';
import { guestListSite, PRIVATE_EVENT_TITLE } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';
import { startSmtpReceiver } from '../helpers/smtp-receiver';
import { familyAnswers } from './calls';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook that answers `failures` requests with 500 before it takes one. */
async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  failNext: (n: number) => void;
  close: () => Promise<void>;
  server: Server;
}> {
  const received: Received[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500).end('down for a moment');
        return;
      }
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wedding-notes`,
    received,
    server,
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Looks again every 20 ms until it holds (the notes are sent after the answer's reply, in the background). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.ok(check(), what);
}

const ASHA = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  guestCount: 1,
  attending: true,
  dietaryRestrictions: 'Jain',
};

describe('a note to the couple on every answer', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let t: TestApp;
  const log = new PassThrough();
  const logLines: string[] = [];
  log.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

  before(async () => {
    receiver = await startReceiver();
    smtp = await startSmtpReceiver();
    t = await startTestApp({
      site: guestListSite(),
      notify: { url: receiver.url, smtpUrl: smtp.url, email: 'couple@example.com' },
      notifyRetryDelaysMs: [50, 50, 50],
      logStream: log,
    });
  });
  after(async () => {
    await t.close();
    await receiver.close();
    await smtp.close();
  });

  test('an answer through the open form reaches the webhook and the mail server, after it is stored', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/rsvp', payload: ASHA });
    assert.equal(response.statusCode, 201);
    await eventually(() => receiver.received.length === 1 && smtp.messages.length === 1, 'the note arrives');
    const [note] = receiver.received;
    assert.equal(note?.headers.title, 'RSVP: Asha Verma is coming');
    assert.equal(note?.body, 'Asha Verma (asha@example.com): coming, 1 guest\nDietary: Jain');
    const mail = smtp.messages[0] ?? '';
    assert.match(mail, /^Subject: RSVP: Asha Verma is coming\r?$/m);
    assert.match(mail, /^To: couple@example\.com\r?$/m);
    assert.match(mail, /Asha Verma \(asha@example\.com\): coming, 1 guest/);
  });

  test("a household's answer says, for each of its functions, who is coming; the couple's note names the private one", async () => {
    const cookie = await signIn(t.app);
    const household = await addHousehold(
      t.app,
      cookie,
      householdNamed('Sharma family', ['Rajesh Sharma', 'Sunita Sharma'], ['mehendi-ceremony', 'sagan']),
    );
    receiver.received.length = 0;
    const [rajesh, sunita] = household.members;
    const answer = {
      members: [
        { id: rajesh?.id, events: { 'mehendi-ceremony': true, sagan: true } },
        { id: sunita?.id, events: { 'mehendi-ceremony': true, sagan: false } },
      ],
      message: 'So happy for you both!',
    };
    await familyAnswers(t.app, household, answer);
    await eventually(() => receiver.received.length === 1, 'the note arrives');
    assert.equal(receiver.received[0]?.headers.title, 'Sharma family answered');
    assert.equal(
      receiver.received[0]?.body,
      `Mehendi Ceremony: 2 coming (Rajesh Sharma, Sunita Sharma)\n${PRIVATE_EVENT_TITLE}: 1 coming (Rajesh Sharma)\nMessage: So happy for you both!`,
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${household.token}/response`,
      payload: { ...answer, message: null },
    });
    await eventually(() => receiver.received.length === 2, 'the second note arrives');
    assert.equal(receiver.received[1]?.headers.title, 'Sharma family changed their answer');
  });

  test('a webhook down for a moment gets the note on a retry, with a line in the log for each failure', async () => {
    receiver.received.length = 0;
    receiver.failNext(2);
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/rsvp',
          payload: { ...ASHA, fullName: 'Vikram Rao', attending: false },
        })
      ).statusCode,
      201,
    );
    await eventually(() => receiver.received.length === 1, 'the note arrives on the third try');
    assert.equal(receiver.received[0]?.headers.title, 'RSVP: Vikram Rao cannot come');
    const retries = logLines.filter((line) => line.includes('a note through NOTIFY_URL failed; trying again'));
    assert.equal(retries.length, 2);
    assert.match(retries[0] ?? '', /answered 500/);
  });
});

describe('with the webhook gone', () => {
  test('answers are still stored and answered 201, and the note is given up with an error in the log', async () => {
    const receiver = await startReceiver();
    const deadUrl = receiver.url;
    await receiver.close();
    const log = new PassThrough();
    const lines: string[] = [];
    log.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const t = await startTestApp({
      notify: { url: deadUrl, smtpUrl: undefined, email: undefined },
      notifyRetryDelaysMs: [20, 20],
      logStream: log,
    });
    try {
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/rsvp',
          payload: { ...ASHA, fullName: `Guest ${i}` },
        });
        assert.equal(response.statusCode, 201);
      }
      assert.equal((t.db.prepare('SELECT count(*) AS n FROM rsvps').get() as { n: number }).n, 3);
      await eventually(
        () => lines.filter((line) => line.includes('giving up')).length === 3,
        'each note is given up after its retries',
      );
      const givenUp = JSON.parse(lines.find((line) => line.includes('giving up')) ?? '{}') as {
        level: number;
        attempts: number;
      };
      assert.equal(givenUp.level, 50, 'an error, for the couple to see');
      assert.equal(givenUp.attempts, 3);
    } finally {
      await t.close();
    }
  });
});
