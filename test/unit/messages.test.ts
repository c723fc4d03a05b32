import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_MESSAGES, fillMessage, householdMessage, unknownPlaceholders } from '../../shared/reach/messages';
import { mailLink, smsLink, whatsAppLink } from '../../shared/reach/share-links';
import { inLanguage } from '../../shared/site/languages';
import { DEFAULT_SITE } from '../../src/site/defaults';

describe('messages to households', () => {
  test('every placeholder is filled, each where it stands', () => {
    const text = fillMessage('Dear {household}, {couple} invite you. By {deadline}: {link} ({household})', {
      household: 'Sharma family',
      couple: 'Ananya & Rohan',
      deadline: 'May 15, 2025',
      link: 'https://example.org/i/abc',
    });
    assert.equal(
      text,
      'Dear Sharma family, Ananya & Rohan invite you. By May 15, 2025: https://example.org/i/abc (Sharma family)',
    );
  });

  test('a household whose name looks like a placeholder keeps its name', () => {
    const text = fillMessage('Dear {household}: {link}', { household: '{link}', couple: '', deadline: '', link: 'L' });
    assert.equal(text, 'Dear {link}: L');
  });

  test('a greeting the couple wrote with the honorific is not greeted twice', () => {
    const values = { couple: '', deadline: '', link: 'L' };
    assert.equal(fillMessage('आदरणीय {household},', { ...values, household: 'आदरणीय नानी जी' }), 'आदरणीय नानी जी,');
    assert.equal(fillMessage('Dear {household}: {link}', { ...values, household: 'dear Nani ji' }), 'Dear Nani ji: L');
    assert.equal(fillMessage('Dear {household},', { ...values, household: 'Dearest Nani' }), 'Dear Dearest Nani,');
  });

  test('an unknown placeholder is reported, and left as written', () => {
    assert.deepEqual(unknownPlaceholders('Dear {name}, see {link} {date}'), ['name', 'date']);
    assert.equal(fillMessage('Dear {name}', { household: 'x', couple: '', deadline: '', link: '' }), 'Dear {name}');
  });

  test('the defaults hold the link, and site.json templates replace them', () => {
    for (const template of Object.values(DEFAULT_MESSAGES).flatMap((kinds) => Object.values(kinds))) {
      assert.ok(template.includes('{link}'));
      assert.deepEqual(unknownPlaceholders(template), []);
    }
    const household = { name: 'Kapoor family', link: 'https://example.org/i/xyz' };
    assert.match(
      householdMessage(DEFAULT_SITE, 'invite', household),
      /^Dear Kapoor family,\n\nWith joy, Ananya & Rohan invite you[\s\S]*by May 15, 2025:\nhttps:\/\/example\.org\/i\/xyz$/,
    );
    const site = { ...DEFAULT_SITE, messages: { reminder: 'Namaste {household}! {link}' } };
    assert.equal(householdMessage(site, 'reminder', household), 'Namaste Kapoor family! https://example.org/i/xyz');
    assert.match(
      householdMessage(site, 'invite', household),
      /^Dear Kapoor family,/,
      'the invitation keeps its default',
    );
  });
});

describe("links that open the couple's own apps", () => {
  const text = 'Dear Sharma family,\n\nAnanya & Rohan: https://example.org/i/a?b=1 #1';
  test("in the household's language: Hindi defaults, and site.json's Hindi template and names when given", () => {
    const household = { name: 'कपूर परिवार', link: 'https://example.org/i/xyz' };
    const hindi = inLanguage(
      {
        ...DEFAULT_SITE,
        couple: { first: { en: 'Ananya', hi: 'अनन्या' }, second: { en: 'Rohan', hi: 'रोहन' } },
        rsvpDeadline: { en: 'May 15, 2025', hi: '15 मई 2025' },
      },
      'hi',
    );
    assert.match(
      householdMessage(hindi, 'invite', household, 'hi'),
      /^आदरणीय कपूर परिवार,\n\nअनन्या और रोहन के शुभ विवाह में आप सादर आमंत्रित हैं।[\s\S]*15 मई 2025 तक[\s\S]*\nhttps:\/\/example\.org\/i\/xyz$/,
    );
    const written = inLanguage(
      { ...DEFAULT_SITE, messages: { reminder: { en: 'Hello {household}: {link}', hi: 'नमस्ते {household}: {link}' } } },
      'hi',
    );
    assert.equal(householdMessage(written, 'reminder', household, 'hi'), 'नमस्ते कपूर परिवार: https://example.org/i/xyz');
  });

  test('WhatsApp: the digits of the number, and the whole message encoded', () => {
    const link = new URL(whatsAppLink('+919876543210', text));
    assert.equal(link.origin + link.pathname, 'https://wa.me/919876543210');
    assert.equal(link.searchParams.get('text'), text);
    assert.equal(new URL(whatsAppLink(null, text)).pathname, '/', 'without a number WhatsApp asks for the chat');
  });
  test('SMS keeps the + of the number; e-mail has a subject', () => {
    assert.equal(smsLink('+919876543210', 'Hi & bye'), 'sms:+919876543210?&body=Hi%20%26%20bye');
    const mail = mailLink('asha+family@example.com', 'Invitation', text);
    assert.ok(mail.startsWith('mailto:asha%2Bfamily@example.com?subject=Invitation&body='));
    assert.equal(decodeURIComponent(mail.split('&body=')[1] ?? ''), text);
  });
});
