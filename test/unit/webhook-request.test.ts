import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import type { WeddingEvent } from '../../shared/site/events';
import { householdNote } from '../../src/reach/answer-notes';
import { webhookRequest } from '../../src/reach/webhook-request';

const NOTE = { title: 'Sharma family answered', text: 'Mehendi Ceremony: 2 coming' };

describe('the request each kind of webhook understands', () => {
  test('ntfy (and any other): the text as it is, the title in a header', () => {
    assert.deepEqual(webhookRequest('https://ntfy.sh/our-wedding-1234', NOTE), {
      headers: { 'content-type': 'text/plain; charset=utf-8', title: 'Sharma family answered' },
      body: 'Mehendi Ceremony: 2 coming',
    });
  });
  test('a title in Devanagari goes as an RFC 2047 word, which headers can carry', () => {
    const { headers } = webhookRequest('https://ntfy.example.com/wedding', {
      title: 'शर्मा परिवार ने उत्तर दिया',
      text: '',
    });
    assert.match(headers.title ?? '', /^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(headers.title ?? '')?.[1] ?? '';
    assert.equal(Buffer.from(encoded, 'base64').toString('utf8'), 'शर्मा परिवार ने उत्तर दिया');
  });
  test('Discord, Slack and Gotify get JSON in their own shape', () => {
    assert.deepEqual(JSON.parse(webhookRequest('https://discord.com/api/webhooks/1/abc', NOTE).body), {
      content: '**Sharma family answered**\nMehendi Ceremony: 2 coming',
      allowed_mentions: { parse: [] },
    });
    assert.deepEqual(JSON.parse(webhookRequest('https://hooks.slack.com/services/T/B/X', NOTE).body), {
      text: '*Sharma family answered*\nMehendi Ceremony: 2 coming',
    });
    assert.deepEqual(JSON.parse(webhookRequest('https://gotify.example.com/message?token=abc', NOTE).body), {
      title: NOTE.title,
      message: NOTE.text,
    });
  });
});

describe('notes a guest cannot forge', () => {
  test("a line break in a guest's message does not make a line of the note", () => {
    const household = {
      name: 'Sharma family',
      events: ['mehendi-ceremony'],
      response: {
        people: [{ name: 'Rajesh', events: { 'mehendi-ceremony': true } }],
        message: 'Evil\r\nSagan: 50 coming\u2028Haldi: 9 coming',
      },
    } as unknown as Household;
    const note = householdNote(
      household,
      [{ id: 'mehendi-ceremony', title: 'Mehendi Ceremony' } as WeddingEvent],
      false,
    );
    assert.deepEqual(note.text.split('\n'), [
      'Mehendi Ceremony: 1 coming (Rajesh)',
      'Message: Evil / Sagan: 50 coming / Haldi: 9 coming',
    ]);
  });
  test('Discord is told to ping no one, and Slack reads <!channel> as text', () => {
    const loud = { title: 'RSVP: @everyone is coming', text: 'Song: <!channel> <@U123> & friends' };
    const discord = JSON.parse(webhookRequest('https://discord.com/api/webhooks/1/abc', loud).body) as {
      content: string;
      allowed_mentions: unknown;
    };
    assert.deepEqual(discord.allowed_mentions, { parse: [] });
    assert.doesNotMatch(discord.content, /@everyone/);
    const slack = JSON.parse(webhookRequest('https://hooks.slack.com/services/T/B/X', loud).body) as { text: string };
    assert.equal(slack.text, '*RSVP: @everyone is coming*\nSong: &lt;!channel&gt; &lt;@U123&gt; &amp; friends');
  });
});
