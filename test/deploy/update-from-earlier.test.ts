// docs/deploy.md's update, from the layout c677367's guide left: a checkout owned by root, built with `sudo npm ci`,
// its unit with `/usr/bin/env node` and the couple's PUBLIC_URL, a data folder with answers, a password and a
// session. scripts/update.sh, run as root after the new code is fetched, must bring it to today's layout and keep
// every answer, the password, the session and the couple's setting. (systemd does not run here: the units are
// installed into a folder of the test's, and the script says to start the site by hand.)
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { adminCookie, createRsvp, listRsvps } from '../helpers/server-api';
import { REPO_ROOT, startServer } from '../helpers/spawn-server';

const EARLIER = 'c677367';
const TIMEOUT_MS = 600_000;
const SERVICE_USER = `wedtest${process.pid % 100000}`;

describe(`updating an install made with ${EARLIER}'s guide`, { timeout: TIMEOUT_MS }, () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'wedding-update-'));
  const code = path.join(root, 'opt-wedding');
  const data = path.join(root, 'var-lib-wedding');
  const units = path.join(root, 'etc-systemd-system');
  // The service user's folders must be reachable through the temporary folder.
  const run = (command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) => {
    const result = spawnSync(command, args, {
      encoding: 'utf8',
      cwd: options.cwd ?? code,
      env: { ...process.env, ...options.env },
      timeout: TIMEOUT_MS,
    });
    assert.equal(result.status, 0, `${command} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  };
  let said = '';
  let names: string[] = [];
  let cookie = '';
  let refusedForPrivateNode = { status: null as number | null, said: '', owner: -1 };

  before(async () => {
    execFileSync('chmod', ['755', root]);
    // The earlier guide: `sudo git clone`, `sudo npm ci`, `sudo npm run build`, as root.
    mkdirSync(code);
    execFileSync('bash', ['-c', `git -C '${REPO_ROOT}' archive ${EARLIER} | tar -x -C '${code}'`]);
    // Its better-sqlite3 (12) downloads its binary from GitHub at install, which this machine cannot reach: it is
    // installed without scripts, and the current release's prebuilt module takes its place (the same API).
    run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
    rmSync(path.join(code, 'node_modules', 'better-sqlite3'), { recursive: true });
    cpSync(path.join(REPO_ROOT, 'node_modules', 'better-sqlite3'), path.join(code, 'node_modules', 'better-sqlite3'), {
      recursive: true,
    });
    run('npm', ['run', 'build']);
    mkdirSync(data, { mode: 0o700 });
    mkdirSync(units);
    writeFileSync(
      path.join(units, 'wedding.service'),
      readFileSync(path.join(code, 'deploy', 'wedding.service'), 'utf8').replace(
        'https://wedding.example.com',
        'https://meera-weds-kabir.example',
      ),
    );

    // The wedding so far, on the earlier release.
    const earlier = await startServer({ entry: path.join(code, 'dist', 'server.mjs'), dataDir: data });
    try {
      for (const fullName of ['Anjali Rao', 'Dev Malhotra'])
        await createRsvp(earlier.url, { fullName, email: 'guest@example.com', guestCount: 2, attending: true });
      cookie = await adminCookie(earlier.url);
      names = (await listRsvps(earlier.url)).map((rsvp) => rsvp.fullName);
    } finally {
      await earlier.stop();
    }

    // `git pull`: today's files in place of the earlier ones.
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of execFileSync('git', ['-C', REPO_ROOT, 'ls-tree', '-r', '-z', '--name-only', EARLIER], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean)) {
      if (!tracked.includes(file)) rmSync(path.join(code, file), { force: true });
    }
    for (const file of tracked) {
      if (!existsSync(path.join(REPO_ROOT, file))) continue;
      mkdirSync(path.dirname(path.join(code, file)), { recursive: true });
      cpSync(path.join(REPO_ROOT, file), path.join(code, file));
    }
    execFileSync('useradd', ['--system', '--home', data, '--shell', '/usr/sbin/nologin', SERVICE_USER]);
    const env: NodeJS.ProcessEnv = { CODE_DIR: code, DATA_DIR: data, SERVICE_USER, UNIT_DIR: units };

    // Node installed for root alone (under a folder of mode 700, as ~/.cache or nvm's are): refused before any change.
    const privateNode = path.join(root, 'root-only', 'bin');
    mkdirSync(privateNode, { recursive: true });
    cpSync(process.execPath, path.join(privateNode, 'node'));
    chmodSync(path.join(root, 'root-only'), 0o700);
    const refused = spawnSync('bash', [path.join(code, 'scripts', 'update.sh')], {
      encoding: 'utf8',
      env: { ...process.env, ...env, PATH: `${privateNode}:${process.env.PATH}` },
    });
    refusedForPrivateNode = { status: refused.status, said: refused.stderr, owner: statSync(code).uid };

    // Node for the whole machine, as the guide installs it: wherever this test's Node lives, a copy the service
    // user can run (CI's lies under root's home).
    const machineNode = path.join(root, 'usr-local', 'bin');
    mkdirSync(machineNode, { recursive: true });
    cpSync(process.execPath, path.join(machineNode, 'node'));
    said = run('bash', [path.join(code, 'scripts', 'update.sh')], {
      env: { ...env, PATH: `${machineNode}:${process.env.PATH}` },
    });
  });
  after(() => {
    spawnSync('userdel', [SERVICE_USER]);
    rmSync(root, { recursive: true, force: true });
  });

  test('refuses a Node the service user cannot run, before changing anything', () => {
    assert.equal(refusedForPrivateNode.status, 1);
    assert.match(refusedForPrivateNode.said, /wedtest\d+ cannot run \S+\/root-only\/bin\/node/);
    assert.match(refusedForPrivateNode.said, /Install Node 24 LTS for the whole machine/);
    assert.equal(refusedForPrivateNode.owner, 0, 'the code still belongs to root');
  });

  test('says what it did, step by step', () => {
    assert.match(said, /• Node v\d+\.\d+\.\d+ at \//);
    assert.match(said, /now belongs to wedtest\d+ \(it was built as another user\)/);
    assert.match(said, /Backed up 2 RSVPs to \S+\.db/);
    assert.match(said, /Installed for production in \d+ s/);
    assert.match(
      said,
      /kept your settings for wedding\.service in \S+wedding\.service\.d\/site\.conf: Environment=PUBLIC_URL=https:\/\/meera-weds-kabir\.example/,
    );
    assert.match(said, /systemd is not running here: start the site yourself/);
  });

  test('the code belongs to the service user, and the unit names Node by its path with the couple’s setting kept', () => {
    const uid = Number(execFileSync('id', ['-u', SERVICE_USER], { encoding: 'utf8' }));
    for (const file of ['.', 'dist/server.mjs', 'node_modules/better-sqlite3'])
      assert.equal(statSync(path.join(code, file)).uid, uid, file);
    const unit = readFileSync(path.join(units, 'wedding.service'), 'utf8');
    assert.match(
      unit,
      /^ExecStart=\/\S+\/node --max-semi-space-size=2 --v8-pool-size=2 \/opt\/wedding\/dist\/server\.mjs$/m,
    );
    assert.match(unit, /^ProtectProc=invisible$/m);
    assert.match(
      readFileSync(path.join(units, 'wedding.service.d', 'site.conf'), 'utf8'),
      /^\[Service\]\nEnvironment=PUBLIC_URL=https:\/\/meera-weds-kabir\.example$/m,
    );
  });

  test('the new release serves every answer, the same password and the same session', async () => {
    const server = await startServer({
      entry: path.join(code, 'dist', 'server.mjs'),
      dataDir: data,
      env: { ADMIN_PASSWORD: '' },
    });
    try {
      assert.deepEqual(
        (await listRsvps(server.url)).map((rsvp) => rsvp.fullName),
        names,
      );
      const session = await fetch(`${server.url}/api/rsvps?limit=1`, { headers: { cookie } });
      assert.equal(session.status, 200);
    } finally {
      await server.stop();
    }
  });
});
