import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type hindiAdmin from '../../locales/hi/admin.json';
import type hindiAdminServer from '../../locales/hi/admin-server.json';
import type { AdminCatalog, AdminServerCatalog } from '../../shared/i18n/admin-texts';
import { REFUSAL_STATUS } from '../../shared/refusal-codes';
import { ADMIN_LANGUAGES, LANGUAGE_REGISTRY, SCRIPTS, SOURCE_LANGUAGE } from '../../shared/site/languages';

// Every catalog (locales/<code>/<surface>.json) has every key of the source language's, no other, the same
// placeholders in each text, lists of the same length, and words in its own script. Run for every folder in
// locales/, so that a catalog being written is held to this before its language joins the registry. The admin's
// catalogs (admin.json, admin-server.json) are needed by the admin's languages only (ADMIN_LANGUAGES).

const LOCALES = path.join(import.meta.dirname, '../../locales');
const SURFACES = readdirSync(path.join(LOCALES, SOURCE_LANGUAGE)).filter((file) => file.endsWith('.json'));
const read = (code: string, surface: string): unknown =>
  JSON.parse(readFileSync(path.join(LOCALES, code, surface), 'utf8'));
const isAdmin = (surface: string) => surface.startsWith('admin');
const folders = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== SOURCE_LANGUAGE)
  .map((entry) => entry.name);

// A time's words: a language that names the part of the day (सुबह 10 बजे) rather than AM or PM uses these instead.
const GRAMMATICAL_ALTERNATIVES: Readonly<Record<string, string>> = {
  half: 'part',
  fromHalf: 'fromPart',
  toHalf: 'toPart',
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What differs between a catalog's value and the source's at `at`: missing or extra keys, other placeholders. */
function differences(own: unknown, source: unknown, at: string): string[] {
  if (typeof source === 'string') {
    if (typeof own !== 'string') return [`${at}: not a text`];
    const [mine, theirs] = [placeholders(own), placeholders(source)];
    const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);
    const alternative = theirs.map((name) => GRAMMATICAL_ALTERNATIVES[name] ?? name).sort();
    return same(mine, theirs) || same(mine, alternative)
      ? []
      : [`${at}: placeholders {${mine.join('}, {')}} where the source has {${theirs.join('}, {')}}`];
  }
  if (Array.isArray(source)) {
    if (!Array.isArray(own) || own.length !== source.length) return [`${at}: not a list of ${source.length}`];
    return source.flatMap((item, index) => differences(own[index], item, `${at}[${index}]`));
  }
  if (!isRecord(source) || !isRecord(own)) return [`${at}: not a map`];
  // A map the source leaves empty is the language's own to fill (failures: English shows the server's sentence).
  if (Object.keys(source).length === 0) return [];
  const keys = (value: Record<string, unknown>) => Object.keys(value).filter((key) => !key.startsWith('@'));
  return [
    ...keys(source)
      .filter((key) => !(key in own))
      .map((key) => `${at}.${key}: missing`),
    ...keys(own)
      .filter((key) => !(key in source))
      .map((key) => `${at}.${key}: not in the source`),
    ...keys(source)
      .filter((key) => key in own)
      .flatMap((key) => differences(own[key], source[key], `${at}.${key}`)),
  ];
}

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : isRecord(value)
        ? Object.values(value).flatMap(texts)
        : [];

test('every language of the registry has every catalog, and every admin language the admin’s', () => {
  for (const { code } of LANGUAGE_REGISTRY)
    for (const surface of SURFACES.filter((surface) => !isAdmin(surface) || ADMIN_LANGUAGES.includes(code)))
      assert.ok(existsSync(path.join(LOCALES, code, surface)), `locales/${code}/${surface} is missing`);
});

// The same, for the type checker: a Hindi admin catalog without a word of the English one fails `npx tsc`. An admin
// language joining the registry adds its line here.
type Fits<Catalog, Shape> = Catalog extends Shape ? true : never;
const TYPED: ReadonlyArray<true> = [
  true satisfies Fits<typeof hindiAdmin, AdminCatalog>,
  true satisfies Fits<typeof hindiAdminServer, AdminServerCatalog>,
];

test('the admin’s catalogs are typed against the English ones', () => {
  assert.deepEqual(TYPED, [true, true]);
});

test('the admin’s refusals are worded for codes the server answers with', () => {
  for (const code of folders.filter((folder) => existsSync(path.join(LOCALES, folder, 'admin.json')))) {
    const { failures } = read(code, 'admin.json') as { failures: { byCode?: Record<string, string> } };
    const unknown = Object.keys(failures.byCode ?? {}).filter((refusal) => !(refusal in REFUSAL_STATUS));
    assert.deepEqual(unknown, [], `locales/${code}/admin.json`);
  }
});

for (const code of folders) {
  for (const surface of SURFACES) {
    // An admin catalog being written for a language not yet of the admin's is held to the same, once it exists.
    if (
      isAdmin(surface) &&
      !ADMIN_LANGUAGES.some((admin) => admin === code) &&
      !existsSync(path.join(LOCALES, code, surface))
    )
      continue;
    test(`locales/${code}/${surface} has the source's keys and placeholders, in its own script`, () => {
      assert.ok(existsSync(path.join(LOCALES, code, surface)), `locales/${code}/${surface} is missing`);
      const own = read(code, surface);
      assert.deepEqual(differences(own, read(SOURCE_LANGUAGE, surface), code), []);
      const entry = LANGUAGE_REGISTRY.find((language) => language.code === code);
      if (!entry || entry.script === 'Latn') return;
      const letters = new RegExp(`\\p{Script=${entry.script}}`, 'u');
      const written = texts(own).filter((text) => letters.test(text)).length;
      assert.ok(written >= texts(own).length * 0.8, `${code}: ${written} of ${texts(own).length} texts in its script`);
    });
  }
}

test('each script of the registry names a face', () => {
  for (const { script } of LANGUAGE_REGISTRY) assert.ok(SCRIPTS[script], script);
});
