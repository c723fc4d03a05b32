// scripts/install-production.sh refuses an argument it does not know, or a processor npm would install nothing for,
// before it installs anything: a misspelt `--cpu` once gave an install for the wrong processor that said it was fine.
// The script runs from a folder of its own with nothing to install, so a refusal that failed could harm nothing.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { REPO_ROOT } from '../helpers/spawn-server';

describe('the production install, asked wrongly', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'wedding-install-arguments-'));
  mkdirSync(path.join(folder, 'scripts'));
  const script = path.join(folder, 'scripts', 'install-production.sh');
  copyFileSync(path.join(REPO_ROOT, 'scripts', 'install-production.sh'), script);
  after(() => rmSync(folder, { recursive: true, force: true }));

  const cases: Array<[string, string[], RegExp]> = [
    ['an unknown argument', ['--fast'], /unknown argument '--fast'.*\[--cpu x64\|arm64\]/],
    ['a processor npm does not name so', ['--cpu', 'sparc'], /--cpu takes x64 or arm64, not 'sparc'/],
    ['the same, written with =', ['--cpu=armv6'], /--cpu takes x64 or arm64, not 'armv6'/],
    ['--cpu without a processor', ['--cpu'], /--cpu takes x64 or arm64, not ''/],
  ];
  for (const [what, args, said] of cases)
    test(`${what} is refused, naming what it takes, and nothing is installed`, () => {
      const run = spawnSync('bash', [script, ...args], { cwd: folder, encoding: 'utf8' });
      assert.equal(run.status, 2, `${run.stdout}\n${run.stderr}`);
      assert.match(run.stderr, said);
      assert.equal(existsSync(path.join(folder, 'node_modules')), false);
    });
});
