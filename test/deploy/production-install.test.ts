// docs/deploy.md's install, walked for real: the repository's files in a fresh folder, scripts/install-production.sh
// (npm ci, build, prune to the runtime dependencies), then the server and the backup command run from what is left.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT, startServer } from '../helpers/spawn-server';

const INSTALL_TIMEOUT_MS = 240_000;

describe('the production install of docs/deploy.md', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wedding-install-'));
  const code = path.join(root, 'opt-wedding');
  const data = path.join(root, 'var-lib-wedding');
  let output = '';

  before(() => {
    // What a clone holds: the tracked files, as they are in this working tree.
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of tracked) {
      if (!existsSync(path.join(REPO_ROOT, file))) continue;
      mkdirSync(path.dirname(path.join(code, file)), { recursive: true });
      cpSync(path.join(REPO_ROOT, file), path.join(code, file));
    }
    // The same npm cache as the developer's or CI's, so the install fetches nothing it has fetched before.
    const env: NodeJS.ProcessEnv = { ...process.env, npm_config_cache: path.join(os.homedir(), '.npm') };
    delete env.NODE_TEST_CONTEXT;
    const install = spawnSync('bash', ['scripts/install-production.sh'], { cwd: code, env, encoding: 'utf8', timeout: INSTALL_TIMEOUT_MS });
    output = `${install.stdout}\n${install.stderr}`;
    assert.equal(install.status, 0, output);
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('leaves only the native modules dist/ loads, none of the build or test tools', () => {
    const installed = readdirSync(path.join(code, 'node_modules')).flatMap((name) =>
      name.startsWith('@') ? readdirSync(path.join(code, 'node_modules', name)).map((sub) => `${name}/${sub}`) : [name],
    ).filter((name) => !name.startsWith('.'));
    for (const tool of ['esbuild', 'fastify', 'react', 'react-dom', 'lighthouse', 'playwright-core', 'autocannon', 'typescript', 'tsx']) {
      assert.ok(!installed.includes(tool), `${tool} is still installed`);
    }
    for (const runtime of ['better-sqlite3', '@resvg/resvg-js']) assert.ok(installed.includes(runtime), `${runtime} is missing`);
    assert.ok(installed.length <= 12, `installed: ${installed.join(', ')}`);
    assert.match(output, /Installed for production: node_modules \S+, the whole folder \S+\./);
  });

  test('the server starts from dist/ and answers the guest page and /healthz; the backup command runs', async () => {
    mkdirSync(data, { recursive: true });
    const server = await startServer({ entry: path.join(code, 'dist', 'server.mjs'), dataDir: data });
    try {
      assert.equal((await fetch(`${server.url}/`)).status, 200);
      assert.deepEqual(await (await fetch(`${server.url}/healthz`)).json(), { status: 'ok' });
      const backup = spawnSync(process.execPath, [path.join(code, 'dist', 'backup.mjs'), '--keep', '3'], { env: { ...process.env, DATA_DIR: data }, encoding: 'utf8' });
      assert.equal(backup.status, 0, backup.stderr);
      assert.match(backup.stdout, /^Backed up 0 RSVPs to .*wedding-.*\.db$/m);
    } finally {
      await server.stop();
    }
    assert.ok(readFileSync(path.join(data, 'site.json'), 'utf8').includes('"couple"'));
  });
});
