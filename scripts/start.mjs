// `npm start`: builds dist/ when it is missing or older than the sources, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const server = path.join(root, 'dist', 'server.mjs');
const manifest = path.join(root, 'dist', 'public', 'manifest.json');

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const sources = ['src', 'web', 'build.mjs', 'package-lock.json'].map((p) => path.join(root, p)).filter(existsSync);
const builtAt = existsSync(server) && existsSync(manifest) ? Math.min(statSync(server).mtimeMs, statSync(manifest).mtimeMs) : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  const build = spawnSync(process.execPath, [path.join(root, 'build.mjs')], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(server).href);
