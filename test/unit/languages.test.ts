// The two languages: the texts of the product in both, site.json's texts per language, and picking a guest's language.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { textsIn } from '../../shared/i18n/by-language';
import { fill } from '../../shared/i18n/fill';
import { RSVP_MESSAGES } from '../../shared/rsvp/rules';
import { inLanguage, missingTranslations, textIn } from '../../shared/site/languages';
import { languageFromAcceptLanguage } from '../../src/http/pick-language';
import { DEFAULT_SITE, DEFAULT_SITE_FILE } from '../../src/site/defaults';
import { parseSite } from '../../src/site/load';
import { localiseSite } from '../../src/site/localised-site';

const en = textsIn('en');
const hi = textsIn('hi');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the product texts, English and Hindi', () => {
  test('every English key has a Hindi text, and every Hindi key an English one', () => {
    assert.deepEqual(Object.keys(hi).sort(), Object.keys(en).sort());
    assert.deepEqual(Object.keys(hi.failures).length > 0, true, 'a Hindi page says refusals in Hindi');
  });

  test('no Hindi text is left empty or in English where English has words', () => {
    for (const [key, english] of Object.entries(en)) {
      const hindi = (hi as Record<string, unknown>)[key];
      // digits is a setting, not words: Latin unless site.json asks otherwise.
      if (typeof english !== 'string' || english === '' || key === 'digits') continue;
      assert.equal(typeof hindi, 'string', key);
      assert.notEqual(hindi, '', key);
      assert.match(hindi as string, /[\u0900-\u097F]|^RSVP$|^\{/, `${key} has no Devanagari: "${String(hindi)}"`);
    }
  });

  test('each Hindi text has the same placeholders as its English one', () => {
    for (const [key, english] of Object.entries(en)) {
      if (typeof english !== 'string') continue;
      const hindi = (hi as Record<string, unknown>)[key];
      assert.deepEqual(placeholders(typeof hindi === 'string' ? hindi : ''), placeholders(english), key);
    }
  });

  test("the English texts are the spec's, as the server's API answers with them", () => {
    assert.equal(en.fullNameRequired, RSVP_MESSAGES.fullName);
    assert.equal(en.emailInvalid, RSVP_MESSAGES.email);
    assert.equal(en.attendingRequired, RSVP_MESSAGES.attending);
    assert.equal(en.invitedBefore, 'You are cordially invited to the wedding of');
    assert.equal(en.thankYou, 'Thank You!');
    assert.equal(en.rsvpFailedTitle, 'RSVP Submission Failed');
  });

  test('fill puts in the values it is given and leaves the rest as written', () => {
    assert.equal(fill(hi.greeting, { household: 'शर्मा परिवार' }), 'आदरणीय शर्मा परिवार,');
    assert.equal(fill('{a} {b} {toString}', { a: 1 }), '1 {b} {toString}');
  });
});

describe("site.json's texts in two languages", () => {
  const file = {
    ...DEFAULT_SITE,
    couple: { first: { en: 'Ananya', hi: 'अनन्या' }, second: { en: 'Rohan', hi: 'रोहन' } },
    city: { en: 'Gurugram, India' },
    hosts: ['Sunita', { hi: 'राजेश' }],
  };

  test('a plain string serves both languages; a text per language gives each its own', () => {
    assert.equal(textIn('Gurugram', 'hi'), 'Gurugram');
    assert.equal(inLanguage(file, 'hi').couple.first, 'अनन्या');
    assert.equal(inLanguage(file, 'en').couple.first, 'Ananya');
  });

  test('a missing translation falls back to the other language, and is listed', () => {
    assert.equal(inLanguage(file, 'hi').city, 'Gurugram, India');
    assert.deepEqual(inLanguage(file, 'en').hosts, ['Sunita', 'राजेश']);
    assert.deepEqual(missingTranslations(file, ['en', 'hi']), ['city (hi)', 'hosts[1] (en)']);
    assert.deepEqual(missingTranslations(file, ['en']), ['hosts[1] (en)']);
  });

  test('languages and defaultLanguage: both by default, English first; one language alone', () => {
    assert.deepEqual(localiseSite(DEFAULT_SITE).languages, ['en', 'hi']);
    assert.equal(localiseSite(DEFAULT_SITE).defaultLanguage, 'en');
    const hindiOnly = localiseSite({ ...file, languages: ['hi'] });
    assert.equal(hindiOnly.defaultLanguage, 'hi');
    assert.equal(hindiOnly.in.en.couple.first, 'अनन्या', 'a language the site is not shown in reads as the default');
  });

  test("an event's id, made from its title when site.json gives none, is the English title's in every language", () => {
    const localised = localiseSite(DEFAULT_SITE_FILE);
    const ids = (language: 'en' | 'hi') =>
      localised.in[language].days.flatMap((day) => day.events.map((event) => event.id));
    assert.deepEqual(ids('hi'), ids('en'));
    assert.ok(ids('en').includes('mehendi-ceremony'));
  });
});

describe('the sample wedding written on a first start', () => {
  test("is valid, reads in English exactly as the spec's wedding, and has every text in Hindi too", () => {
    const file = parseSite(DEFAULT_SITE_FILE);
    assert.deepEqual(inLanguage(file, 'en'), DEFAULT_SITE);
    assert.deepEqual(missingTranslations(file, ['en', 'hi']), []);
    const hindi = inLanguage(file, 'hi');
    assert.equal(`${hindi.couple.first} & ${hindi.couple.second}`, 'अनन्या & रोहन');
    assert.equal(hindi.days[1]?.events[2]?.title, 'जयमाला और विवाह संस्कार');
    assert.equal(hindi.venues[0]?.address, DEFAULT_SITE.venues[0]?.address, 'addresses stay as maps write them');
  });
});

describe('Accept-Language', () => {
  const both = ['en', 'hi'] as const;
  const cases: Array<[string | undefined, string | undefined]> = [
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.8', 'hi'],
    ['mr-IN,mr;q=0.9,hi;q=0.8', 'hi'],
    ['fr-FR,fr;q=0.9', undefined],
    ['hi;q=0', undefined],
    ['*', undefined],
    [undefined, undefined],
  ];
  for (const [header, expected] of cases) {
    test(`${header ?? '(none)'} -> ${expected ?? 'nothing'}`, () =>
      assert.equal(languageFromAcceptLanguage(header, both), expected));
  }
  test('a language the site is not shown in is not picked', () =>
    assert.equal(languageFromAcceptLanguage('hi', ['en']), undefined));
});
