// `npm test`: builds the site, then runs every *.test.ts under test/ with Node's test runner through tsx, while the
// type check and the lint run beside the first files (esbuild and tsx only strip types, so without tsc a type error
// would pass). The page tests and the browser tests use the real build. `npm run test:fast` (`--fast`) runs the
// checks and the fast group only.
// Words after the options pick the test files whose path contains one of them.
//
// The fast group (unit, api, pages, budget, house: the app through inject, no browser) runs in three processes,
// each one file after another: a process per file would load tsx and the whole app 130 times, and one process for
// all of them would leave the second core idle in `npm run test:fast`. The browser group (e2e) runs the same way, in
// six processes, each with one chromium for all its files (test/e2e/browser.ts): starting tsx, chromium and a fresh
// compile cache for each of 49 files cost an eighth of their processor time. The other files (spawned servers,
// deploys, full disks, images) each run in a process of their own. A few processes run side by side, since much of
// their time is spent waiting on a browser, a child process or a disk; each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const fastOnly = process.argv.includes('--fast');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
// A group's files are dealt out in turn, the slowest first, so that each part has its share of the slow files. The
// fast group in three parts on two cores: with two, the one that drew the slowest files (the repeats' scan of the
// whole tree) ran 40 s after the other. The browser group in six: its files take two thirds of the run's processor
// time, and fewer, longer parts would leave the run waiting on the last of them.
const FAST_JOB = 'the fast group';
const GROUPS = [
  { name: FAST_JOB, folders: ['unit', 'api', 'pages', 'budget', 'house'], parts: 3 },
  { name: 'the browser group', folders: ['e2e'], parts: 6 },
];
// Side by side on two cores: the browser tests wait on chromium, the deploy tests on npm and child processes.
// TEST_CONCURRENCY overrides it.
const POOL_SIZE = 4;

// The build, the type check and the lint, each in a process group of its own as the jobs are, so that a signal to
// this script ends them and what they started (Biome's wrapper starts its binary).
const runningChecks = new Set();
/** Runs a command with its output on this terminal, and settles with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, detached: true });
    runningChecks.add(child);
    child.once('error', (err) => {
      console.error(`${command}: ${err.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
    child.once('close', () => runningChecks.delete(child));
  });
}

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const biome = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
const runningJobs = new Set();
/** Ends a job's process and all it started (its process group: servers, browsers, npm), if any is left. */
function endGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group has ended already.
  }
}
// Each job leads a process group of its own, which the terminal's Ctrl-C does not reach: this script passes it on,
// and a signal sent to this script alone (a CI runner's SIGTERM) ends the checks too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of runningJobs) endGroup(child);
    for (const child of runningChecks) endGroup(child);
    process.exit(128 + os.constants.signals[signal]);
  });
}

const build = await run(process.execPath, [path.join(root, 'build.mjs')]);
if (build !== 0) process.exit(build);

// The tests need the build, which runs first, alone: beside the type check it took twice as long, and every test
// waited for it. The type check and the lint need no build and run beside the first tests. One that fails ends the
// run, as it did when they ran before any test.
const checks = Promise.all([
  run(process.execPath, [tsc, '--noEmit', '--pretty', 'false']),
  // The service worker has a worker's globals, not a page's: a project of its own.
  run(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', path.join(root, 'web', 'service-worker')]),
  // Format and lint (biome.jsonc); `npm run tidy` writes the fixes that are safe.
  run(process.execPath, [biome, 'check', '--reporter=summary', '.']),
]).then(([pagesAndServer, serviceWorker, tidy]) => {
  const typecheck = pagesAndServer || serviceWorker;
  if (typecheck !== 0) console.error('npm test: the type check failed (npm run typecheck shows the errors)');
  if (tidy !== 0) console.error('npm test: formatting or lint failed (above; `npm run tidy` fixes what it safely can)');
  if (typecheck === 0 && tidy === 0) return;
  for (const child of runningJobs) endGroup(child);
  process.exit(typecheck || tidy);
});

const files = readdirSync(path.join(root, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('test', f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const groupOf = (file) => GROUPS.find((group) => group.folders.includes(file.split(path.sep)[1] ?? ''));
const groups = fastOnly ? GROUPS.filter((group) => group.name === FAST_JOB) : GROUPS;
const alone = fastOnly ? [] : files.filter((file) => groupOf(file) === undefined);

// Node 22 knows the flag only by its experimental name.
const isolationNone =
  Number(process.versions.node.split('.')[0]) >= 23 ? '--test-isolation=none' : '--experimental-test-isolation=none';
// Every test has a time limit: one that waits for something that never comes fails, named, instead of holding the
// run until CI's own limit ends it with nothing said. The slowest test here takes about two minutes.
const TEST_TIME_LIMIT_MS = 8 * 60 * 1000;
const runner = [
  '--import',
  'tsx',
  '--import',
  './test/helpers/register.mjs',
  '--test',
  '--test-reporter=spec',
  `--test-timeout=${TEST_TIME_LIMIT_MS}`,
];

// One pool of processes: the groups' parts are among them, so the files that run alone use the cores they leave idle.
// The longest jobs start first (a pool finishes when its last job does); the rest follow in path order. The slowest
// browser files are named here too, to be dealt to different parts.
const STARTS_FIRST = [
  // Under QEMU, building the Pi's image (and on a clean machine its base) is the run's longest job.
  'test/container/arm64',
  // Short, but the first to say what a change broke.
  FAST_JOB,
  'the browser group',
  'test/deploy/update-from-earlier',
  'test/container',
  'test/deploy/production-install',
  'test/e2e/every-language',
  'test/e2e/household-quick-answer',
  'test/e2e/themes',
  'test/e2e/hero-while-faces-arrive',
  'test/e2e/admin-menu-every-width',
  'test/e2e/first-view-fonts',
  'test/e2e/the-days',
];
const rank = (name) => {
  const at = STARTS_FIRST.findIndex((prefix) => name.split(path.sep).join('/').startsWith(prefix));
  return at === -1 ? STARTS_FIRST.length : at;
};
const byRank = (a, b) => rank(a) - rank(b) || a.localeCompare(b);
const jobs = alone.map((file) => ({ name: file, args: [...runner, file] }));
for (const group of groups) {
  const members = files.filter((file) => groupOf(file) === group).sort(byRank);
  const count = Math.min(group.parts, members.length);
  // Back and forth (1 to 6, then 6 to 1): dealt in one direction only, the first part drew the first and the seventh
  // slowest file.
  const partOf = (index) => {
    const place = index % count;
    return Math.floor(index / count) % 2 === 0 ? place : count - 1 - place;
  };
  const parts = Array.from({ length: count }, (_, part) => members.filter((_, index) => partOf(index) === part));
  for (const [index, part] of parts.entries()) {
    const name = `${group.name}, part ${index + 1} of ${parts.length} (${part.length} files)`;
    jobs.push({ name, args: [...runner, isolationNone, ...part.sort()] });
  }
}
jobs.sort((a, b) => byRank(a.name, b.name));

const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY) || POOL_SIZE);
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

// A job still running this long has hung: a test's own limit ends the test, not a handle left open after the last
// one (a server, a timer), which keeps its process alive with nothing said. The job is ended and named instead. The
// longest jobs (a part of the browser group, the arm64 image) take four to eight minutes on two cores in CI; the
// update from an earlier release, one to two, took 17 at load 30.
const JOB_TIME_LIMIT_MS = 45 * 60 * 1000;
/** Runs one job with its output held back, then prints it whole, so that files running side by side never mix. */
function runJob(job) {
  return new Promise((resolve) => {
    const jobStarted = Date.now();
    const output = [];
    const child = spawn(process.execPath, job.args, {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    runningJobs.add(child);
    const limit = setTimeout(() => {
      output.push(Buffer.from(`\nnpm test: ${job.name} ran past its limit of ${JOB_TIME_LIMIT_MS / 60_000} minutes\n`));
      endGroup(child);
    }, JOB_TIME_LIMIT_MS);
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let finished = false;
    const finish = (code) => {
      if (finished) return;
      finished = true;
      clearTimeout(limit);
      runningJobs.delete(child);
      process.stdout.write(Buffer.concat(output));
      const passed = code === 0;
      console.log(`npm test: ${job.name} ${passed ? 'passed' : 'FAILED'} in ${seconds(jobStarted)}\n`);
      resolve({ job, passed, counts: countsIn(Buffer.concat(output).toString('utf8')) });
    };
    child.once('error', (err) => {
      output.push(Buffer.from(`${err.message}\n`));
      finish(1);
    });
    child.once('close', (code) => finish(code ?? 1));
  });
}

/** The runner's own summary lines ("ℹ pass 12"), added up over the jobs. */
function countsIn(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colours are escape sequences
  const text = output.replace(/\x1b\[[0-9;]*m/g, '');
  const count = (word) => Number(text.match(new RegExp(`^ℹ ${word} (\\d+)$`, 'm'))?.[1] ?? 0);
  // A test cancelled (its suite's hook failed, or the file timed out) did not pass either.
  return { pass: count('pass'), fail: count('fail') + count('cancelled'), skipped: count('skipped') };
}

const results = [];
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(concurrency, jobs.length) }, async () => {
    while (next < jobs.length) results.push(await runJob(jobs[next++]));
  }),
);
await checks;
const failedJobs = results.filter((result) => !result.passed);
const total = (key) => results.reduce((sum, result) => sum + result.counts[key], 0);
const processes =
  jobs.length === 1 ? 'one process' : `${jobs.length} processes, ${Math.min(concurrency, jobs.length)} at a time`;
console.log(
  `npm test: ${total('pass')} tests passed, ${total('fail')} failed, ${total('skipped')} skipped ` +
    `(${processes}) in ${seconds(started)}`,
);
for (const { job } of failedJobs) {
  // A part's name says nothing of its files; the failing test in its output above says which.
  const files = job.args.filter((arg) => arg.endsWith('.test.ts'));
  console.log(`npm test: FAILED ${job.name}${files.length > 1 ? `: ${files.join(', ')}` : ''}`);
}
process.exit(failedJobs.length > 0 ? 1 : 0);
