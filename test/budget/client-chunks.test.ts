// How the client build is cut into chunks, read from esbuild's metafile: a module used only by the admin page must
// not land in a chunk that every guest page loads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REPO_ROOT } from '../helpers/app';

interface Metafile {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
}

describe('the client build’s chunks', () => {
  const metafile = JSON.parse(readFileSync(path.join(REPO_ROOT, 'dist', 'client-meta.json'), 'utf8')) as Metafile;
  const inputs = Object.values(metafile.outputs).flatMap((output) => Object.keys(output.inputs));

  // esbuild gives a module to the chunk of every entry that reaches it, and through lucide-react's index every icon is
  // reached from every page that uses any icon: the admin's printer, QR and log-out icons were on the guest pages.
  test('icons are imported one by one (lucide-react/icons/<name>), never through the package’s index', () => {
    assert.deepEqual(
      inputs.filter((input) => /node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/.test(input)),
      [],
    );
  });

  // lucide's factory (a context, a forwardRef, half a dozen helpers) was a kilobyte and a half of every family's
  // first view; web/ui/line-icon.tsx draws the same icons in a dozen lines.
  test('icons are drawn by the site’s own line-icon, not lucide’s factory, in the browser and on the server', () => {
    const serverMetafile = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'dist', 'server-meta.json'), 'utf8'),
    ) as Metafile;
    const serverInputs = Object.values(serverMetafile.outputs).flatMap((output) => Object.keys(output.inputs));
    for (const built of [inputs, serverInputs]) {
      assert.ok(
        built.some((input) => input.endsWith('/lucide-react/dist/esm/icons/heart.mjs')),
        'lucide’s icons',
      );
      assert.ok(built.includes('web/ui/line-icon.tsx'), 'drawn by line-icon');
      assert.deepEqual(
        built.filter((input) => /lucide-react\/dist\/esm\/(createLucideIcon|Icon|context)\.mjs$/.test(input)),
        [],
      );
    }
  });

  test('the admin’s own icons are in no chunk the guest pages load', () => {
    const guestChunks = Object.entries(metafile.outputs).filter(
      ([output, { inputs: held }]) =>
        output.endsWith('.js') && !Object.keys(held).some((input) => input.startsWith('web/admin/')),
    );
    const adminIcons = ['printer', 'qr-code', 'log-out', 'refresh-cw', 'plus'];
    for (const [output, { inputs: held }] of guestChunks) {
      const found = Object.keys(held).filter((input) =>
        adminIcons.some((icon) => input.endsWith(`/lucide-react/dist/esm/icons/${icon}.mjs`)),
      );
      assert.deepEqual(found, [], `${output} holds admin icons`);
    }
  });
});
