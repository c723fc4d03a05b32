// buildah for the container tests, in a storage of their own: a folder under the OS's temporary one that holds the
// stand-in base images between runs (built once, by stand-in-base.sh, then reused), the build's npm cache, and
// whatever a run builds, which the run removes again. Nothing here touches the machine's own images.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../helpers/spawn-server';

export type Arch = 'amd64' | 'arm64';

/**
 * How long a suite may take to make its image: the stand-in bases from nothing (arm64's is made under QEMU) and the
 * build, on a loaded 2-core machine, beyond the test runner's limit for a single test.
 */
export const BUILD_TIME_LIMIT_MS = 40 * 60 * 1000;

const CACHE = process.env.WEDDING_CONTAINER_CACHE || path.join(os.tmpdir(), 'wedding-container-cache');
const STAND_IN_RECIPE = path.join(REPO_ROOT, 'test', 'container', 'stand-in-base.sh');

/** The environment every buildah call gets: the tests' storage, and their temporary folder (the build's caches). */
export function buildahEnv(): NodeJS.ProcessEnv {
  const storageConf = path.join(CACHE, 'storage.conf');
  const tmp = path.join(CACHE, 'tmp');
  mkdirSync(tmp, { recursive: true });
  writeFileSync(
    storageConf,
    `[storage]\ndriver = "overlay"\ngraphroot = "${CACHE}/storage"\nrunroot = "${CACHE}/run"\n`,
  );
  return { ...process.env, CONTAINERS_STORAGE_CONF: storageConf, TMPDIR: tmp };
}

/** Runs buildah and answers its output; a failure throws with what buildah said. */
export function buildah(args: readonly string[], timeout = 120_000): string {
  const run = spawnSync('buildah', args, { env: buildahEnv(), encoding: 'utf8', timeout, maxBuffer: 64 << 20 });
  if (run.status !== 0) {
    const said = `${run.stdout ?? ''}\n${run.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`buildah ${args.join(' ')} failed (${run.error?.message ?? `exit ${run.status}`}):\n${said}`);
  }
  return run.stdout;
}

export function hasImage(name: string): boolean {
  return (
    spawnSync('buildah', ['inspect', '--type', 'image', name], { env: buildahEnv(), stdio: 'ignore' }).status === 0
  );
}

/** This machine's processor, as images name it: the platform the Containerfile's build stage runs on. */
export const BUILD_ARCH: Arch = process.arch === 'arm64' ? 'arm64' : 'amd64';

/**
 * The stand-in for Node's official image on this architecture, named by a hash of its recipe and of the certificate
 * authorities it carries: built from nothing on a clean machine (some minutes), reused on the next run.
 */
export function standInBase(arch: Arch): string {
  const recipe = createHash('sha256').update(readFileSync(STAND_IN_RECIPE));
  const caBundle = process.env.NODE_EXTRA_CA_CERTS;
  if (caBundle) recipe.update(readFileSync(caBundle));
  const name = `localhost/wedding-stand-in:${arch}-${recipe.digest('hex').slice(0, 12)}`;
  if (hasImage(name)) return name;
  // Both container suites need this machine's base and may run side by side: one makes it, the other waits for it.
  const made = spawnSync(
    'flock',
    [
      path.join(CACHE, `stand-in-${arch}.lock`),
      'bash',
      '-c',
      'buildah inspect --type image "$2" >/dev/null 2>&1 || bash "$0" "$1" "$2"',
      STAND_IN_RECIPE,
      arch,
      name,
    ],
    { env: buildahEnv(), encoding: 'utf8', timeout: 900_000 },
  );
  if (made.status !== 0) {
    throw new Error(
      `the stand-in base for ${arch} could not be made (exit ${made.status}):\n${made.stderr.slice(-3000)}`,
    );
  }
  return name;
}

/**
 * The stand-in for a target other than this machine: like Node's official image, one name for both platforms (a
 * manifest list), so that the Containerfile's build stage takes this machine's and its image the target's.
 */
export function standInBaseFor(target: Arch): string {
  if (target === BUILD_ARCH) return standInBase(target);
  // The target's first: meanwhile the suite for this machine's platform, which npm test runs beside this one, makes
  // this machine's.
  const other = standInBase(target);
  const own = standInBase(BUILD_ARCH);
  const list = own.replace(`:${BUILD_ARCH}-`, ':both-');
  // Made again each time from the two images as they are now: a second, adds nothing to the storage.
  spawnSync('buildah', ['manifest', 'rm', list], { env: buildahEnv(), stdio: 'ignore' });
  buildah(['manifest', 'create', list]);
  for (const image of [own, other]) buildah(['manifest', 'add', list, image]);
  return list;
}

/**
 * The build's npm cache (the Containerfile's cache mount, which buildah keeps under TMPDIR by its target) starts as a
 * copy of this machine's, as the production install's test uses it: a clean machine has just filled it (npm ci), so
 * the image's `npm ci` fetches nothing it has fetched before.
 */
function seedNpmCache(): void {
  const tmp = String(buildahEnv().TMPDIR);
  const mounted = path.join(tmp, 'buildah-cache', 'root', '.npm');
  const seeded = path.join(mounted, '_cacache');
  const own = path.join(process.env.npm_config_cache || path.join(os.homedir(), '.npm'), '_cacache');
  if (existsSync(seeded) || !existsSync(own)) return;
  // What npm reads (the index and the content it names), not its scratch folder tmp/: an npm ci running beside
  // (another test's) writes there and removes what it wrote, and cp failed on a file gone between listing and copying.
  const kept = ['index-v5', 'content-v2'].map((part) => path.join(own, part)).filter((part) => existsSync(part));
  if (kept.length === 0) return;
  // Both container suites seed it, side by side: each copies into a folder of its own and renames it into place
  // whole. Copied straight in, the second's cp failed on a folder the first had just made.
  mkdirSync(mounted, { recursive: true });
  const copy = mkdtempSync(path.join(tmp, 'npm-cache-seed-'));
  try {
    execFileSync('cp', ['-a', ...kept, copy]);
    renameSync(copy, seeded);
  } catch (error) {
    if (!existsSync(seeded)) throw error;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Builds the Containerfile from the checkout, as `buildah bud` (or `docker build`) does for a couple. */
export function buildImage(arch: Arch, base: string, tag: string): { seconds: number } {
  const started = Date.now();
  seedNpmCache();
  buildah(
    [
      'bud',
      '--isolation',
      'chroot',
      '--format',
      'docker',
      // The platform, not --arch alone: it sets TARGETARCH; BUILDPLATFORM, which this buildah leaves unset. Its stages
      // run one after the other (no --jobs): side by side, they share one choice of platform and may take each other's.
      '--platform',
      `linux/${arch}`,
      '--build-arg',
      `BUILDPLATFORM=linux/${BUILD_ARCH}`,
      '--build-arg',
      `BASE=${base}`,
      '--file',
      path.join(REPO_ROOT, 'Containerfile'),
      '--tag',
      tag,
      REPO_ROOT,
    ],
    1_500_000,
  );
  return { seconds: Math.round((Date.now() - started) / 1000) };
}

export interface ImageConfig {
  User: string;
  Env: string[];
  Entrypoint: string[];
  Cmd: string[];
  WorkingDir: string;
  Volumes: Record<string, object>;
  ExposedPorts: Record<string, object>;
  StopSignal: string;
  Labels: Record<string, string>;
  Healthcheck?: { Test: string[]; Interval: number; Timeout: number };
}

/** The image's configuration, as the runtime reads it (Docker's format: the one that carries a HEALTHCHECK). */
export function imageConfig(image: string): { config: ImageConfig; arch: string } {
  const inspected = JSON.parse(buildah(['inspect', '--type', 'image', image])) as {
    Docker: { config: ImageConfig; architecture: string };
  };
  return { config: inspected.Docker.config, arch: inspected.Docker.architecture };
}

/** The bytes an image's layers hold, unpacked, as `buildah images` counts them. */
export function imageSize(image: string): number {
  const listed = JSON.parse(buildah(['images', '--json', image])) as { size: string }[];
  const text = listed[0]?.size ?? '';
  const match = /^([\d.]+)\s*(B|kB|KB|MB|GB)$/.exec(text);
  if (!match) throw new Error(`buildah images said the size of ${image} is "${text}"`);
  const unit = { B: 1, kB: 1e3, KB: 1e3, MB: 1e6, GB: 1e9 }[match[2] as 'B' | 'kB' | 'KB' | 'MB' | 'GB'];
  return Number(match[1]) * unit;
}

/** Mounts a working container of the image: its root filesystem, to run as the image would, and to unmount. */
export function mountImage(image: string): { root: string; remove(): void } {
  const container = buildah(['from', '--pull-never', image]).trim();
  const root = buildah(['mount', container]).trim();
  return {
    root,
    remove() {
      spawnSync('buildah', ['umount', container], { env: buildahEnv(), stdio: 'ignore' });
      spawnSync('buildah', ['rm', container], { env: buildahEnv(), stdio: 'ignore' });
    },
  };
}

export function removeImage(image: string): void {
  spawnSync('buildah', ['rmi', '--force', image], { env: buildahEnv(), stdio: 'ignore' });
}

/** Which of these commands are not on PATH. */
export function missingTools(tools: readonly string[]): string[] {
  return tools.filter((tool) => {
    try {
      execFileSync('bash', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
}
