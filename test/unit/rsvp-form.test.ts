import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RSVP_FORM_DEFAULTS, toRsvpPayload, validateRsvpForm } from '../../shared/forms/rsvp-form';
import { textsIn } from '../../shared/i18n/by-language';

const en = textsIn('en');
const hi = textsIn('hi');

describe('RSVP form', () => {
  test('starts empty with one guest and no answer chosen', () => {
    assert.deepEqual(RSVP_FORM_DEFAULTS, {
      fullName: '',
      email: '',
      guestCount: 1,
      attending: '',
      dietaryRestrictions: '',
      songRequest: '',
      meal: '',
    });
  });

  test("an untouched form shows the spec's three messages", () => {
    assert.deepEqual(validateRsvpForm(RSVP_FORM_DEFAULTS, en), {
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      attending: 'Please select whether you will be attending',
    });
  });

  test('in Hindi, the same checks say it in Hindi', () => {
    assert.deepEqual(validateRsvpForm(RSVP_FORM_DEFAULTS, hi), {
      fullName: 'कृपया अपना पूरा नाम लिखें',
      email: 'कृपया सही ईमेल पता लिखें',
      attending: 'कृपया बताएँ कि आप पधारेंगे या नहीं',
    });
  });

  test('accepts a complete answer', () => {
    assert.deepEqual(
      validateRsvpForm({ ...RSVP_FORM_DEFAULTS, fullName: 'Asha', email: ' asha@example.co.in ', attending: 'no' }, en),
      {},
    );
  });

  for (const email of ['asha', 'asha@', '@example.com', 'asha@example', 'a sha@example.com', 'asha@exa mple.com']) {
    test(`rejects the email "${email}"`, () => {
      assert.equal(
        validateRsvpForm({ ...RSVP_FORM_DEFAULTS, fullName: 'A', attending: 'yes', email }, en).email,
        'Please enter a valid email address',
      );
    });
  }

  test('sends attending as a boolean, true only for "yes", with trimmed text', () => {
    const values = {
      ...RSVP_FORM_DEFAULTS,
      fullName: ' Asha ',
      email: ' a@b.co ',
      attending: 'yes' as const,
      dietaryRestrictions: 'Vegan',
    };
    assert.deepEqual(toRsvpPayload(values), {
      fullName: 'Asha',
      email: 'a@b.co',
      guestCount: 1,
      attending: true,
      dietaryRestrictions: 'Vegan',
    });
    assert.equal(toRsvpPayload({ ...values, attending: 'no' }).attending, false);
  });

  test('sends the honeypot only when something filled it in', () => {
    const values = { ...RSVP_FORM_DEFAULTS, fullName: 'A', email: 'a@b.co', attending: 'yes' as const };
    assert.equal('website' in toRsvpPayload(values), false);
    assert.equal(toRsvpPayload(values, 'http://spam.example').website, 'http://spam.example');
  });
});
