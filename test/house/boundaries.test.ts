// Who may import whom. shared/ is what the server and the pages both run, so it imports nothing of either; the
// server (src/) and the pages (web/) each import their own and shared/; render/, the child programs that draw
// web/'s components for the server, is the one place both meet. Type-only imports count too: a type that both
// sides use belongs in shared/.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../helpers/spawn-server';

const MAY_IMPORT: Record<string, readonly string[]> = {
  shared: ['shared'],
  src: ['src', 'shared'],
  web: ['web', 'shared'],
  render: ['render', 'src', 'web', 'shared'],
};
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file))
    .map((file) => path.join(folder, file));
}

// `import … from`, `export … from`, `import '…'` and `import('…')`, over lines; TypeScript 7 has no JS API to ask.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]/g;

/** What a file's imports name, as written. */
export function specifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '');
}

/** The repository path an import names, or undefined for a package. */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  return (
    EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(path.join(REPO_ROOT, candidate))) ??
    base
  );
}

/** Every import of a file across the boundaries, "from → to". */
export function crossings(file: string): string[] {
  const side = file.split(path.sep)[0] ?? '';
  const allowed = MAY_IMPORT[side] ?? [];
  return specifiers(readFileSync(path.join(REPO_ROOT, file), 'utf8'))
    .map((specifier) => resolved(file, specifier))
    .filter((target): target is string => target !== undefined)
    .filter((target) => {
      const targetSide = target.split(path.sep)[0] ?? '';
      return targetSide in MAY_IMPORT && !allowed.includes(targetSide);
    })
    .map((target) => `${file} → ${target}`);
}

test('src/ never imports web/, web/ never imports src/, shared/ imports neither: only render/ joins them', () => {
  const found = Object.keys(MAY_IMPORT).flatMap(sourceFiles).flatMap(crossings);
  assert.deepEqual(
    found,
    [],
    `imports across the boundaries (move what both sides need into shared/):\n${found.join('\n')}`,
  );
});

test('the check reads type-only, side-effect and dynamic imports, re-exports, and imports over several lines', () => {
  const source = [
    "import type { A } from '../web/a';",
    "export { b } from '../web/b';",
    'const c = await import("../web/c");',
    "import '../web/d.css';",
    'import {',
    '  e,',
    '  type F,',
    "} from '../web/e';",
    "import g, { h } from 'react';",
  ].join('\n');
  assert.deepEqual(specifiers(source), ['../web/a', '../web/b', '../web/c', '../web/d.css', '../web/e', 'react']);
});
