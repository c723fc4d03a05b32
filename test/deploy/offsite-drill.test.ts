// The drill of docs/deploy.md's "Off the machine": while the site runs, `backup --offsite` sends everything to a
// restic repository (a folder, and SFTP to an OpenSSH server on 127.0.0.1); then the card "dies" (the data folder is
// deleted) and `restore --offsite` onto an empty folder brings back the couple's site, portrait and every answer.
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { failWithout, isCI } from '../helpers/ci';
import { runCommand } from '../helpers/run-command';
import { startServer } from '../helpers/spawn-server';
import { assertCouplesSite, COUPLE, makeWedding, readWedding } from '../helpers/wedding-with-answers';

const has = (program: string) => spawnSync('bash', ['-c', `command -v ${program}`]).status === 0;
const missing = ['restic', 'ssh', 'ssh-keygen']
  .filter((program) => !has(program))
  .concat(has('/usr/sbin/sshd') ? [] : ['sshd']);
// Like the browser suites: skipped on a developer's machine without them, never under CI (.ci/run installs them).
const skip = missing.length > 0 && !isCI ? `needs ${missing.join(', ')} (apt install restic openssh-server)` : false;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

async function drill(repositoryFolder: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-card-'));
  const fresh = mkdtempSync(path.join(os.tmpdir(), 'wedding-new-card-'));
  try {
    const wedding = await makeWedding(dataDir);
    const server = await startServer({ dataDir });
    try {
      const copied = await runCommand('backup', { env: { ...env, DATA_DIR: dataDir }, args: ['--offsite'] });
      assert.equal(copied.code, 0, copied.stderr);
      assert.match(copied.stdout, /^Copied off the machine: restic snapshot [0-9a-f]{8}$/m);
      const storage = (await (
        await fetch(`${server.url}/api/admin/storage`, { headers: { cookie: wedding.cookie } })
      ).json()) as { offsite: { lastCopyAt: string; stale: boolean } };
      assert.equal(storage.offsite.stale, false);
      assert.ok(Date.now() - Date.parse(storage.offsite.lastCopyAt) < 60_000);
    } finally {
      await server.stop();
    }
    // Encrypted at rest: nothing of the couple's or their guests' names is readable in the repository.
    for (const file of filesUnder(repositoryFolder)) {
      const bytes = readFileSync(file);
      for (const word of [COUPLE.first, 'Rajesh', 'Anjali'])
        assert.equal(bytes.indexOf(word), -1, `${word} is readable in ${file}`);
    }

    rmSync(dataDir, { recursive: true, force: true }); // the SD card dies
    const restored = await runCommand('restore', { env: { ...env, DATA_DIR: fresh }, args: ['--offsite'] });
    assert.equal(restored.code, 0, restored.stderr);
    assert.match(restored.stdout, /: 3 RSVPs, 2 households \(1 answered\)\.$/m);
    const back = await startServer({ dataDir: fresh, env: { ADMIN_PASSWORD: '' } });
    try {
      const { cookie, ...before } = wedding;
      assert.deepEqual(await readWedding(back.url, cookie), before);
      await assertCouplesSite(back.url);
    } finally {
      await back.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(fresh, { recursive: true, force: true });
  }
}

describe('backups off the machine, and the restore drill onto a new card', { skip }, () => {
  failWithout(missing, 'apt install restic openssh-server openssh-client');
  const root = mkdtempSync(path.join(os.tmpdir(), 'wedding-offsite-'));
  const passwordFile = path.join(root, 'restic-password');
  after(() => rmSync(root, { recursive: true, force: true }));
  before(() => writeFileSync(passwordFile, 'a long passphrase written down somewhere safe\n', { mode: 0o600 }));

  const init = (env: Record<string, string>) =>
    execFileSync('restic', ['init'], { env: { ...process.env, ...env }, stdio: 'pipe' });

  test('to a folder (a USB disk, a mounted share)', async () => {
    const repository = path.join(root, 'folder-repo');
    const env = { RESTIC_REPOSITORY: repository, RESTIC_PASSWORD_FILE: passwordFile };
    init(env);
    await drill(repository, env);
  });

  test('without restic set up: says what to set, and makes no copy', async () => {
    const dataDir = mkdtempSync(path.join(root, 'unset-'));
    const env: Record<string, string> = { DATA_DIR: dataDir, RESTIC_REPOSITORY: '', RESTIC_PASSWORD_FILE: '' };
    const refused = await runCommand('backup', { env, args: ['--offsite'] });
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /RESTIC_REPOSITORY is not set: say where the copies go/);
  });

  describe('over SFTP to another machine (an OpenSSH server on 127.0.0.1)', () => {
    const ssh = path.join(root, 'ssh');
    let sshd: ChildProcess | undefined;
    let port = 0;

    before(async () => {
      mkdirSync(ssh);
      execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(ssh, 'host_key')]);
      execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(ssh, 'client_key')]);
      writeFileSync(path.join(ssh, 'authorized_keys'), readFileSync(path.join(ssh, 'client_key.pub')));
      writeFileSync(
        path.join(ssh, 'sshd_config'),
        [
          'ListenAddress 127.0.0.1',
          `HostKey ${path.join(ssh, 'host_key')}`,
          `AuthorizedKeysFile ${path.join(ssh, 'authorized_keys')}`,
          'PasswordAuthentication no',
          'KbdInteractiveAuthentication no',
          'PermitRootLogin prohibit-password',
          'UsePAM no',
          'StrictModes no',
          'PidFile none',
          'Subsystem sftp internal-sftp',
        ].join('\n'),
      );
      // As root, sshd wants its privilege-separation folder, which a service manager would have made.
      if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
      // sshd cannot be told to take any free port and say which: ask the system for one, then give it to sshd.
      port = await new Promise<number>((resolve) => {
        const probe = createServer();
        probe.listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as AddressInfo;
          probe.close(() => resolve(free));
        });
      });
      const started = spawn('/usr/sbin/sshd', ['-D', '-e', '-p', String(port), '-f', path.join(ssh, 'sshd_config')], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      sshd = started;
      await new Promise<void>((resolve, reject) => {
        let said = '';
        started.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
          said += chunk;
          if (/Server listening on 127\.0\.0\.1 port/.test(said)) resolve();
        });
        started.once('exit', (code) => reject(new Error(`sshd exited (${code}): ${said}`)));
      });
      // What a couple puts in the service user's ~/.ssh/config, given to restic's ssh through a wrapper on its PATH.
      const bin = path.join(ssh, 'bin');
      mkdirSync(bin);
      writeFileSync(
        path.join(bin, 'ssh'),
        `#!/bin/sh\nexec ${execFileSync('bash', ['-c', 'command -v ssh'], { encoding: 'utf8' }).trim()} -i ${path.join(ssh, 'client_key')} -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o BatchMode=yes -o LogLevel=ERROR "$@"\n`,
      );
      chmodSync(path.join(bin, 'ssh'), 0o755);
    });
    after(() => sshd?.kill());

    test('a restic repository on another machine, reached with a key', async () => {
      const repository = path.join(root, 'sftp-repo');
      const env = {
        RESTIC_REPOSITORY: `sftp://${os.userInfo().username}@127.0.0.1:${port}/${repository}`,
        RESTIC_PASSWORD_FILE: passwordFile,
        PATH: `${path.join(ssh, 'bin')}:${process.env.PATH ?? ''}`,
      };
      init(env);
      await drill(repository, env);
    });
  });
});
