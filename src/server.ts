// The entry point: Node's version checked, its compile cache opened, then the site started (src/start.ts).
import './require-node';
// The module object rather than named imports: on a Node too old for these, a named import would fail before
// require-node could say which Node to install. Node 22.0 to 22.7 start without the cache; 22.8 and 22.9 write it only
// at a clean exit.
import nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';

// V8's bytecode for the site's JavaScript (dist/start.mjs, some 1.3 MB), kept on disk between starts: a restart reads
// it instead of parsing and compiling the code again (some 30 ms of a 215 ms restart here; docs/performance.md). Only
// modules loaded after this call are cached, which is why the site itself is imported below rather than above.
// The folder is systemd's CacheDirectory= (deploy/wedding.service) or the install's node_modules/.cache, both this
// user's own: never the shared temporary folder Node would pick, where another user could leave bytecode for this
// process to run. A folder it cannot write leaves the cache off, and the site starts as before.
const systemdCache = process.env.CACHE_DIRECTORY?.split(':')[0];
nodeModule.enableCompileCache?.(
  systemdCache ? `${systemdCache}/compile` : fileURLToPath(new URL('../node_modules/.cache/wedding/', import.meta.url)),
);

const { startSite } = await import('./start');
// Written once the site listens, not only at exit, so that a Pi unplugged rather than stopped still starts faster next
// time. Modules whose bytecode came from the cache are not written again.
await startSite(() => nodeModule.flushCompileCache?.());
