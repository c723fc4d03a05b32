// The client build's plugin for the catalogs (locales/<code>/<surface>.json). A module that imports parts of a
// catalog by name (`import { guests } from '…/locales/en/admin.json'`) gets a module of its own holding those parts
// alone, without translators' notes (@ keys). esbuild splits chunks by module, not by a module's exports: without
// this, one catalog imported by the admin's first view and by its rooms would put every room's words in the first
// view. An import of a whole catalog (the admin's words in a reader's language, fetched as one chunk) is left as is.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const CATALOG = /(^|[\\/])locales[\\/][a-z]{2,3}[\\/][\w-]+\.json$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const withoutNotes = (value) =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !key.startsWith('@'))
          .map(([key, inner]) => [key, withoutNotes(inner)]),
      )
    : value;

/** The names `importer` imports from `specifier`, sorted; none for a type-only or a whole import. */
async function namesImported(importer, specifier) {
  const source = await readFile(importer, 'utf8');
  const names = [...source.matchAll(NAMED_IMPORT)]
    .filter((match) => match[2] === specifier)
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
    .filter((name) => name !== '' && !name.startsWith('type '));
  return [...new Set(names)].sort();
}

/** @type {import('esbuild').Plugin} */
export const catalogParts = {
  name: 'catalog-parts',
  setup(build) {
    build.onResolve({ filter: CATALOG }, async (args) => {
      if (args.kind !== 'import-statement' || !args.importer) return undefined;
      const names = await namesImported(args.importer, args.path);
      if (names.length === 0) return undefined;
      const file = path.resolve(args.resolveDir, args.path);
      return { path: `${file}?${names.join(',')}`, namespace: 'catalog-part', sideEffects: false };
    });
    build.onLoad({ filter: /.*/, namespace: 'catalog-part' }, async (args) => {
      const [file = '', names = ''] = args.path.split('?');
      const catalog = JSON.parse(await readFile(file, 'utf8'));
      const parts = Object.fromEntries(names.split(',').map((name) => [name, withoutNotes(catalog[name])]));
      return { contents: JSON.stringify(parts), loader: 'json', watchFiles: [file] };
    });
  },
};
