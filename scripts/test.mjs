// `npm test`: builds the site once (the page tests and the browser tests use the real build), then runs every
// *.test.ts under test/ with Node's test runner through tsx. Node 20 does not expand globs, so the list is made here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const only = process.argv.slice(2);

const build = spawnSync(process.execPath, [path.join(root, 'build.mjs')], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

const files = readdirSync(path.join(root, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join('test', f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', './test/helpers/register.mjs', '--test', ...files], { stdio: 'inherit', cwd: root });
process.exit(run.status ?? 1);
