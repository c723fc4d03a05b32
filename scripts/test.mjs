// `npm test`: type-checks, lints and builds the site at once (esbuild and tsx only strip types, so without tsc a
// type error would pass), then runs every *.test.ts under test/ with Node's test runner through tsx. The page tests
// and the browser tests use the real build. `npm run test:fast` (`--fast`) runs the checks and the fast group only.
// Words after the options pick the test files whose path contains one of them.
//
// Two groups. The fast one (unit, api, pages, budget, house: the app through inject, no browser, no server of its
// own) runs in one process, one file after another: a process per file would load tsx and the whole app 60 times.
// The others (browsers, spawned servers, deploys, full disks) each run in their own process, a few side by side,
// since most of their time is spent waiting on a browser, a child process or a disk.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const fastOnly = process.argv.includes('--fast');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const FAST_GROUP = ['unit', 'api', 'pages', 'budget', 'house'];
// Side by side on two cores: the browser tests wait on chromium, the deploy tests on npm and child processes.
const SLOW_CONCURRENCY = 3;

/** Runs a command with its output on this terminal, and settles with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root });
    child.once('error', (err) => {
      console.error(`${command}: ${err.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const biome = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
const [pagesAndServer, serviceWorker, tidy, build] = await Promise.all([
  run(process.execPath, [tsc, '--noEmit', '--pretty', 'false']),
  // The service worker has a worker's globals, not a page's: a project of its own.
  run(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', path.join(root, 'web', 'service-worker')]),
  // Format and lint (biome.jsonc); `npm run tidy` writes the fixes that are safe.
  run(process.execPath, [biome, 'check', '--reporter=summary', '.']),
  run(process.execPath, [path.join(root, 'build.mjs')]),
]);
const typecheck = pagesAndServer || serviceWorker;
if (typecheck !== 0) console.error('npm test: the type check failed (npm run typecheck shows the errors)');
if (tidy !== 0) console.error('npm test: formatting or lint failed (above; `npm run tidy` fixes what it safely can)');
if (typecheck !== 0 || tidy !== 0 || build !== 0) process.exit(typecheck || tidy || build);

const files = readdirSync(path.join(root, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('test', f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const inFastGroup = (file) => FAST_GROUP.includes(file.split(path.sep)[1] ?? '');
const fast = files.filter(inFastGroup);
const slow = fastOnly ? [] : files.filter((file) => !inFastGroup(file));

// Node 22 knows the flag only by its experimental name.
const isolationNone =
  Number(process.versions.node.split('.')[0]) >= 23 ? '--test-isolation=none' : '--experimental-test-isolation=none';
const runner = ['--import', 'tsx', '--import', './test/helpers/register.mjs', '--test'];
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
let failed = 0;
if (fast.length > 0) {
  const group = spawnSync(process.execPath, [...runner, isolationNone, ...fast], {
    stdio: 'inherit',
    cwd: root,
  });
  if (group.status !== 0) failed = group.status ?? 1;
  console.log(
    `npm test: the fast group, ${fast.length} files, ${group.status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`,
  );
}
if (slow.length > 0) {
  const slowStarted = Date.now();
  const group = spawnSync(process.execPath, [...runner, `--test-concurrency=${SLOW_CONCURRENCY}`, ...slow], {
    stdio: 'inherit',
    cwd: root,
  });
  if (group.status !== 0) failed ||= group.status ?? 1;
  console.log(
    `npm test: the other ${slow.length} files ${group.status === 0 ? 'passed' : 'FAILED'} in ${seconds(slowStarted)}`,
  );
}
process.exit(failed);
