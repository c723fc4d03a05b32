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
