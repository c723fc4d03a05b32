// docs/deploy.md's install, walked for real: the repository's files in a fresh folder, scripts/install-production.sh
// (npm ci, build, prune to the runtime dependencies) on a PATH that holds Node, npm and the shell's basic tools and
// nothing else (no make, no compiler, no python, no Node headers), then the server and the backup command run
// from what is left.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, startServer } from '../helpers/spawn-server';

// A limit for an install that hangs, not a measure of its speed: on two cores it takes under a minute, but a machine
// shared with other runs (load 30) once took over four.
const INSTALL_TIMEOUT_MS = 420_000;

/** What a bare Debian or Raspberry Pi OS has besides the Node a couple installs: no build tools, no python. */
const BASIC_TOOLS = [
  'bash',
  'sh',
  'env',
  'du',
  'cut',
  'find',
  'rm',
  'basename',
  'dirname',
  'cat',
  'ls',
  'mkdir',
  'uname',
];

function pathWithNodeAlone(binDir: string): string {
  mkdirSync(binDir);
  const which = (tool: string) => execFileSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
  symlinkSync(process.execPath, path.join(binDir, 'node'));
  symlinkSync(realpathSync(which('npm')), path.join(binDir, 'npm'));
  for (const tool of BASIC_TOOLS) symlinkSync(realpathSync(which(tool)), path.join(binDir, tool));
  return binDir;
}

describe('the production install of docs/deploy.md', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wedding-install-'));
  const code = path.join(root, 'opt-wedding');
  const data = path.join(root, 'var-lib-wedding');
  let output = '';

  before(() => {
    // What a clone holds: the tracked files, as they are in this working tree.
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of tracked) {
      if (!existsSync(path.join(REPO_ROOT, file))) continue;
      mkdirSync(path.dirname(path.join(code, file)), { recursive: true });
      cpSync(path.join(REPO_ROOT, file), path.join(code, file));
    }
    // The same npm cache as the developer's or CI's, so the install fetches nothing it has fetched before; a home
    // of its own, so no node-gyp headers cached there by an earlier build can help.
    const home = path.join(root, 'home');
    mkdirSync(home);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: pathWithNodeAlone(path.join(root, 'bin')),
      HOME: home,
      npm_config_cache: path.join(os.homedir(), '.npm'),
    };
    for (const name of Object.keys(env))
      if (/^npm_config_nodedir$|^NODE_TEST_CONTEXT$|^npm_(package|lifecycle)_/i.test(name)) delete env[name];
    for (const tool of ['make', 'cc', 'gcc', 'g++', 'python3', 'python']) {
      assert.notEqual(
        spawnSync('bash', ['-c', `command -v ${tool}`], { env }).status,
        0,
        `${tool} is on the test's PATH`,
      );
    }
    const install = spawnSync('bash', ['scripts/install-production.sh'], {
      cwd: code,
      env,
      encoding: 'utf8',
      timeout: INSTALL_TIMEOUT_MS,
    });
    output = `${install.stdout}\n${install.stderr}`;
    if (install.error) output += `\n${install.error.message} (the limit is ${INSTALL_TIMEOUT_MS / 1000} s)`;
    assert.equal(install.status, 0, output);
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('leaves only the native modules dist/ loads, none of the build or test tools', () => {
    const installed = readdirSync(path.join(code, 'node_modules'))
      .flatMap((name) =>
        name.startsWith('@')
          ? readdirSync(path.join(code, 'node_modules', name)).map((sub) => `${name}/${sub}`)
          : [name],
      )
      .filter((name) => !name.startsWith('.'));
    for (const tool of [
      'esbuild',
      'fastify',
      'react',
      'react-dom',
      'lighthouse',
      'playwright-core',
      'autocannon',
      'typescript',
      'tsx',
    ]) {
      assert.ok(!installed.includes(tool), `${tool} is still installed`);
    }
    for (const runtime of ['better-sqlite3', '@resvg/resvg-js', 'sharp', 'heic-decode'])
      assert.ok(installed.includes(runtime), `${runtime} is missing`);
    // sharp brings its libvips binary for this machine and three small helpers; tslib is kept for the WebAssembly
    // build npm does not install here.
    assert.ok(installed.length <= 14, `installed: ${installed.join(', ')}`);
    assert.match(output, /Installed for production in \d+ s: node_modules \S+, the whole folder \S+\./);
  });

  test('compiles nothing, and keeps only the SQLite binary of this machine', () => {
    const sqlite = path.join(code, 'node_modules', 'better-sqlite3');
    assert.ok(!existsSync(path.join(sqlite, 'build')), 'node-gyp ran: better-sqlite3/build exists');
    assert.doesNotMatch(output, /node-gyp|gyp info/);
    assert.deepEqual(readdirSync(path.join(sqlite, 'prebuilds')), [`${process.platform}-${process.arch}.node`]);
    assert.ok(!existsSync(path.join(sqlite, 'deps')), 'the SQLite sources are still installed');
  });

  test('the server starts from dist/ and answers the guest page and /healthz; the backup command runs', async () => {
    mkdirSync(data, { recursive: true });
    const server = await startServer({ entry: path.join(code, 'dist', 'server.mjs'), dataDir: data });
    try {
      assert.equal((await fetch(`${server.url}/`)).status, 200);
      assert.deepEqual(await (await fetch(`${server.url}/healthz`)).json(), { status: 'ok' });
      const backup = spawnSync(process.execPath, [path.join(code, 'dist', 'backup.mjs'), '--keep', '3'], {
        env: { ...process.env, DATA_DIR: data },
        encoding: 'utf8',
      });
      assert.equal(backup.status, 0, backup.stderr);
      assert.match(backup.stdout, /^Backed up 0 RSVPs, 0 households \(0 answered\), site\.json to .*wedding-\S+$/m);
      // As CONTRIBUTING.md says it, in the pruned install (npm prune rewrote package-lock.json after the build).
      const byNpm = spawnSync('npm', ['run', 'backup', '--silent'], {
        cwd: code,
        env: { ...process.env, DATA_DIR: data, NODE_TEST_CONTEXT: '' },
        encoding: 'utf8',
      });
      assert.equal(byNpm.status, 0, byNpm.stderr);
      assert.match(byNpm.stdout, /^Backed up 0 RSVPs/m);
    } finally {
      await server.stop();
    }
    assert.ok(readFileSync(path.join(data, 'site.json'), 'utf8').includes('"couple"'));
  });

  test('an answer is checked and kept with the schema libraries from dist/first-use, none of them installed', async () => {
    assert.ok(!existsSync(path.join(code, 'node_modules', 'ajv')), 'Ajv is installed, so it could come from there');
    const answers = path.join(root, 'answers');
    mkdirSync(answers);
    // Says on stderr which of dist/first-use/ the server loads (test/server/first-use.test.ts).
    const reporter = pathToFileURL(path.join(REPO_ROOT, 'test', 'fixtures', 'report-first-use.mjs')).href;
    const server = await startServer({
      entry: path.join(code, 'dist', 'server.mjs'),
      dataDir: answers,
      env: { NODE_OPTIONS: `--import=${reporter}` },
    });
    try {
      const post = (body: object) =>
        fetch(`${server.url}/api/rsvp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const refused = await post({ fullName: 'Asha', email: 'asha@example.com', guestCount: 'two', attending: true });
      assert.equal(refused.status, 400);
      assert.match(((await refused.json()) as { message: string }).message, /guestCount/);
      const kept = await post({ fullName: 'Asha', email: 'asha@example.com', guestCount: 2, attending: true });
      assert.equal(kept.status, 201, await kept.text());
      assert.match(server.stderr(), /^loaded first-use\/schemas$/m);
    } finally {
      await server.stop();
    }
  });
});
