// `node scripts/run.mjs <server|set-password|backup|restore> [args]`: builds dist/ when it is missing or older than
// the sources, then runs dist/<name>.mjs in this process. `npm start`, `npm run set-password`, `backup`, `restore`.
// In a production install (scripts/install-production.sh) the build tools are gone: dist/ is run as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

// Before building: an older Node would build fine, then crash at the first database statement.
const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const minimumMajor = Number(/\d+/.exec(engines.node)?.[0]);
if (Number(process.versions.node.split('.')[0]) < minimumMajor) {
  console.error(`This site needs Node ${minimumMajor} or newer, found ${process.versions.node}: install Node 24 LTS.`);
  process.exit(1);
}
const COMMANDS = ['server', 'set-password', 'backup', 'restore'];
const [name = 'server', ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`unknown command "${name}"; one of ${COMMANDS.join(', ')}`);
  process.exit(2);
}
const entry = path.join(root, 'dist', `${name}.mjs`);
const manifest = path.join(root, 'dist', 'public', 'manifest.json');

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

// The catalogs (locales/) are bundled into the server and the pages as any source is.
const sources = ['src', 'shared', 'render', 'web', 'locales', 'build.mjs', 'package-lock.json']
  .map((p) => path.join(root, p))
  .filter(existsSync);
const built = existsSync(entry) && existsSync(manifest);
const builtAt = built ? Math.min(statSync(entry).mtimeMs, statSync(manifest).mtimeMs) : 0;
// npm prune rewrites package-lock.json after the build, so a production install always looks out of date.
const canBuild = existsSync(path.join(root, 'node_modules', 'esbuild'));
if (!canBuild && !built) {
  console.error(
    `${entry} is missing, and the build tools are not installed: run scripts/install-production.sh (docs/deploy.md).`,
  );
  process.exit(1);
}
if (canBuild && builtAt < Math.max(...sources.map(newestChange))) {
  // The build's messages go to stderr, so a command's own output stays clean for scripts.
  const build = spawnSync(process.execPath, [path.join(root, 'build.mjs')], { stdio: ['ignore', 2, 2], cwd: root });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The command reads its own flags from process.argv, as when run as `node dist/<name>.mjs`.
process.argv = [process.argv[0] ?? process.execPath, entry, ...args];
await import(pathToFileURL(entry).href);
