import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { messageWordsIn } from '../../shared/reach/message-words';
import {
  coupleNames,
  fillMessage,
  householdMessage,
  messageSubject,
  newsIn,
  unknownPlaceholders,
  updateMessage,
  updateSubject,
} from '../../shared/reach/messages';
import { mailLink, smsLink, whatsAppLink } from '../../shared/reach/share-links';
import { inLanguage, LANGUAGES } from '../../shared/site/languages';
import { DEFAULT_SITE } from '../../src/site/defaults';

const english = messageWordsIn('en');
const hindi = messageWordsIn('hi');

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

  test('every language’s defaults hold the link, and use no placeholder site.json would refuse', () => {
    for (const language of LANGUAGES) {
      const words = messageWordsIn(language);
      for (const template of [words.invite, words.reminder, words.stay]) {
        assert.ok(template.endsWith('{link}'), `${language}: ${template}`);
        assert.deepEqual(unknownPlaceholders(template), [], language);
      }
      assert.ok(words.update.endsWith('{link}') && words.update.includes('{news}'), language);
    }
  });

  test('the defaults hold the link, and site.json templates replace them', () => {
    const household = { name: 'Kapoor family', link: 'https://example.org/i/xyz' };
    assert.match(
      householdMessage(DEFAULT_SITE, 'invite', household, english),
      /^Dear Kapoor family,\n\nWith joy, Ananya & Rohan invite you[\s\S]*by May 15, 2025:\nhttps:\/\/example\.org\/i\/xyz$/,
    );
    const site = { ...DEFAULT_SITE, messages: { reminder: 'Namaste {household}! {link}' } };
    assert.equal(
      householdMessage(site, 'reminder', household, english),
      'Namaste Kapoor family! https://example.org/i/xyz',
    );
    assert.match(
      householdMessage(site, 'invite', household, english),
      /^Dear Kapoor family,/,
      'the invitation keeps its default',
    );
  });
});

describe('subjects and updates, in the household’s language', () => {
  const couple = { first: 'Ananya', second: 'Rohan' };
  const household = { name: 'Kapoor family', link: 'https://example.org/i/xyz' };

  test('in English and Hindi, as they have always read', () => {
    assert.equal(
      messageSubject('invite', coupleNames(couple, english), english),
      'Invitation to the wedding of Ananya & Rohan',
    );
    assert.equal(messageSubject('reminder', 'A & B', english), 'A reminder: the wedding of A & B');
    assert.equal(messageSubject('stay', 'A & B', english), 'Your stay: the wedding of A & B');
    assert.equal(updateSubject(couple, english), 'Ananya & Rohan: news');
    assert.equal(
      updateMessage({ couple }, 'Buses leave at 17:30', household, english),
      'Dear Kapoor family,\n\nNews from Ananya & Rohan:\nBuses leave at 17:30\n\nYour invitation:\nhttps://example.org/i/xyz',
    );
    const names = { first: 'अनन्या', second: 'रोहन' };
    assert.equal(messageSubject('invite', coupleNames(names, hindi), hindi), 'अनन्या और रोहन के शुभ विवाह का निमंत्रण');
    assert.equal(messageSubject('reminder', 'क और ख', hindi), 'स्मरण: क और ख का शुभ विवाह');
    assert.equal(messageSubject('stay', 'क और ख', hindi), 'आपका ठहरना: क और ख का शुभ विवाह');
    assert.equal(updateSubject(names, hindi), 'अनन्या और रोहन: सूचना');
    assert.equal(
      updateMessage({ couple: names }, 'बसें 17:30 बजे चलेंगी', { ...household, name: 'आदरणीय कपूर परिवार' }, hindi),
      'आदरणीय कपूर परिवार,\n\nअनन्या और रोहन की ओर से सूचना:\nबसें 17:30 बजे चलेंगी\n\nआपका निमंत्रण:\nhttps://example.org/i/xyz',
    );
  });

  test('a Tamil household gets its invitation, its subject and an update in Tamil', () => {
    const tamil = messageWordsIn('ta');
    const site = inLanguage(
      {
        ...DEFAULT_SITE,
        couple: { first: { en: 'Ananya', ta: 'அனன்யா' }, second: { en: 'Rohan', ta: 'ரோஹன்' } },
        rsvpDeadline: { en: 'May 15, 2025', ta: '15 மே 2025' },
      },
      'ta',
    );
    const kapoors = { name: 'கபூர் குடும்பம்', link: 'https://example.org/i/xyz' };
    assert.equal(
      householdMessage(site, 'invite', kapoors, tamil),
      'அன்புள்ள கபூர் குடும்பம்,\n\nஅனன்யா மற்றும் ரோஹன் திருமண விழாவிற்கு உங்களை அன்புடன் அழைக்கிறோம். ' +
        'உங்கள் அழைப்பிதழைத் திறந்து, ஒவ்வொரு நிகழ்ச்சிக்கும் உங்கள் குடும்பத்திலிருந்து யார் யார் வருகிறார்கள் ' +
        'என்பதை 15 மே 2025 தேதிக்குள் தெரிவியுங்கள்:\nhttps://example.org/i/xyz',
    );
    assert.equal(
      messageSubject('invite', coupleNames(site.couple, tamil), tamil),
      'அனன்யா மற்றும் ரோஹன் திருமண விழாவிற்கு அழைப்பிதழ்',
    );
    assert.equal(updateSubject(site.couple, tamil), 'அனன்யா மற்றும் ரோஹன்: அறிவிப்பு');
    const news = newsIn({ en: 'Buses leave at 17:30', ta: 'பேருந்துகள் 17:30 மணிக்குப் புறப்படும்' }, 'ta');
    assert.equal(
      updateMessage(site, news, kapoors, tamil),
      'அன்புள்ள கபூர் குடும்பம்,\n\nஅனன்யா மற்றும் ரோஹன் சார்பில் ஒரு அறிவிப்பு:\n' +
        'பேருந்துகள் 17:30 மணிக்குப் புறப்படும்\n\nஉங்கள் அழைப்பிதழ்:\nhttps://example.org/i/xyz',
    );
  });

  test('an update the couple did not write in the household’s language is sent in the source language', () => {
    assert.equal(newsIn({ en: 'Buses at 5', hi: null }, 'hi'), 'Buses at 5');
    assert.equal(newsIn({ en: 'Buses at 5' }, 'ta'), 'Buses at 5');
  });
});

describe("links that open the couple's own apps", () => {
  const text = 'Dear Sharma family,\n\nAnanya & Rohan: https://example.org/i/a?b=1 #1';
  test("in the household's language: Hindi defaults, and site.json's Hindi template and names when given", () => {
    const household = { name: 'कपूर परिवार', link: 'https://example.org/i/xyz' };
    const hindiSite = inLanguage(
      {
        ...DEFAULT_SITE,
        couple: { first: { en: 'Ananya', hi: 'अनन्या' }, second: { en: 'Rohan', hi: 'रोहन' } },
        rsvpDeadline: { en: 'May 15, 2025', hi: '15 मई 2025' },
      },
      'hi',
    );
    assert.match(
      householdMessage(hindiSite, 'invite', household, hindi),
      /^आदरणीय कपूर परिवार,\n\nअनन्या और रोहन के शुभ विवाह में आप सादर आमंत्रित हैं।[\s\S]*15 मई 2025 तक[\s\S]*\nhttps:\/\/example\.org\/i\/xyz$/,
    );
    const written = inLanguage(
      { ...DEFAULT_SITE, messages: { reminder: { en: 'Hello {household}: {link}', hi: 'नमस्ते {household}: {link}' } } },
      'hi',
    );
    assert.equal(householdMessage(written, 'reminder', household, hindi), 'नमस्ते कपूर परिवार: https://example.org/i/xyz');
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
