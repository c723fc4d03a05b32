// `npm run audit` asks about what ships (bundled into the server and the pages, or installed beside them) and
// nothing else. A registry on 127.0.0.1 stands in for npm's: it records what it was asked and answers as npm's
// advisory service does, with advisories, with none, or with a refusal.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT } from '../helpers/spawn-server';

const version = (name: string) =>
  (JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('npm run audit', () => {
  let registry: Server;
  let asked: Record<string, string[]> = {};
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  before(async () => {
    registry = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/-/npm/v1/security/advisories/bulk') {
          response.writeHead(404).end();
          return;
        }
        asked = JSON.parse(body) as Record<string, string[]>;
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    registry.listen(0, '127.0.0.1');
    await once(registry, 'listening');
  });
  after(() => registry.close());

  const audit = (env: NodeJS.ProcessEnv = {}) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      const address = registry.address();
      assert.ok(address && typeof address === 'object');
      execFile(
        process.execPath,
        [path.join(REPO_ROOT, 'scripts', 'audit.mjs')],
        { cwd: REPO_ROOT, env: { ...process.env, npm_config_registry: `http://127.0.0.1:${address.port}/`, ...env } },
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, output: stdout + stderr }),
      );
    });

  test('asks about the bundled server and pages and the native modules, at their installed versions, and not the test tools', async () => {
    answer = { status: 200, body: {} };
    const { code, output } = await audit();
    assert.equal(code, 0, output);
    assert.match(
      output,
      /no known advisory for the \d+ packages that ship \(\d+ in the server, \d+ in the pages, \d+ installed beside them\)/,
    );
    for (const name of [
      'fastify',
      '@fastify/static',
      'react',
      'react-dom',
      'wouter',
      'better-sqlite3',
      '@resvg/resvg-js',
      'nodemailer',
    ]) {
      assert.deepEqual(asked[name], [version(name)], name);
    }
    for (const name of ['typescript', 'tsx', 'playwright-core', '@axe-core/playwright', 'esbuild', 'autocannon'])
      assert.equal(asked[name], undefined, name);
  });

  test('lists each advisory with where the package runs, and fails', async () => {
    answer = {
      status: 200,
      body: {
        react: [
          {
            id: 1,
            url: 'https://github.com/advisories/GHSA-test',
            title: 'Cross-site scripting in a test',
            severity: 'high',
            vulnerable_versions: '<99.0.0',
          },
        ],
      },
    };
    const { code, output } = await audit();
    assert.equal(code, 1, output);
    assert.ok(
      output.includes(
        `high: react ${version('react')} (server, browser): Cross-site scripting in a test; affected <99.0.0. https://github.com/advisories/GHSA-test`,
      ),
      output,
    );
    assert.match(output, /1 known advisory in the \d+ packages that ship/);
  });

  test('says nothing was checked, and does not say advisories, when npm cannot list what is installed', async () => {
    answer = { status: 200, body: {} };
    asked = {};
    // A workspace that does not exist: npm ls fails, and answers with an error instead of the tree.
    const { code, output } = await audit({ npm_config_workspace: 'no-such-workspace' });
    assert.equal(code, 2, output);
    assert.match(output, /npm ls failed \(No workspaces found[^)]*\); nothing was checked/);
    assert.deepEqual(asked, {});
  });

  test('says nothing was checked when the registry does not answer audits', async () => {
    answer = { status: 405, body: {} };
    const { code, output } = await audit();
    assert.equal(code, 2, output);
    assert.match(
      output,
      /does not answer audits \(405 Method Not Allowed\); nothing was checked of \d+ packages that ship/,
    );
  });
});
