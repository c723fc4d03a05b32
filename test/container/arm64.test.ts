// The same Containerfile for a Raspberry Pi (linux/arm64), built on this x86-64 machine as `docker buildx build
// --platform linux/arm64` builds it: the build stage on this machine's processor, the image's own steps under
// qemu-user-static. The image says arm64, holds the arm64 binaries of the native modules and no other, and its Node
// runs them (under qemu, through binfmt_misc).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { failWithout, isCI } from '../helpers/ci';
import {
  BUILD_TIME_LIMIT_MS,
  buildImage,
  imageConfig,
  missingTools,
  mountImage,
  removeImage,
  standInBaseFor,
} from './buildah';

const BINFMT = '/proc/sys/fs/binfmt_misc/qemu-aarch64';

/** Why this machine cannot run arm64 programs, or nothing when it can. */
function cannotRunArm64(): string[] {
  const missing = missingTools(['buildah', 'mmdebstrap', 'arch-test', 'qemu-aarch64-static']);
  if (!existsSync('/proc/sys/fs/binfmt_misc/status')) {
    missing.push('binfmt_misc (mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc)');
  } else if (!existsSync(BINFMT) || !readFileSync(BINFMT, 'utf8').startsWith('enabled')) {
    missing.push('qemu-aarch64 in binfmt_misc (update-binfmts --enable qemu-aarch64)');
  } else if (!/flags: \S*F/.test(readFileSync(BINFMT, 'utf8'))) {
    missing.push("qemu-aarch64 registered with the F flag (qemu-user-static's), to run inside a chroot");
  }
  return missing;
}

const missing = cannotRunArm64();
const skip = missing.length > 0 && !isCI ? `needs ${missing.join(', ')}` : false;

describe('the container image, for arm64 under qemu', { skip, timeout: BUILD_TIME_LIMIT_MS }, () => {
  failWithout(
    missing,
    'apt-get install buildah mmdebstrap arch-test qemu-user-static (.ci/run installs and registers them)',
  );
  const image = `localhost/wedding-test-arm64:${process.pid}`;
  let mounted: ReturnType<typeof mountImage> | undefined;

  before(
    () => {
      const base = standInBaseFor('arm64');
      const { seconds } = buildImage('arm64', base, image);
      console.log(`built the arm64 image on ${base} in ${seconds} s`);
      mounted = mountImage(image);
    },
    { timeout: BUILD_TIME_LIMIT_MS },
  );
  after(() => {
    mounted?.remove();
    removeImage(image);
  });

  test('is an arm64 image with the same configuration', () => {
    const { config, arch } = imageConfig(image);
    assert.equal(arch, 'arm64');
    assert.equal(config.User, 'node');
    assert.deepEqual(config.Cmd, ['server']);
  });

  test("its Node runs under qemu as the image's user, and its native modules are arm64's alone", () => {
    assert.ok(mounted);
    const node = spawnSync('chroot', ['--userspec=1000:1000', mounted.root, 'node', '--version'], { encoding: 'utf8' });
    assert.equal(node.status, 0, node.stderr);
    assert.match(node.stdout, /^v24\./);
    const modules = path.join(mounted.root, 'app', 'node_modules');
    assert.deepEqual(readdirSync(path.join(modules, 'better-sqlite3', 'prebuilds')), ['linux-arm64.node']);
    // sharp's and resvg's binaries come as packages named by platform: arm64's for glibc, and no other.
    const platformPackages = ['@img', '@resvg'].flatMap((scope) =>
      readdirSync(path.join(modules, scope))
        .filter((name) => /linux|darwin|win32|wasm|musl/.test(name))
        .map((name) => `${scope}/${name}`),
    );
    assert.deepEqual(platformPackages.sort(), [
      '@img/sharp-libvips-linux-arm64',
      '@img/sharp-linux-arm64',
      '@resvg/resvg-js-linux-arm64-gnu',
    ]);
    const loads = spawnSync(
      'chroot',
      [
        '--userspec=1000:1000',
        mounted.root,
        'node',
        '-e',
        'new (require("/app/node_modules/better-sqlite3"))(":memory:")',
      ],
      { encoding: 'utf8' },
    );
    assert.equal(loads.status, 0, loads.stderr);
  });
});
