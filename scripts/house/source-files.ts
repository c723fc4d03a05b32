// The code the house measures count: what runs (the server, the pages, the shared rules, the render children, the
// scripts and the build), CSS included, as git tracks it. Tests are counted only for repeats, where a copied
// setup costs the next engineer as much as copied code.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

const CODE = /\.(ts|tsx|mts|mjs|js|css)$/;

/** The tracked files under these paths whose names end as code's do, relative to the repository. */
export function trackedCode(paths: readonly string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...paths], { cwd: REPO_ROOT, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => CODE.test(file))
    .sort();
}

export const RUNNING_CODE = ['src', 'shared', 'web', 'render', 'scripts', 'build.mjs'] as const;
