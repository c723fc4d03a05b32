// `npm start` and the systemd unit start Node the same way: a flag added to one and not the other would make the
// benchmark (which runs the server as they do) and a production install differ.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const flagsOf = (command: string) => command.split(/\s+/).filter((word) => word.startsWith('--'));

test('npm start, the systemd unit and the benchmark give Node the same flags', () => {
  const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start ?? '';
  const unit = /^ExecStart=(.*)$/m.exec(read('deploy/wedding.service'))?.[1] ?? '';
  const bench =
    /const SERVER_FLAGS = \[(.*)\];/
      .exec(read('scripts/bench/index.ts'))?.[1]
      ?.match(/'([^']+)'/g)
      ?.map((flag) => flag.slice(1, -1)) ?? [];
  assert.deepEqual(flagsOf(start), ['--max-semi-space-size=2', '--v8-pool-size=2']);
  assert.deepEqual(flagsOf(unit), flagsOf(start));
  assert.deepEqual(bench, flagsOf(start));
});
