// The Events column read as families write it: titles in any of the site's languages, the spellings a name takes,
// and a word near one function read as it and shown to be checked; a word near none is still refused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Site } from '../../shared/site/schema';
import { createFunctionReader, functionsOf, sheetTitles } from '../../src/guests/function-names';
import { DEFAULT_SITE, DEFAULT_SITE_FILE } from '../../src/site/defaults';
import { localiseSite } from '../../src/site/localised-site';
import { guestListSite } from '../helpers/guest-site';

const localised = localiseSite(DEFAULT_SITE_FILE);
const functions = functionsOf((language) => localised.in[language]);
const read = createFunctionReader(functions);

test('a function is read by its id, its title in each language, and its title without "Ceremony"', () => {
  assert.deepEqual(read('mehendi-ceremony').ids, ['mehendi-ceremony']);
  assert.deepEqual(read('Mehendi Ceremony').ids, ['mehendi-ceremony']);
  assert.deepEqual(read('मेहंदी; हल्दी').ids, ['mehendi-ceremony', 'haldi-ceremony']);
  assert.deepEqual(read('Haldi').ids, ['haldi-ceremony']);
});

test('the spellings a name takes are the same function, in either script', () => {
  for (const spelling of ['Mehndi', 'Mehandi', 'Mehndi Ceremony', 'मेहन्दी'])
    assert.deepEqual(
      read(spelling),
      { ids: ['mehendi-ceremony'], readAs: [{ word: spelling, id: 'mehendi-ceremony' }], unknown: [] },
      `${spelling}: read, and shown in the preview`,
    );
  assert.deepEqual(read('mehendi'), { ids: ['mehendi-ceremony'], readAs: [], unknown: [] }, 'its title, in any case');
  assert.deepEqual(read('Jaimaal').ids, ['jaimaal-wedding-ceremony']);
  assert.deepEqual(read('Wedding').ids, ['jaimaal-wedding-ceremony']);
});

test('renamed Pheras (फेरे), it is read as Phere, Pheras and फेरे', () => {
  const renamed: Site = {
    ...DEFAULT_SITE,
    days: DEFAULT_SITE.days.map((day) => ({
      ...day,
      events: day.events.map((event) =>
        event.id === 'jaimaal-wedding-ceremony' ? { ...event, title: 'Pheras' } : event,
      ),
    })),
  };
  const hindi: Site = {
    ...renamed,
    days: renamed.days.map((day) => ({
      ...day,
      events: day.events.map((event) => (event.title === 'Pheras' ? { ...event, title: 'फेरे' } : event)),
    })),
  };
  const reader = createFunctionReader(functionsOf((language) => (language === 'en' ? renamed : hindi)));
  for (const word of ['Phere', 'Pheras', 'phere', 'फेरे', 'Fere'])
    assert.deepEqual(reader(word).ids, ['jaimaal-wedding-ceremony'], word);
});

test('a word near one function is read as it, to be checked; a word near none is refused', () => {
  assert.deepEqual(read('Sangeet Nite, Mehndi'), {
    ids: ['mehendi-ceremony'],
    readAs: [{ word: 'Mehndi', id: 'mehendi-ceremony' }],
    unknown: ['Sangeet Nite'],
  });
  const near = read('Haaldee rasm');
  assert.deepEqual(near.ids, ['haldi-ceremony']);
  const typo = read('Baaraat Depature');
  assert.deepEqual(typo.ids, ['baaraat-departure']);
  const guessed = read('Mehendhi Cermony');
  assert.deepEqual(guessed.ids, ['mehendi-ceremony']);
  const askMe = read('Meheni');
  assert.deepEqual(askMe.readAs, [{ word: 'Meheni', id: 'mehendi-ceremony' }]);
  assert.deepEqual(read('Cricket match').unknown, ['Cricket match']);
});

test('a sheet writes each function by the title its reader knows; by its id where the title could not be read back', () => {
  const english = sheetTitles(functions, 'en');
  assert.equal(english.get('mehendi-ceremony'), 'Mehendi Ceremony');
  assert.equal(sheetTitles(functions, 'hi').get('mehendi-ceremony'), 'मेहंदी');
  const slashed = functionsOf(() => ({
    ...DEFAULT_SITE,
    days: [{ ...DEFAULT_SITE.days[0]!, events: [{ ...DEFAULT_SITE.days[0]!.events[1]!, title: 'Mehendi / Haldi' }] }],
  }));
  assert.equal(sheetTitles(slashed, 'en').get('mehendi-ceremony'), 'mehendi-ceremony');
});

test('a private function is read by its exact title or id only, and a short word is not guessed', () => {
  const reader = createFunctionReader(functionsOf(() => guestListSite()));
  assert.deepEqual(reader('Sagan & Cocktail Party').ids, ['sagan']);
  assert.deepEqual(reader('sagan').ids, ['sagan']);
  for (const guess of ['Shagun', 'Sign', 'Sagaan']) assert.deepEqual(reader(guess).ids, [], guess);
  assert.deepEqual(reader('Wed').unknown, ['Wed']);
  assert.deepEqual(reader('*').ids, [
    'check-in',
    'mehendi-ceremony',
    'haldi-ceremony',
    'baaraat-departure',
    'jaimaal-wedding-ceremony',
  ]);
});
