// The systemd units of deploy/: each service's exposure as `systemd-analyze security` scores it (Debian's systemd,
// offline: no systemd needs to run here), Node named by its path, and copies off the machine often enough.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { isCI } from '../helpers/ci';
import { REPO_ROOT } from '../helpers/spawn-server';

const DEPLOY = path.join(REPO_ROOT, 'deploy');
const services = readdirSync(DEPLOY).filter((name) => name.endsWith('.service'));
const hasAnalyze = spawnSync('bash', ['-c', 'command -v systemd-analyze']).status === 0;
const skip = !hasAnalyze && !isCI ? 'needs systemd-analyze (apt install systemd)' : false;
/** The target: well inside "OK" (systemd calls up to 4.9 OK; a unit with only User= scores 9.2). */
const MAX_EXPOSURE = 2.0;

const directives = (unit: string, key: string) =>
  readFileSync(path.join(DEPLOY, unit), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));

describe('the systemd units', () => {
  for (const unit of services) {
    test(`${unit} is exposed at most ${MAX_EXPOSURE} in systemd-analyze security`, { skip }, () => {
      const analyzed = spawnSync(
        'systemd-analyze',
        ['security', '--offline=true', '--no-pager', path.join(DEPLOY, unit)],
        { encoding: 'utf8' },
      );
      const score = /Overall exposure level for \S+: (\d+\.\d+)/.exec(analyzed.stdout)?.[1];
      assert.ok(score, `${analyzed.stdout}\n${analyzed.stderr}`);
      assert.ok(
        Number(score) <= MAX_EXPOSURE,
        `${unit} scores ${score}:\n${analyzed.stdout
          .split('\n')
          .filter((line) => line.startsWith('✗'))
          .join('\n')}`,
      );
    });

    test(`${unit} runs Node by its full path, not through systemd's PATH`, () => {
      const [execStart = ''] = directives(unit, 'ExecStart');
      assert.match(execStart, /^\/\S+\/node /);
      assert.doesNotMatch(execStart, /\/env /);
    });
  }

  test('the copies off the machine run at least every 15 minutes, and after a Pi was off', { skip }, () => {
    const [calendar = ''] = directives('wedding-offsite.timer', 'OnCalendar');
    const next = spawnSync('systemd-analyze', ['calendar', '--iterations=3', calendar], { encoding: 'utf8' });
    const times = [...next.stdout.matchAll(/(?:Next elapse|Iter\. #\d+): \w{3} (\S+ \S+)/g)].map((match) =>
      Date.parse(`${(match[1] ?? '').replace(' ', 'T')}Z`),
    );
    assert.equal(times.length, 3, next.stdout);
    for (let i = 1; i < times.length; i++) assert.ok((times[i] ?? 0) - (times[i - 1] ?? 0) <= 15 * 60_000, next.stdout);
    assert.deepEqual(directives('wedding-offsite.timer', 'Persistent'), ['true']);
  });
});
