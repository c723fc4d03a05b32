// No code names a particular language but the registry (shared/site/languages.ts): a language is added by an entry
// there, its catalogs (locales/<code>/) and its script's face, and nothing else. This fails on code that compares
// with a language's code, writes one out as a literal, builds a `{ en: …, hi: … }` object, reads an `_en`/`_hi`
// column, styles `:lang(hi)` or writes a tag such as `hi-IN`. Tests may name languages: they test the registry.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { LANGUAGES } from '../../shared/site/languages';
import { REPO_ROOT } from '../helpers/spawn-server';

const FOLDERS = ['src', 'shared', 'web', 'render', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|css)$/;
const REGISTRY = path.join('shared', 'site', 'languages.ts');
// The migrations are the databases' history: they name the columns and checks those databases had.
const MIGRATIONS = path.join('src', 'storage', 'migrations.ts');
// Catalogs name the languages they hold words in: locales/ holds them, and is no code, so no code is exempt.

const codes = LANGUAGES.join('|');
const NAMING = [
  { what: 'a language code as a literal', pattern: new RegExp(`['"\`](?:${codes})['"\`]`) },
  { what: 'a language as a key of an object', pattern: new RegExp(`[{,]\\s*(?:${codes})\\s*:`) },
  { what: 'a :lang() rule', pattern: new RegExp(`:lang\\((?:${codes})\\b`) },
  { what: 'a language tag', pattern: new RegExp(`\\b(?:${codes})-IN\\b`) },
  { what: 'a column per language', pattern: new RegExp(`\\w_(?:${codes})\\b`) },
];

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE.test(file))
      .map((file) => path.join(folder, file)),
  )
    .concat('build.mjs')
    .filter((file) => file !== REGISTRY && file !== MIGRATIONS);
}

/** Each line of code (comments left out: they may give an example) that names a language, and what it does. */
export function languagesNamed(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, index) => {
    const code = line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, '');
    return NAMING.filter(({ pattern }) => pattern.test(code)).map(
      ({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`,
    );
  });
}

test('no code outside the registry names a particular language', () => {
  const named = sourceFiles().flatMap((file) => languagesNamed(file, readFileSync(path.join(REPO_ROOT, file), 'utf8')));
  assert.deepEqual(named, [], `${named.length} lines name a language:\n${named.join('\n')}`);
});

test('the check finds what it is there for', () => {
  assert.equal(languagesNamed('web/x.tsx', "if (language === 'hi') return;").length, 1);
  assert.equal(languagesNamed('web/x.css', ':lang(ta) h1 { line-height: 2 }').length, 1);
  assert.equal(languagesNamed('src/x.ts', 'const WORDS = { en: EN, bn: BN };').length, 1);
  assert.equal(languagesNamed('src/x.ts', 'select greeting_hi from households').length, 1);
  assert.ok(!sourceFiles().includes(MIGRATIONS) && !sourceFiles().includes(REGISTRY));
  assert.equal(languagesNamed('src/x.ts', "const tag = 'ur-IN';").length, 1);
  assert.equal(languagesNamed('src/x.ts', '// as in { en: "Mehendi" }').length, 0);
  assert.equal(languagesNamed('src/x.ts', 'const language = languageFacts(code).tag;').length, 0);
});
