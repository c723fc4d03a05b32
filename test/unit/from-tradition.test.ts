// What "Start from a tradition" makes of the couple's draft: the tradition's content, with the couple's settings kept
// and the functions households are invited to retired rather than lost; and its words in each language of the admin.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ADMIN_LANGUAGES } from '../../shared/site/languages';
import type { SiteFile } from '../../shared/site/schema';
import { DEFAULT_SITE_FILE } from '../../src/site/defaults';
import { siteProblems } from '../../src/site/load';
import { createSiteTemplates, type SiteTemplate } from '../../src/site/site-templates';
import { draftFromTradition, retiredBy } from '../../web/admin/content/traditions/from-tradition';
import { REPO_ROOT } from '../helpers/app';

const tamil = (createSiteTemplates().one('tamil') as SiteTemplate).site;

describe('a tradition in place of the couple’s draft', () => {
  const couples: SiteFile = {
    ...DEFAULT_SITE_FILE,
    publicUrl: 'https://meera-kabir.example',
    theme: 'pastel',
    allowIndexing: true,
    shagun: { upi: 'meera.sharma@okhdfcbank', payee: 'Meera Sharma' },
    timeZone: 'Asia/Kolkata',
    rsvp: { mode: 'invite-only', askTravel: true, contact: 'Meera', openAnswersCountFor: 'haldi-ceremony' },
    retiredEvents: ['old-sangeet', 'reception'],
    messages: { invite: 'Dear {household}, come: {link}' },
  };

  test('its words and functions come, the couple’s settings stay, and a save would take it', () => {
    const draft = draftFromTradition(couples, tamil, () => false);
    assert.deepEqual(draft.days, tamil.days);
    assert.deepEqual(draft.couple, tamil.couple);
    assert.deepEqual(draft.languages, ['en', 'ta']);
    assert.equal(draft.messages, undefined);
    assert.equal(draft.publicUrl, 'https://meera-kabir.example');
    assert.equal(draft.theme, 'pastel');
    assert.equal(draft.allowIndexing, true);
    assert.deepEqual(draft.shagun, couples.shagun);
    // Who may answer, and how, stay; the meals are the tradition's, and no answer counts for a function now gone.
    assert.deepEqual(draft.rsvp, { meals: tamil.rsvp?.meals, mode: 'invite-only', askTravel: true });
    // A retired id the tradition uses again ("reception") is its function now, so it is no longer retired.
    assert.deepEqual(draft.retiredEvents, ['old-sangeet']);
    assert.ok('site' in siteProblems(draft));
  });

  test('a function households are invited to, which the tradition lacks, is retired: its answers stay', () => {
    const invited = new Set(['haldi-ceremony', 'mehendi-ceremony']);
    const reached = (id: string) => invited.has(id);
    assert.deepEqual(retiredBy(couples, tamil, reached), ['mehendi-ceremony', 'haldi-ceremony']);
    const draft = draftFromTradition({ ...couples, retiredEvents: undefined }, tamil, reached);
    assert.deepEqual(draft.retiredEvents, ['mehendi-ceremony', 'haldi-ceremony']);
    assert.equal(
      draftFromTradition({ ...couples, retiredEvents: undefined }, tamil, () => false).retiredEvents,
      undefined,
    );
  });

  test('the couple’s draft itself is left as it was', () => {
    const before = structuredClone(couples);
    draftFromTradition(couples, tamil, () => true);
    assert.deepEqual(couples, before);
  });
});

test('its words: every language the admin is written in has the source’s keys and placeholders', () => {
  const folder = path.join(REPO_ROOT, 'web/admin/content/traditions/words');
  const read = (file: string) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>;
  const shape = (words: Record<string, unknown>) =>
    Object.entries(words)
      .filter(([key]) => !key.startsWith('@'))
      .map(
        ([key, value]) =>
          `${key}: ${
            JSON.stringify(value)
              .match(/\{\w+\}/g)
              ?.sort()
              .join(' ') ?? ''
          }`,
      )
      .sort();
  const source = shape(read('en.json'));
  for (const language of ADMIN_LANGUAGES) assert.ok(readdirSync(folder).includes(`${language}.json`), language);
  for (const file of readdirSync(folder)) assert.deepEqual(shape(read(file)), source, file);
});
