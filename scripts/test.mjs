// `npm test`: type-checks and builds the site at once (esbuild and tsx only strip types, so without tsc a type
// error would pass), then runs every *.test.ts under test/ with Node's test runner through tsx. The page tests and
// the browser tests use the real build. Node 20 did not expand globs, so the list of files is made here.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const only = process.argv.slice(2);

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

const tests = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--import', './test/helpers/register.mjs', '--test', ...files],
  { stdio: 'inherit', cwd: root },
);
process.exit(tests.status ?? 1);
