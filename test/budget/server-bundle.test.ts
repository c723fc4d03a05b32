// What a server start parses: dist/server.mjs, the site's start it imports once Node's compile cache is open, and the
// chunks they import statically. React never (rendering happens
// in a short-lived child, dist/render-worker.mjs); nor the libraries only some requests need, which the build
// leaves in chunks of their own, loaded by import() on first use. Read from esbuild's metafile of the server build.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REPO_ROOT } from '../helpers/app';

interface Metafile {
  outputs: Record<
    string,
    {
      bytes: number;
      inputs: Record<string, { bytesInOutput: number }>;
      imports: Array<{ path: string; kind: string; external?: boolean }>;
    }
  >;
}

const SERVER = 'dist/server.mjs';
const REACT = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;
const LOADED_ON_FIRST_USE =
  /(^|\/)node_modules\/(libphonenumber-js|qrcode|nodemailer|pino-pretty|@indic-transliteration\/sanscript)\//;
// Required by code that runs at start, and called only later: in the start's files as stand-ins, the real ones in
// dist/first-use/ (build.mjs). Fastify's own error serializer keeps fast-json-stringify's small runtime.
const REQUIRED_AT_FIRST_USE =
  /(^|\/)node_modules\/((ajv|ajv-formats|fast-uri|@fastify\/ajv-compiler|@fastify\/fast-json-stringify-compiler|glob|ip-address|light-my-request|csv-parse)\/|fast-json-stringify\/(?!lib\/(serializer|v8)\.js$))/;

/**
 * The output and every chunk it imports statically, transitively: what `node <output>` parses before it runs. The
 * server's entry imports the site itself with import() (src/server.ts), straight away: that chunk is a start's too.
 */
function loadedAtStart(metafile: Metafile, output: string, { withTheSite = output === SERVER } = {}): string[] {
  assert.ok(metafile.outputs[output], `${output} is not in the server build`);
  const seen = new Set([output]);
  const queue = [output];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const { path: imported, kind, external } of metafile.outputs[file]?.imports ?? []) {
      const atStart = kind === 'import-statement' || (kind === 'dynamic-import' && file === output && withTheSite);
      if (atStart && !external && !seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...seen];
}

function inputsMatching(metafile: Metafile, outputs: string[], pattern: RegExp): string[] {
  return outputs.flatMap((output) =>
    Object.entries(metafile.outputs[output]?.inputs ?? {})
      .filter(([input, { bytesInOutput }]) => pattern.test(input) && bytesInOutput > 0)
      .map(([input]) => input),
  );
}

describe('what the server bundles hold', () => {
  const metafile = JSON.parse(readFileSync(path.join(REPO_ROOT, 'dist', 'server-meta.json'), 'utf8')) as Metafile;

  for (const output of ['dist/server.mjs', 'dist/set-password.mjs', 'dist/backup.mjs']) {
    test(`${output} holds no React, react-dom or scheduler code, nor do the chunks it imports`, () => {
      assert.deepEqual(inputsMatching(metafile, loadedAtStart(metafile, output), REACT), []);
    });
  }

  test('the render worker does hold react-dom (so the check above reads the right record)', () => {
    assert.ok(
      inputsMatching(metafile, loadedAtStart(metafile, 'dist/render-worker.mjs'), REACT).some((input) =>
        input.includes('node_modules/react-dom/'),
      ),
    );
  });

  // Node keeps the bytecode only of modules loaded after its compile cache is opened: whatever the entry itself holds
  // is parsed again at every start.
  test('the entry is a few lines, and the site it imports is nearly all of the start (so the compile cache covers it)', () => {
    const bytes = (outputs: string[]) =>
      outputs.reduce((sum, output) => sum + (metafile.outputs[output]?.bytes ?? Number.NaN), 0);
    const entryBytes = bytes(loadedAtStart(metafile, SERVER, { withTheSite: false }));
    const startBytes = bytes(loadedAtStart(metafile, SERVER));
    assert.ok(entryBytes < 4_000, `the entry and its static imports hold ${entryBytes} bytes`);
    assert.ok(startBytes > 1_000_000, `a start parses ${startBytes} bytes in all (the site's chunk was not followed)`);
  });

  test('a start parses none of the phone, QR, mail, log-prettifying or transliteration libraries', () => {
    assert.deepEqual(inputsMatching(metafile, loadedAtStart(metafile, 'dist/server.mjs'), LOADED_ON_FIRST_USE), []);
  });

  test('a start parses none of the schema libraries, glob, ip-address, light-my-request or csv-parse', () => {
    assert.deepEqual(inputsMatching(metafile, loadedAtStart(metafile, SERVER), REQUIRED_AT_FIRST_USE), []);
  });

  test('dist/first-use holds them (so the check above reads the right record)', () => {
    const held = inputsMatching(
      metafile,
      Object.keys(metafile.outputs).filter((output) => output.startsWith('dist/first-use/')),
      REQUIRED_AT_FIRST_USE,
    ).join(' ');
    for (const library of ['ajv', '@fastify/ajv-compiler', 'fast-json-stringify', 'glob', 'ip-address'])
      assert.match(held, new RegExp(`node_modules/${library}/`));
  });

  // An ES module import of node:http has Node build that module's whole export list, which loads undici (Node's
  // fetch, behind http's WebSocket export) at every start; Fastify's own require('node:http') does not.
  test('a start imports node:http and node:https only through require, never as ES modules', () => {
    const esImports = loadedAtStart(metafile, 'dist/server.mjs').flatMap((output) =>
      (metafile.outputs[output]?.imports ?? [])
        .filter(({ path: imported, kind }) => kind === 'import-statement' && /^(node:)?https?$/.test(imported))
        .map(({ path: imported }) => `${output} imports ${imported}`),
    );
    assert.deepEqual(esImports, []);
  });

  test('they are in the build all the same, as chunks of their own (so the check above reads the right record)', () => {
    const all = inputsMatching(metafile, Object.keys(metafile.outputs), LOADED_ON_FIRST_USE).join(' ');
    for (const library of ['libphonenumber-js', 'qrcode', 'nodemailer', '@indic-transliteration/sanscript'])
      assert.match(all, new RegExp(`node_modules/${library}/`));
  });
});
