// A station is one place however families write it, in either script; an airport of the same city is another.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { latinLetters, soundKey } from '../../shared/text/sound-key';
import { placeKey } from '../../src/stay/place-key';

test('Jaipur Junction is one station in Latin letters and in Devanagari, its airport another', () => {
  const junction = placeKey('Jaipur Junction');
  for (const written of ['jaipur  junction', 'Jaipur Jn', 'जयपुर जंक्शन', 'Jaipur Railway Station'])
    assert.equal(placeKey(written), junction, written);
  assert.notEqual(placeKey('Jaipur Airport'), junction);
  assert.equal(placeKey('जयपुर एयरपोर्ट'), placeKey('Jaipur Airport'));
  assert.notEqual(placeKey('Jodhpur Junction'), junction);
  assert.notEqual(placeKey('Airport'), placeKey('Jaipur Airport'));
  // Terminals, cantonments and a city's other stations are places of their own.
  assert.notEqual(placeKey('Delhi Airport T1'), placeKey('Delhi Airport T3'));
  assert.notEqual(placeKey('Delhi Cantt'), placeKey('Delhi Junction'));
  assert.notEqual(placeKey('Anand Vihar Terminal'), placeKey('Anand Vihar Airport'));
});

test('a name sounds the same in the Brahmic scripts and in Latin letters', () => {
  assert.equal(latinLetters('जयपुर'), 'jypr');
  for (const written of ['Mehendi', 'Mehndi', 'मेहंदी', 'মেহেন্দি', 'મહેંદી'])
    assert.equal(soundKey(written), 'mnd', written);
  assert.equal(soundKey('फेरे'), soundKey('Phere'));
  assert.equal(soundKey('ஜெய்ப்பூர்'), soundKey('Jaipur'));
});
