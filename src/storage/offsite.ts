// Copies of the backups kept off the machine, by restic (https://restic.net): encrypted before they leave,
// deduplicated, to whatever the couple already has (another machine over SFTP, an S3-compatible bucket, rclone's Google
// Drive or Dropbox). Packaged by Debian and Raspberry Pi OS for arm64 and x64; this file only runs it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE } from './backup';

/** Written by the backup command after each attempt; read by the admin page. */
export const OFFSITE_STATUS_FILE = 'offsite.json';

export interface OffsiteStatus {
  lastCopyAt: string | null;
  lastSnapshot: string | null;
  lastAttemptAt: string;
  lastError: string | null;
  lastPruneAt: string | null;
}

/** The copy off the machine could not be made or read; the message says what to check. */
export class OffsiteError extends Error {
  override name = 'OffsiteError';
}

/** A copy older than this is a warning on the admin page: the timer runs every 15 minutes. */
export const OFFSITE_STALE_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;

/** restic reads its repository and password from these; the site only checks that they are there. */
export function offsiteProblem(env: NodeJS.ProcessEnv): string | null {
  if (!env.RESTIC_REPOSITORY && !env.RESTIC_REPOSITORY_FILE) {
    return 'RESTIC_REPOSITORY is not set: say where the copies go (docs/deploy.md, "Off the machine").';
  }
  if (!env.RESTIC_PASSWORD && !env.RESTIC_PASSWORD_FILE) {
    return (
      'RESTIC_PASSWORD_FILE is not set: ' +
      'the copies are encrypted with that password (docs/deploy.md, "Off the machine").'
    );
  }
  return null;
}

function runRestic(args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<string> {
  const restic = env.RESTIC_BINARY || 'restic';
  return new Promise((resolve, reject) => {
    const child = spawn(restic, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new OffsiteError(
          err.code === 'ENOENT'
            ? `${restic} is not installed: sudo apt install restic`
            : `${restic} could not run: ${err.message}`,
        ),
      ),
    );
    child.once('close', (code) => {
      if (code === 0) return resolve(stdout);
      const said = stderr.trim().split('\n').filter(Boolean).slice(-3).join(' ');
      reject(new OffsiteError(`restic ${args[0]} failed (exit ${code}): ${said || 'no message'}`));
    });
  });
}

export function readOffsiteStatus(dataDir: string): OffsiteStatus | null {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, OFFSITE_STATUS_FILE), 'utf8')) as OffsiteStatus;
  } catch {
    return null;
  }
}

function writeStatus(dataDir: string, status: OffsiteStatus): void {
  const file = path.join(dataDir, OFFSITE_STATUS_FILE);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(status, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Sends one backup folder to the repository as a snapshot, then, once a day, forgets the snapshots no longer needed
 * (every one of the last two days, one a day for 30 days, one a week for 12 weeks) and prunes their data.
 */
export async function copyOffsite(
  folder: string,
  dataDir: string,
  env: NodeJS.ProcessEnv,
  now = () => new Date(),
): Promise<string> {
  const previous = readOffsiteStatus(dataDir);
  const attempt: OffsiteStatus = {
    lastCopyAt: previous?.lastCopyAt ?? null,
    lastSnapshot: previous?.lastSnapshot ?? null,
    lastAttemptAt: now().toISOString(),
    lastError: null,
    lastPruneAt: previous?.lastPruneAt ?? null,
  };
  try {
    const problem = offsiteProblem(env);
    if (problem) throw new OffsiteError(problem);
    const output = await runRestic(['backup', '--json', '--host', 'wedding', '--tag', 'wedding', folder], env);
    const summary = output
      .split('\n')
      .filter((line) => line.includes('"summary"'))
      .map((line) => JSON.parse(line) as { snapshot_id?: string })
      .at(-1);
    if (!summary?.snapshot_id) throw new OffsiteError('restic backup finished without naming its snapshot');
    attempt.lastCopyAt = now().toISOString();
    attempt.lastSnapshot = summary.snapshot_id.slice(0, 8);
    if (!attempt.lastPruneAt || now().getTime() - Date.parse(attempt.lastPruneAt) > PRUNE_EVERY_MS) {
      await runRestic(
        [
          'forget',
          '--host',
          'wedding',
          '--tag',
          'wedding',
          '--keep-within',
          '2d',
          '--keep-daily',
          '30',
          '--keep-weekly',
          '12',
          '--prune',
        ],
        env,
      );
      attempt.lastPruneAt = now().toISOString();
    }
    return attempt.lastSnapshot;
  } catch (err) {
    attempt.lastError = err instanceof Error ? err.message : String(err);
    throw err;
  } finally {
    writeStatus(dataDir, attempt);
  }
}

/** Fetches a snapshot (the newest unless named) into `into`, and gives the backup folder inside it. */
export async function fetchOffsite(into: string, env: NodeJS.ProcessEnv, snapshot = 'latest'): Promise<string> {
  const problem = offsiteProblem(env);
  if (problem) throw new OffsiteError(problem);
  const args = ['restore', snapshot, '--target', into];
  if (snapshot === 'latest') args.push('--host', 'wedding', '--tag', 'wedding');
  await runRestic(args, env);
  const found = findBackupFolder(into);
  if (!found) throw new OffsiteError(`snapshot ${snapshot} holds no backup of this site (no ${MANIFEST_FILE})`);
  return found;
}

function findBackupFolder(dir: string): string | null {
  if (existsSync(path.join(dir, MANIFEST_FILE))) return dir;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const found = findBackupFolder(path.join(dir, entry.name));
    if (found) return found;
  }
  return null;
}
