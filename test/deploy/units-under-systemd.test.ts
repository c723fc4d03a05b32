// The units of deploy/, hardened as they are, run under a real systemd: the site starts, takes an answer, draws its
// link-preview card in its worker, stops on SIGTERM; the backup and the copy off the machine (restic, to a folder)
// succeed. systemd is not this machine's init, so it boots as PID 1 of its own PID and mount namespaces. In there,
// tmpfs covers what it would change (/tmp, /run, /var, /opt) and the test's own files are bound in: the checkout
// read-only as /opt/wedding, the folder of the running Node as /opt/node-bin, a passwd with the `wedding` user, and
// a unit folder with the three units, as docs/deploy.md installs them, plus drop-ins that name that Node and a port.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { failWithout, isCI } from '../helpers/ci';
import { createRsvp } from '../helpers/server-api';
import { REPO_ROOT } from '../helpers/spawn-server';

const has = (command: string) => spawnSync('bash', ['-c', `command -v ${command}`]).status === 0;
const missing = [
  ...(process.getuid?.() === 0 ? [] : ['root']),
  ...['unshare', 'nsenter', 'restic'].filter((command) => !has(command)),
  ...(spawnSync('test', ['-x', '/lib/systemd/systemd']).status === 0 ? [] : ['systemd']),
];
const canBoot = missing.length === 0;
const skip = !canBoot && !isCI ? 'needs root, systemd, util-linux and restic' : false;

/** Asks again, a moment apart, until the answer comes or a minute has passed: for what systemd does on its own. */
async function poll<T>(ask: () => T | undefined | Promise<T | undefined>): Promise<T | undefined> {
  for (
    const deadline = Date.now() + 60_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 20))
  ) {
    const answer = await ask();
    if (answer !== undefined) return answer;
  }
  return undefined;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  assert.ok(address && typeof address === 'object');
  return address.port;
}

describe('the deploy units under systemd', { skip, timeout: 300_000 }, () => {
  failWithout(missing, 'apt install systemd util-linux restic, as root');
  const root = mkdtempSync(path.join(os.tmpdir(), 'wedding-systemd-'));
  let boot: ChildProcess | undefined;
  let init = 0;
  let url = '';

  /** Runs a command inside the namespaces, where systemd is PID 1. */
  const inside = (args: string[]) =>
    spawnSync('nsenter', ['-t', String(init), '-p', '-m', ...args], { encoding: 'utf8', timeout: 120_000 });
  const journal = (unit: string) => inside(['journalctl', '--no-pager', '-n', '40', '-u', unit]).stdout;
  const property = (unit: string, name: string) =>
    inside(['systemctl', 'show', unit, '-p', name, '--value']).stdout.trim();

  before(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const node = realpathSync(process.execPath);
    const units = path.join(root, 'units');
    mkdirSync(path.join(units, 'multi-user.target.wants'), { recursive: true });
    for (const unit of ['wedding.service', 'wedding-backup.service', 'wedding-offsite.service']) {
      writeFileSync(path.join(units, unit), readFileSync(path.join(REPO_ROOT, 'deploy', unit)));
      // Where scripts/update.sh writes `command -v node` into the unit, this writes the Node running the test.
      const execStart = /^ExecStart=\/usr\/bin\/node (.*)$/m.exec(readFileSync(path.join(units, unit), 'utf8'))?.[1];
      assert.ok(execStart, unit);
      mkdirSync(path.join(units, `${unit}.d`));
      writeFileSync(
        path.join(units, `${unit}.d`, 'test.conf'),
        `[Service]\nExecStart=\nExecStart=/opt/node-bin/node ${execStart}\n`,
      );
    }
    writeFileSync(path.join(units, 'wedding.service.d', 'site.conf'), `[Service]\nEnvironment=PORT=${port}\n`);
    // The couple's restic settings, and a folder on "another disk" that the copy may write to.
    writeFileSync(
      path.join(units, 'wedding-offsite.service.d', 'site.conf'),
      '[Service]\nEnvironmentFile=\nEnvironmentFile=/opt/wedding-etc/offsite.env\nReadWritePaths=/srv/offsite\n',
    );
    mkdirSync(path.join(root, 'etc'));
    writeFileSync(
      path.join(root, 'etc', 'offsite.env'),
      'RESTIC_REPOSITORY=/srv/offsite/wedding\nRESTIC_PASSWORD=correct horse battery staple\n',
    );
    spawnSync('ln', ['-s', '../wedding.service', path.join(units, 'multi-user.target.wants', 'wedding.service')]);
    writeFileSync(
      path.join(root, 'passwd'),
      `${readFileSync('/etc/passwd', 'utf8')}wedding:x:23456:23456:wedding:/var/lib/wedding:/usr/sbin/nologin\n`,
    );
    writeFileSync(path.join(root, 'group'), `${readFileSync('/etc/group', 'utf8')}wedding:x:23456:\n`);

    const mounts = [
      'set -e',
      // Node or the checkout may live under /opt, which the next tmpfs hides: they are held in the test's folder.
      `mkdir '${root}/code' '${root}/node'`,
      `mount --bind '${REPO_ROOT}' '${root}/code'`,
      `mount --bind '${path.dirname(node)}' '${root}/node'`,
      'mount -t tmpfs -o mode=755 tmpfs /opt',
      'mkdir /opt/wedding /opt/node-bin /opt/wedding-etc',
      `mount --bind '${root}/code' /opt/wedding && mount -o remount,bind,ro /opt/wedding`,
      `mount --bind '${root}/node' /opt/node-bin`,
      `mount --bind '${path.join(root, 'etc')}' /opt/wedding-etc`,
      `mount --bind '${path.join(root, 'passwd')}' /etc/passwd`,
      `mount --bind '${path.join(root, 'group')}' /etc/group`,
      `mount --bind '${units}' /etc/systemd/system`,
      // Last, as they hide the test's folder: what systemd would otherwise clean or write on this machine.
      'for dir in /tmp /run /var/tmp /var/lib /var/log /var/cache /srv; do mount -t tmpfs -o mode=755 tmpfs $dir; done',
      'chmod 1777 /tmp /var/tmp',
      'mkdir -m 700 /srv/offsite && chown 23456:23456 /srv/offsite',
      'exec /lib/systemd/systemd --system --unit=multi-user.target --log-target=console',
    ].join('\n');
    const log = openSync(path.join(root, 'systemd.log'), 'w');
    boot = spawn(
      'unshare',
      ['--pid', '--fork', '--mount', '--propagation', 'private', '--mount-proc', 'bash', '-c', mounts],
      { stdio: ['ignore', log, log] },
    );
    const unsharePid = boot.pid;
    assert.ok(unsharePid);
    // systemd is the child unshare forked.
    init =
      (await poll(
        () =>
          Number(readFileSync(`/proc/${unsharePid}/task/${unsharePid}/children`, 'utf8').split(' ')[0]) || undefined,
      )) ?? 0;
    assert.ok(init > 0, readFileSync(path.join(root, 'systemd.log'), 'utf8'));
    // Until systemd opens its socket, systemctl cannot reach it or finds it "offline"; then --wait waits for the boot.
    const booted = await poll(() => {
      const state = inside(['systemctl', 'is-system-running', '--wait']);
      return state.stdout === '' || state.stdout.startsWith('offline') ? undefined : state;
    });
    assert.ok(booted, readFileSync(path.join(root, 'systemd.log'), 'utf8'));
    assert.match(
      booted.stdout,
      /running|degraded/,
      `${booted.stdout}${booted.stderr}\n${readFileSync(path.join(root, 'systemd.log'), 'utf8')}`,
    );
  });

  after(async () => {
    // SIGKILL to PID 1 of the namespace ends every process in it; it may have ended already, if the boot failed.
    try {
      if (init > 0) process.kill(init, 'SIGKILL');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
    if (boot && boot.exitCode === null) await once(boot, 'exit');
    rmSync(root, { recursive: true, force: true });
  });

  test('wedding.service starts and answers, hardened as it is', async () => {
    // Type=simple: systemd reports "active" when Node starts, so the site is asked until it listens.
    const health = await poll(() =>
      property('wedding.service', 'ActiveState') === 'failed'
        ? undefined
        : fetch(`${url}/healthz`).catch(() => undefined),
    );
    assert.equal(health?.status, 200, journal('wedding.service'));
    assert.equal(property('wedding.service', 'NRestarts'), '0', journal('wedding.service'));
    assert.equal(property('wedding.service', 'User'), 'wedding');
  });

  test("it keeps the site's bytecode in its own cache folder, for the next start", () => {
    // Asked after the site answered above: the cache is written before the first request is taken.
    const cached = inside(['find', '/var/cache/wedding/compile', '-type', 'f', '-size', '+100k']);
    assert.notEqual(cached.stdout.trim(), '', `${cached.stderr}${journal('wedding.service')}`);
  });

  test('it stores an answer and draws the link-preview card in its worker', async () => {
    await createRsvp(url, { fullName: 'Anjali Rao', email: 'anjali@example.com', guestCount: 2, attending: true });
    const page = await (await fetch(`${url}/`)).text();
    const card = /<meta property="og:image" content="[^"]*?(\/media\/preview-[^"]+\.png)"/.exec(page)?.[1];
    assert.ok(card, 'the page names its preview card');
    const image = await fetch(`${url}${card}`);
    assert.equal(image.status, 200, journal('wedding.service'));
    assert.equal(image.headers.get('content-type'), 'image/png');
    const database = inside(['stat', '-c', '%U %a', '/var/lib/wedding/wedding.db']).stdout.trim();
    assert.equal(database, 'wedding 600');
  });

  test('wedding-backup.service saves the wedding', () => {
    const started = inside(['systemctl', 'start', 'wedding-backup.service']);
    assert.equal(started.status, 0, `${started.stderr}\n${journal('wedding-backup.service')}`);
    assert.equal(property('wedding-backup.service', 'Result'), 'success');
    assert.match(journal('wedding-backup.service'), /Backed up 1 RSVP/);
    assert.match(inside(['ls', '/var/lib/wedding/backups']).stdout, /^wedding-\S+$/m);
  });

  test('wedding-offsite.service copies it off the machine with restic', () => {
    // docs/deploy.md: the repository is made once, as the service user, with the couple's settings.
    const created = inside([
      'runuser',
      '-u',
      'wedding',
      '--',
      'env',
      'RESTIC_REPOSITORY=/srv/offsite/wedding',
      'RESTIC_PASSWORD=correct horse battery staple',
      'restic',
      'init',
    ]);
    assert.equal(created.status, 0, created.stderr);
    const started = inside(['systemctl', 'start', 'wedding-offsite.service']);
    assert.equal(started.status, 0, `${started.stderr}\n${journal('wedding-offsite.service')}`);
    const snapshots = inside([
      'env',
      'RESTIC_REPOSITORY=/srv/offsite/wedding',
      'RESTIC_PASSWORD=correct horse battery staple',
      'restic',
      'snapshots',
      '--json',
    ]);
    assert.equal(snapshots.status, 0, snapshots.stderr);
    assert.equal((JSON.parse(snapshots.stdout) as unknown[]).length, 1);
    assert.match(journal('wedding-offsite.service'), /Copied off the machine/);
  });

  test('it stops on SIGTERM without a failure', () => {
    const stopped = inside(['systemctl', 'stop', 'wedding.service']);
    assert.equal(stopped.status, 0, stopped.stderr);
    assert.equal(property('wedding.service', 'Result'), 'success', journal('wedding.service'));
    assert.equal(property('wedding.service', 'ExecMainStatus'), '0', journal('wedding.service'));
  });
});
