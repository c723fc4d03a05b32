// `npm run audit`: asks the npm registry about the code that ships, and only that. Fastify, React and the rest are
// bundled into dist/ at build time, so they are devDependencies and `npm audit --omit=dev` never sees them, while
// `npm audit` would also report test tools that never reach a server or a phone. The packages that ship are read
// from what esbuild put in each bundle (dist/server-meta.json, dist/client-meta.json), plus the native
// `dependencies` installed beside dist/ and what they need. Their exact versions go to the registry's advisory
// service (the one `npm audit` uses).
// Exit codes: 0 no advisory, 1 advisories (listed), 2 nothing checked (no build, or the registry did not answer).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The package a bundled file came from: the folder after the last node_modules/ (two levels for a @scope). */
export function packageFolderOf(input) {
  const parts = input.split('/');
  const last = parts.lastIndexOf('node_modules');
  if (last < 0) return undefined;
  const depth = parts[last + 1]?.startsWith('@') ? 2 : 1;
  if (parts.length <= last + depth) return undefined;
  return parts.slice(0, last + 1 + depth).join('/');
}

/** name → versions of every package with a file in one of the metafiles' bundles. */
function bundled(metafile, into) {
  for (const input of Object.keys(metafile.inputs)) {
    const folder = packageFolderOf(input);
    if (folder) add(into, path.join(root, folder));
  }
}

function add(into, folder) {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  // Some packages keep a package.json of their own in a subfolder (for "type"); the real one has a version.
  if (!manifest.name || !manifest.version) return add(into, path.dirname(folder));
  const versions = into.get(manifest.name) ?? new Set();
  versions.add(manifest.version);
  into.set(manifest.name, versions);
}

/** The native runtime dependencies and everything they depend on, as npm installed them. */
function installed(into) {
  // npm lists every package with its manifest: megabytes where node_modules is linked in from elsewhere.
  const listed = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json', '--long'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  // npm ls exits 1 over an extraneous package and still lists the tree; with nothing listed, nothing can be checked.
  if (listed.error || !listed.stdout) {
    const why = listed.error?.message ?? (listed.stderr.trim().split('\n').at(-1) || `exit ${listed.status}`);
    throw new NothingChecked(`npm ls listed nothing to read (${why})`);
  }
  const walk = (node) => {
    for (const dependency of Object.values(node.dependencies ?? {})) {
      if (dependency.path) add(into, dependency.path);
      walk(dependency);
    }
  };
  const tree = JSON.parse(listed.stdout);
  // npm's failures come as JSON too: an error and no tree. An error beside the tree (a package installed by hand and
  // not in the lock file) leaves what is installed readable.
  if (tree.error && tree.dependencies === undefined) {
    throw new NothingChecked(`npm ls failed (${tree.error.summary ?? tree.error.code})`);
  }
  walk(tree);
}

/** What ships could not be read: exit 2, as when the registry does not answer, not 1, which says advisories. */
class NothingChecked extends Error {}

/** What ships, grouped by where it runs. */
export function shippedPackages() {
  const groups = { server: new Map(), browser: new Map(), native: new Map() };
  bundled(JSON.parse(readFileSync(path.join(root, 'dist', 'server-meta.json'), 'utf8')), groups.server);
  bundled(JSON.parse(readFileSync(path.join(root, 'dist', 'client-meta.json'), 'utf8')), groups.browser);
  installed(groups.native);
  return groups;
}

function registryUrl() {
  const configured =
    process.env.npm_config_registry ||
    spawnSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).stdout.trim();
  return configured.endsWith('/') ? configured : `${configured}/`;
}

async function main() {
  if (!existsSync(path.join(root, 'dist', 'client-meta.json'))) {
    console.error('npm run audit: no build to read what ships from; run `npm run build` first.');
    return 2;
  }
  let groups;
  try {
    groups = shippedPackages();
  } catch (err) {
    if (!(err instanceof NothingChecked)) throw err;
    console.error(`npm run audit: ${err.message}; nothing was checked.`);
    return 2;
  }
  const all = new Map();
  for (const group of Object.values(groups)) {
    for (const [name, versions] of group) all.set(name, new Set([...(all.get(name) ?? []), ...versions]));
  }
  const body = Object.fromEntries([...all].map(([name, versions]) => [name, [...versions]]));
  const counts =
    `${all.size} packages that ship (${groups.server.size} in the server, ${groups.browser.size} in the pages, ` +
    `${groups.native.size} installed beside them)`;
  const registry = registryUrl();
  let response;
  try {
    response = await fetch(`${registry}-/npm/v1/security/advisories/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (err) {
    console.error(
      `npm run audit: ${registry} could not be asked (${err.cause?.message ?? err.message}); nothing was checked.`,
    );
    return 2;
  }
  if (!response.ok) {
    console.error(
      `npm run audit: ${registry} does not answer audits (${response.status} ${response.statusText}); ` +
        `nothing was checked of ${counts}.`,
    );
    return 2;
  }
  const advisories = Object.entries(await response.json()).flatMap(([name, found]) =>
    found.map((advisory) => ({ name, ...advisory })),
  );
  if (advisories.length === 0) {
    console.log(`npm run audit: no known advisory for the ${counts}.`);
    return 0;
  }
  for (const advisory of advisories) {
    const where = Object.entries(groups)
      .filter(([, group]) => group.has(advisory.name))
      .map(([group]) => group)
      .join(', ');
    console.log(
      `${advisory.severity}: ${advisory.name} ${[...(all.get(advisory.name) ?? [])].join(', ')} (${where}): ` +
        `${advisory.title}; affected ${advisory.vulnerable_versions}. ${advisory.url}`,
    );
  }
  console.log(
    `npm run audit: ${advisories.length} known ${advisories.length === 1 ? 'advisory' : 'advisories'} ` +
      `in the ${counts}.`,
  );
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
