// The container image of issue 46, built and run on a machine that cannot start containers: buildah builds the
// Containerfile (--isolation chroot) on a stand-in for Node's official image, and the image's filesystem runs as a
// runtime would run it (run-in-image.ts). The site serves, takes an answer, stops on SIGTERM, starts again on the same
// volume with the answer there; the first start's log shows the admin password once; the image adds at most 80 MB.
import assert from 'node:assert/strict';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { failWithout, isCI } from '../helpers/ci';
import { adminCookie, createRsvp } from '../helpers/server-api';
import {
  BUILD_TIME_LIMIT_MS,
  buildImage,
  type ImageConfig,
  imageConfig,
  imageSize,
  missingTools,
  mountImage,
  removeImage,
  standInBase,
} from './buildah';
import { freePort, type ImageProcess, imageUser, runImage } from './run-in-image';

const missing = missingTools(['buildah', 'mmdebstrap', 'unshare']);
const skip = missing.length > 0 && !isCI ? `needs ${missing.join(', ')} (apt install buildah mmdebstrap)` : false;

/** What the image may add to Node's own: its code, its native modules, restic (issue 46). */
const MAX_ADDED_BYTES = 80_000_000;
/** The server gives requests in flight 5 s after SIGTERM (src/start/signals.ts); the rest is the runtime's. */
const STOP_WITHIN_MS = 10_000;
const PASSWORD_LINE = /Admin password \(shown only this once[^)]*\): (\S+)/g;

describe('the container image (Containerfile), for amd64', { skip, timeout: BUILD_TIME_LIMIT_MS }, () => {
  failWithout(missing, 'apt-get install buildah mmdebstrap (.ci/run installs them)');
  const image = `localhost/wedding-test:${process.pid}`;
  const volume = mkdtempSync(path.join(os.tmpdir(), 'wedding-volume-'));
  let base = '';
  let config: ImageConfig;
  let mounted: ReturnType<typeof mountImage> | undefined;
  const started: ImageProcess[] = [];
  let adminPassword: string[] = [];

  before(
    () => {
      base = standInBase('amd64');
      const { seconds } = buildImage('amd64', base, image);
      console.log(`built the image on ${base} in ${seconds} s`);
      config = imageConfig(image).config;
      mounted = mountImage(image);
      // A named volume starts as the image's /data, owned by its user; a folder of the test stands in for it.
      const { uid, gid } = imageUser(mounted.root, config.User);
      chownSync(volume, uid, gid);
    },
    { timeout: BUILD_TIME_LIMIT_MS },
  );
  after(async () => {
    for (const running of started) {
      running.process.kill('SIGKILL');
      await running.exited;
    }
    mounted?.remove();
    removeImage(image);
    rmSync(volume, { recursive: true, force: true });
  });

  async function start() {
    const port = await freePort();
    const running = run(config.Cmd, undefined, { HOST: '127.0.0.1', PORT: String(port) });
    await running.waitFor(/Guest page:\s+http:\/\/\S+\//, 90);
    return { running, url: `http://127.0.0.1:${port}` };
  }

  function run(command: readonly string[], argv?: readonly string[], env: Record<string, string> = {}) {
    assert.ok(mounted);
    const running = runImage(mounted.root, config, { dataDir: volume, env, command, argv });
    started.push(running);
    return running;
  }

  /** The image's HEALTHCHECK command, run beside the site as the runtime runs it; answers its exit code. */
  async function healthCheck(url: string) {
    const [form, ...argv] = config.Healthcheck?.Test ?? [];
    assert.equal(form, 'CMD');
    return (await run([], argv, { PORT: new URL(url).port }).exited).code;
  }

  async function stop(running: ImageProcess) {
    const asked = Date.now();
    running.process.kill('SIGTERM');
    const { code, signal } = await running.exited;
    const took = Date.now() - asked;
    assert.equal(code, 0, `the site ended with ${signal ?? `exit ${code}`}:\n${running.output()}`);
    assert.ok(took < STOP_WITHIN_MS, `the site took ${took} ms to stop after SIGTERM`);
  }

  test('runs as a user that is not root, with its state in /data, the port, a health check and labels', () => {
    assert.ok(!['', 'root', '0', '0:0'].includes(config.User), `the image runs as "${config.User}"`);
    assert.deepEqual(Object.keys(config.Volumes), ['/data']);
    assert.deepEqual(Object.keys(config.ExposedPorts), ['3000/tcp']);
    assert.ok(config.Env.includes('PORT=3000') && config.Env.includes('DATA_DIR=/data'), config.Env.join(' '));
    assert.equal(config.StopSignal, 'SIGTERM');
    assert.match(config.Healthcheck?.Test.join(' ') ?? '', /^CMD node \S+healthcheck\.mjs$/);
    assert.match(config.Entrypoint.join(' '), /^node .*entrypoint\.mjs$/);
    assert.deepEqual(config.Cmd, ['server']);
    assert.equal(config.Labels['org.opencontainers.image.title'], 'Wedding site');
    assert.ok(config.Labels['org.opencontainers.image.version'], 'no version label');
    assert.ok(!config.Env.some((line) => /PASSWORD|SECRET|TOKEN/i.test(line)), config.Env.join(' '));
  });

  test('adds at most 80 MB to its base', () => {
    const added = imageSize(image) - imageSize(base);
    console.log(`the image adds ${(added / 1e6).toFixed(1)} MB to its base`);
    assert.ok(added <= MAX_ADDED_BYTES, `the image adds ${(added / 1e6).toFixed(1)} MB`);
  });

  test('serves and takes an answer; its health check passes; SIGTERM stops it; the password is shown once', async () => {
    const first = await start();
    assert.equal((await fetch(`${first.url}/`)).status, 200);
    await createRsvp(first.url, { fullName: 'Asha Rao', email: 'asha@example.com', guestCount: 2, attending: true });
    adminPassword = [...first.running.output().matchAll(PASSWORD_LINE)].map((match) => match[1] ?? '');
    assert.equal(adminPassword.length, 1, `the first start's log:\n${first.running.output()}`);
    assert.equal(await healthCheck(first.url), 0);
    await stop(first.running);
    assert.notEqual(await healthCheck(first.url), 0, 'the health check passes with the site stopped');
  });

  test('started again on the same volume, it has the answer, and does not print the password again', async () => {
    const second = await start();
    assert.doesNotMatch(second.running.output(), PASSWORD_LINE);
    const cookie = await adminCookie(second.url, adminPassword[0]);
    const answers = (await (await fetch(`${second.url}/api/rsvps`, { headers: { cookie } })).json()) as {
      fullName: string;
    }[];
    assert.deepEqual(
      answers.map((answer) => answer.fullName),
      ['Asha Rao'],
    );
    await stop(second.running);
  });

  test("the image's backup command backs up the volume; the schedule starts and stops on SIGTERM", async () => {
    const backup = run(['backup', '--keep', '3']);
    assert.deepEqual(await backup.exited, { code: 0, signal: null }, backup.output());
    assert.match(backup.output(), /^Backed up 1 RSVP, 0 households \(0 answered\), site\.json to \/data\/backups\//m);
    const schedule = run(['schedule']);
    // Its last line on starting says whether it copies off the machine.
    await schedule.waitFor(/RESTIC_REPOSITORY is not set/, 30);
    assert.match(schedule.output(), /^Next backup at .+, keeping the newest 30\.$/m);
    await stop(schedule);
  });
});
