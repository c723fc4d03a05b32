// Runs an image's filesystem as a container runtime would, on a machine that cannot start containers: in a mount
// namespace of its own, the root filesystem read-only, the volume (/data) bound from a folder of the test, a tmpfs
// for /tmp, a /dev of four devices and a /proc, then `chroot` as the image's user, in its working folder, with its
// environment, entrypoint and command. The network is the machine's own, so the test picks a free port for PORT.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ImageConfig } from './buildah';

const MOUNT_AND_ENTER = `
set -e
root=$1 data=$2 user=$3 workdir=$4
shift 4
mount --bind "$root" "$root"
mount -o remount,bind,ro "$root"
mount --bind "$data" "$root/data"
mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs "$root/tmp"
mount -t tmpfs -o mode=755,nosuid tmpfs "$root/dev"
for device in null zero random urandom; do
  touch "$root/dev/$device"
  mount --bind "/dev/$device" "$root/dev/$device"
done
mount -t proc proc "$root/proc"
exec chroot --userspec="$user" --groups="\${user#*:}" "$root" /bin/sh -c 'cd "$0" && exec "$@"' "$workdir" "$@"
`;

export interface ImageProcess {
  process: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once the output matches, or rejects (with the output so far) when the process ends or time is up. */
  waitFor(pattern: RegExp, seconds: number): Promise<RegExpExecArray>;
}

/** The image's USER, read from the image's own /etc/passwd: its ids, and its home. */
export function imageUser(root: string, user: string): { uid: number; gid: number; home: string } {
  const line = readFileSync(path.join(root, 'etc', 'passwd'), 'utf8')
    .split('\n')
    .find((entry) => entry.split(':')[0] === user || entry.split(':')[2] === user);
  assert.ok(line, `the image's user ${user} is not in its /etc/passwd`);
  const [, , uid, gid, , home] = line.split(':');
  return { uid: Number(uid), gid: Number(gid), home: home ?? '/' };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The image's environment as a runtime gives it: its ENV lines, HOME from its user, then the caller's settings. */
export function imageEnvironment(root: string, config: ImageConfig, settings: Record<string, string>) {
  const env: Record<string, string> = { HOME: imageUser(root, config.User).home };
  for (const line of config.Env) {
    const at = line.indexOf('=');
    env[line.slice(0, at)] = line.slice(at + 1);
  }
  return { ...env, ...settings };
}

/**
 * Starts the image's entrypoint with `command` (the image's CMD when not given) on `dataDir` as its /data; or, given
 * `argv`, that program instead, as `docker exec` would (the HEALTHCHECK's command).
 */
export function runImage(
  root: string,
  config: ImageConfig,
  options: { dataDir: string; env: Record<string, string>; command?: readonly string[]; argv?: readonly string[] },
): ImageProcess {
  const argv = options.argv ?? [...config.Entrypoint, ...(options.command ?? config.Cmd)];
  const user = imageUser(root, config.User);
  const child = spawn(
    '/usr/bin/unshare',
    [
      '--mount',
      '--propagation',
      'private',
      '--',
      '/bin/sh',
      '-c',
      MOUNT_AND_ENTER,
      'sh',
      root,
      options.dataDir,
      `${user.uid}:${user.gid}`,
      config.WorkingDir || '/',
      ...argv,
    ],
    { env: imageEnvironment(root, config, options.env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: string) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.setEncoding('utf8').on('data', onData);
  child.stderr.setEncoding('utf8').on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const waitFor = (pattern: RegExp, seconds: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const finish = (error?: Error, match?: RegExpExecArray) => {
        listeners.delete(check);
        clearTimeout(timer);
        if (match) resolve(match);
        else reject(error);
      };
      const check = () => {
        const match = pattern.exec(output);
        if (match) finish(undefined, match);
      };
      const timer = setTimeout(
        () => finish(new Error(`no ${pattern} from ${argv.join(' ')} within ${seconds} s; it wrote:\n${output}`)),
        seconds * 1000,
      );
      listeners.add(check);
      exited.then(({ code, signal }) =>
        finish(
          new Error(`${argv.join(' ')} ended (${signal ?? `exit ${code}`}) before ${pattern}; it wrote:\n${output}`),
        ),
      );
      check();
    });
  return { process: child, output: () => output, exited, waitFor };
}
