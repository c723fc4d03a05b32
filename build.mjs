// Builds the two halves of the site:
//   web/ -> dist/public/assets  the client, code-split per route, hashed names, .br/.gz beside each file
//   src/ -> dist/server.mjs     the entry: opens Node's compile cache, then imports dist/start.mjs, the server with
//                               its JS dependencies inlined (lazily loaded ones as chunk-*.mjs beside it, and
//                               those required only at a first use in dist/first-use/*.cjs); native addons such as
//                               better-sqlite3 stay external
//           dist/set-password.mjs, dist/backup.mjs, dist/restore.mjs  the admin commands
// `node build.mjs --watch` rebuilds on change and restarts the server (npm run dev).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import subsetFont from 'subset-font';
import { catalogParts } from './scripts/catalog-parts.mjs';
import { woffToSfnt } from './scripts/woff-to-sfnt.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const distDir = path.join(root, 'dist');
const publicDir = path.join(distDir, 'public');
const assetsDir = path.join(publicDir, 'assets');
const watch = process.argv.includes('--watch');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// woff2 and raster images are compressed already; compressing them again only costs start-up bytes.
// The couple's looks (site.json's theme), one stylesheet each in web/ui/themes/.
const LOOKS = ['maroon', 'marigold', 'pastel'];
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.html']);

// The letters nearly every page uses, which web/ui/fonts.css gives a face of their own: basic Latin, the no-break
// space, the middle dot and bullet, dashes, curly quotes and the ellipsis. Keep it the same as that file's core range.
const CORE_LETTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)),
  '\u00a0\u00b7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026',
].join('');

/**
 * `url('subset:playfair-display-core-600-normal.woff2')` in CSS: the Latin face of that name from @fontsource, cut
 * down to CORE_LETTERS (kerning and ligatures kept), emitted as any other asset.
 * @type {esbuild.Plugin}
 */
const fontSubsets = {
  name: 'font-subsets',
  setup(build) {
    build.onResolve({ filter: /^subset:/ }, (args) => ({
      path: args.path.slice('subset:'.length),
      namespace: 'subset',
    }));
    build.onLoad({ filter: /.*/, namespace: 'subset' }, async (args) => {
      const family = /^(.+)-core-(.+)$/.exec(path.parse(args.path).name);
      if (!family) throw new Error(`build: ${args.path} names no font (family-core-variant.woff2)`);
      const whole = await readFile(
        path.join(root, 'node_modules/@fontsource', family[1], 'files', `${family[1]}-latin-${family[2]}.woff2`),
      );
      return { contents: await subsetFont(whole, CORE_LETTERS, { targetFormat: 'woff2' }), loader: 'file' };
    });
  },
};

/**
 * The registry of languages (shared/site/languages.ts): TypeScript, which a bare Node does not run, so esbuild
 * bundles it in memory and Node imports that text.
 */
async function languageRegistry() {
  const { outputFiles } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['shared/site/languages.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'warning',
  });
  const code = outputFiles[0]?.text ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

// Latin is drawn in Playfair Display, whose faces web/ui/fonts.css cuts by hand (a core face for the letters nearly
// every page has); every other script of the registry gets its face from the registry.
const HAND_CUT_SCRIPT = 'Latn';

/** A subset's face in its @fontsource package's own CSS: the woff2 file, and the letters it is downloaded for. */
async function packageFace({ fontPackage, fontSubset }) {
  const dir = path.join(root, 'node_modules/@fontsource', fontPackage);
  const css = await readFile(path.join(dir, '400.css'), 'utf8');
  for (const [, name, body] of css.matchAll(/\/\*\s*(\S+)\s*\*\/\s*@font-face\s*\{([^}]*)\}/g)) {
    if (name !== `${fontPackage}-${fontSubset}-400-normal`) continue;
    const file = /url\(["']?([^"')]+\.woff2)["']?\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+)/.exec(body)?.[1];
    if (file && range) return { file: path.join(dir, file), range: range.trim() };
  }
  throw new Error(`build: @fontsource/${fontPackage}/400.css has no ${fontSubset} face (npm install it?)`);
}

const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');

/** A unicode-range that takes in exactly these letters. */
function unicodeRangeOf(letters) {
  const points = [...new Set([...letters].map((letter) => letter.codePointAt(0)))].sort((a, b) => a - b);
  const runs = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The family of a script's stand-in face (scriptFaceRules). */
const localFamily = (face) => JSON.stringify(`${face.family} Local`);

/**
 * What the build cuts a script's face down to, when the registry gives it letters: those letters, and apart from them
 * the digits of its languages (a wedding may ask for them, site.json "digits": "native"). The digits are a face of
 * their own, downloaded only by a page that writes one: Urdu's ten in Nastaliq weigh 1.4 KB, more than the 200 bytes
 * its first view has free, and most weddings write Latin digits.
 */
function cutsOf({ SCRIPTS, LANGUAGE_REGISTRY }, code) {
  const face = SCRIPTS[code];
  if (!face?.fontLetters) return undefined;
  const ofScript = LANGUAGE_REGISTRY.filter((language) => language.script === code);
  const digits = [...new Set(ofScript.flatMap((language) => [...(language.digits ?? '')]))].join('');
  return { letters: face.fontLetters, digits };
}

/** One @font-face of a script's family, regular, shown as soon as it arrives. */
const faceRule = (face, src, range) =>
  `@font-face{font-family:${JSON.stringify(face.family)};font-style:normal;font-display:swap;font-weight:400;` +
  `src:url(${JSON.stringify(src)}) format("woff2");unicode-range:${range}}`;

/**
 * One script's @font-face: the package's subset as published, or cut to the registry's letters for it (with its
 * digits' face beside it, cutsOf); and its stand-in until it arrives, the same family's regular face where the phone
 * has it (Android's are Noto), for the same letters. Without it, the phone's own bold of the script drew the headings
 * while the face came, and the face's bold (made from its one regular weight) was narrower or wider: a Gujarati hero's
 * names wrapped to a second line when it arrived, and Lighthouse counted the shift. Drawn from a regular face too, the
 * text keeps its width and its lines.
 */
async function scriptFaceRules(registry, code) {
  const face = registry.SCRIPTS[code];
  const { file, range } = await packageFace(face);
  const cuts = cutsOf(registry, code);
  const rules = cuts
    ? [faceRule(face, `cut:${code}/letters/${path.basename(file)}`, unicodeRangeOf(cuts.letters))]
    : [faceRule(face, `./${path.relative(root, file)}`, range)];
  if (cuts?.digits)
    rules.push(
      faceRule(face, `cut:${code}/digits/${face.fontPackage}-digits-400-normal.woff2`, unicodeRangeOf(cuts.digits)),
    );
  const names = [`${face.family} Regular`, `${face.family.replaceAll(' ', '')}-Regular`];
  const stoodIn = cuts ? unicodeRangeOf(cuts.letters + cuts.digits) : range;
  rules.push(
    `@font-face{font-family:${localFamily(face)};src:${names.map((name) => `local(${JSON.stringify(name)})`)};` +
      `unicode-range:${stoodIn}}`,
  );
  return rules.join('\n');
}

/**
 * A package's face cut down to these letters, its shaping kept. Kept in node_modules/.cache between builds, by what
 * it was cut from: cutting Nastaliq takes seconds.
 */
async function cutFace(file, letters) {
  const whole = await readFile(file);
  const key = createHash('sha256').update(whole).update(letters).digest('hex').slice(0, 16);
  const kept = path.join(root, 'node_modules/.cache/cut-faces', `${path.parse(file).name}-${key}.woff2`);
  const earlier = await readFile(kept).catch(() => null);
  if (earlier) return earlier;
  const cut = await subsetFont(whole, letters, { targetFormat: 'woff2' });
  await mkdir(path.dirname(kept), { recursive: true });
  // Renamed into place whole: two builds at once never read half a face.
  await writeFile(`${kept}.${process.pid}`, cut);
  await rename(`${kept}.${process.pid}`, kept);
  return cut;
}

/**
 * The faces of every script, `--font-scripts` (their families) and `--font-script` (the page's own, by html's
 * data-script), which the stacks of web/ui/base.css put first. The browser takes a letter from the first family
 * whose face covers it, and some ranges overlap (the danda of Bengali and Gurmukhi is in Devanagari's too): a
 * Bengali page must find its own family first, or it would download Devanagari's face for its full stops.
 */
async function scriptFacesCss(registry) {
  const drawn = Object.entries(registry.SCRIPTS).filter(([code]) => code !== HAND_CUT_SCRIPT);
  const families = drawn.map(([, face]) => `${JSON.stringify(face.family)},${localFamily(face)}`);
  const own = drawn.map(([code, face], i) => {
    const lineScale = face.lineScale ? `;--script-line-scale:${face.lineScale}` : '';
    return `html[data-script=${JSON.stringify(code)}]{--font-script:${families[i]}${lineScale}}`;
  });
  const faces = await Promise.all(drawn.map(([code]) => scriptFaceRules(registry, code)));
  return [...faces, `:root{--font-script:${families[0]};--font-scripts:${families.join(',')}}`, ...own].join('\n');
}

/**
 * `@import 'registry:script-faces.css'` (web/ui/base.css): the faces of the registry's scripts, written at build
 * time (scriptFacesCss), so that a new script needs only its registry entry and its package. A face the registry
 * gives letters for is `url('cut:<script>/letters/<file>')`: the package's file cut down to them, its shaping kept;
 * `cut:<script>/digits/<file>` is cut down to its languages' digits (cutsOf).
 * @type {esbuild.Plugin}
 */
const scriptFaces = {
  name: 'script-faces',
  setup(build) {
    let registry;
    build.onStart(() => {
      registry = languageRegistry();
    });
    build.onResolve({ filter: /^registry:script-faces\.css$/ }, (args) => ({ path: args.path, namespace: 'registry' }));
    build.onLoad({ filter: /.*/, namespace: 'registry' }, async () => ({
      contents: await scriptFacesCss(await registry),
      loader: 'css',
      resolveDir: root,
      watchFiles: [path.join(root, 'shared/site/languages.ts')],
    }));
    build.onResolve({ filter: /^cut:/ }, (args) => ({ path: args.path.slice('cut:'.length), namespace: 'cut' }));
    build.onLoad({ filter: /.*/, namespace: 'cut' }, async (args) => {
      const [code, part] = args.path.split('/');
      const cuts = cutsOf(await registry, code);
      const letters = part === 'digits' ? cuts?.digits : cuts?.letters;
      if (!letters) throw new Error(`build: the registry gives no letters to cut ${args.path} to`);
      const face = (await registry).SCRIPTS[code];
      return { contents: await cutFace((await packageFace(face)).file, letters), loader: 'file' };
    });
  },
};

/**
 * lucide-react's icons drawn by web/ui/line-icon.tsx instead of lucide's own factory (its context, forwardRef and
 * helpers). Each icon module stays as published; only its one import of the factory is pointed elsewhere. Both
 * builds take it, so the server draws every icon as the browser then hydrates it.
 * @type {esbuild.Plugin}
 */
const lineIcons = {
  name: 'line-icons',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/createLucideIcon\.mjs$/ }, (args) =>
      args.importer.includes(`${path.sep}lucide-react${path.sep}dist${path.sep}esm${path.sep}icons${path.sep}`)
        ? { path: path.join(root, 'web/ui/line-icon.tsx') }
        : undefined,
    );
  },
};

/**
 * Libraries the server's code requires as it loads but calls only later, if ever. In the server's bundles each is a
 * stand-in that requires the real one at its first use from a file of its own in dist/first-use/ (firstUseOptions,
 * below), so a start neither runs nor holds their code: V8 keeps the whole text of every module it loads for the life
 * of the process, and these were 0.6 MB of the 1.9 MB of dist/start.mjs, never run. The file each goes in, by name;
 * the three schema libraries share one, and so one Ajv.
 */
const FIRST_USE_FILES = {
  // @fastify/static lists the files of its root with glob when it serves them itself; the site registers it with
  // `serve: false` (src/http/routes/assets.ts) and sends the odd file with reply.sendFile.
  glob: ['glob'],
  // @fastify/rate-limit groups IPv6 clients with ip-address in its own key; the site's limits bring their own keys
  // (src/http/client-key.ts).
  'ip-address': ['ip-address'],
  // Fastify's inject(), which the tests call and a running site never does.
  'light-my-request': ['light-my-request'],
  // A route's schemas are compiled at its first request (src/http/lazy-compilers.ts), site.json is checked only when it
  // changed (src/site/load.ts), and a form posted without the script at the first such answer.
  schemas: ['ajv', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'],
};

/** What the bundles get in place of each package: as much of its shape as the code that requires it uses. */
const STAND_INS = {
  glob: 'module.exports = { glob: (...args) => load().glob(...args) };',
  'ip-address':
    'module.exports = { Address6: class { constructor(...args) { return new (load().Address6)(...args); } } };',
  'light-my-request': 'module.exports = (...args) => load()(...args);',
  ajv: 'module.exports = { Ajv: class { constructor(...args) { return new (load().Ajv)(...args); } } };',
  '@fastify/ajv-compiler': 'module.exports = (...args) => load()(...args);',
  '@fastify/fast-json-stringify-compiler': 'module.exports = (...args) => load()(...args);',
};

const firstUseFileOf = new Map(
  Object.entries(FIRST_USE_FILES).flatMap(([file, packages]) => packages.map((name) => [name, file])),
);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The server build's side: each listed package resolves to its stand-in, and the stand-in's require to dist/first-use.
 */
/** @type {esbuild.Plugin} */
const loadedAtFirstUse = {
  name: 'loaded-at-first-use',
  setup(build) {
    const names = [...firstUseFileOf.keys()].map(escapeRegExp);
    build.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, async (args) => {
      if (args.namespace === 'first-use' || args.pluginData?.real) return undefined;
      // The file holds the package as the repository's root finds it; a dependency that finds another version of
      // its own would be handed the wrong one.
      const where = (resolveDir) =>
        build.resolve(args.path, { resolveDir, kind: 'require-call', pluginData: { real: true } });
      const [theirs, ours] = await Promise.all([where(args.resolveDir), where(root)]);
      if (theirs.path !== ours.path)
        return {
          errors: [{ text: `${args.importer} finds ${theirs.path}, not the ${ours.path} that dist/first-use holds` }],
        };
      return { path: args.path, namespace: 'first-use' };
    });
    build.onLoad({ filter: /.*/, namespace: 'first-use' }, (args) => {
      const file = `./first-use/${firstUseFileOf.get(args.path)}.cjs`;
      return {
        contents:
          `let real; const load = () => (real ??= require(${JSON.stringify(file)})[${JSON.stringify(args.path)}]); ` +
          STAND_INS[args.path],
        loader: 'js',
      };
    });
    // Beside the output that requires it: every server bundle is written to dist/ itself.
    build.onResolve({ filter: /^\.\/first-use\//, namespace: 'first-use' }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

/** dist/first-use/<file>.cjs: each exports its packages by name, for the stand-ins above. */
/** @type {esbuild.Plugin} */
const firstUseEntries = {
  name: 'first-use-entries',
  setup(build) {
    build.onResolve({ filter: /^first-use:/ }, (args) => ({
      path: args.path.slice('first-use:'.length),
      namespace: 'first-use-entry',
    }));
    const requireOf = (name) => `${JSON.stringify(name)}: require(${JSON.stringify(name)})`;
    build.onLoad({ filter: /.*/, namespace: 'first-use-entry' }, (args) => ({
      contents: `module.exports = { ${FIRST_USE_FILES[args.path].map(requireOf).join(', ')} };`,
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/** @type {esbuild.BuildOptions} */
const clientOptions = {
  absWorkingDir: root,
  entryPoints: {
    main: 'web/main.tsx',
    personal: 'web/personal.tsx',
    boot: 'web/boot.ts',
    // Each look's palette and motifs: a page carries only its own (web/ui/themes/).
    ...Object.fromEntries(LOOKS.map((look) => [`look-${look}`, `web/ui/themes/${look}.css`])),
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  // Mid-range Android phones and iPhones of the last few years; older ones still get the prerendered page.
  target: ['chrome100', 'safari15', 'firefox100'],
  minify: true,
  jsx: 'automatic',
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  publicPath: '/assets',
  loader: { '.woff2': 'file', '.woff': 'file' },
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { 'use-sync-external-store/shim/index.js': './web/ui/react-sync-external-store.ts' },
  legalComments: 'linked',
  // V8's compile hint (Chrome 136 on): compile every function of the file on a background thread while it
  // downloads. React DOM's module body is otherwise compiled lazily, on the main thread, in the middle of hydration.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  metafile: true,
  logLevel: 'warning',
  plugins: [fontSubsets, scriptFaces, lineIcons, catalogParts],
};

/** @type {esbuild.BuildOptions} */
const serverOptions = {
  absWorkingDir: root,
  // The server, and the commands that work on the same data folder beside it (npm run set-password, backup, restore).
  entryPoints: {
    server: 'src/server.ts',
    // An entry of its own rather than a chunk, so that its name stays the same from build to build: Node's compile
    // cache keeps one file per module path, and a hashed name would leave another half megabyte behind at each build.
    start: 'src/start.ts',
    'render-worker': 'render/render-worker.ts',
    'answer-page-worker': 'render/answer-page-worker.ts',
    'photo-worker': 'src/site/photo-worker.ts',
    'set-password': 'src/cli/set-password.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  bundle: true,
  // Libraries the server imports only when needed (nodemailer, qrcode, libphonenumber-js's metadata) become chunks
  // of their own, so a start does not parse them. Chunks sit beside the entries: import.meta.url stays dist/.
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  jsx: 'automatic',
  outdir: distDir,
  outExtension: { '.js': '.mjs' },
  // Native addons cannot be bundled; npm installs them beside the package.
  external: ['better-sqlite3', '@resvg/resvg-js', 'sharp', 'heic-decode'],
  // The server renders the same components as the client; their styles and fonts belong to the client build.
  loader: { '.css': 'empty', '.woff2': 'empty', '.woff': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
  // Bundled CommonJS dependencies call require() for Node's built-ins; ESM output has no require of its own.
  banner: {
    js:
      "import { createRequire as __createRequire } from 'node:module'; " +
      'const require = __createRequire(import.meta.url);',
  },
  // Less source for V8 to hold in memory on a Pi; identifiers are kept, so stack traces stay readable.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  // Written to dist/server-meta.json: test/budget reads what each server bundle is made of (no React in the server).
  metafile: true,
  logLevel: 'warning',
  plugins: [lineIcons, loadedAtFirstUse],
};

/** @type {esbuild.BuildOptions} */
const firstUseOptions = {
  absWorkingDir: root,
  entryPoints: Object.keys(FIRST_USE_FILES).map((file) => ({ in: `first-use:${file}`, out: file })),
  bundle: true,
  platform: 'node',
  // Required, not imported: a stand-in is called in the middle of synchronous code.
  format: 'cjs',
  target: serverOptions.target,
  outdir: path.join(distDir, 'first-use'),
  outExtension: { '.js': '.cjs' },
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  plugins: [firstUseEntries],
};

/** One record of what the server's files hold, dist/first-use's with the rest. */
function mergedMetafile(...metafiles) {
  return {
    inputs: Object.assign({}, ...metafiles.map((m) => m.inputs)),
    outputs: Object.assign({}, ...metafiles.map((m) => m.outputs)),
  };
}

/** Reads esbuild's metafile into the few names the server needs to write the page's <head>. */
function clientManifest(metafile) {
  const toUrl = (file) => `/${path.relative(publicDir, path.join(root, file)).split(path.sep).join('/')}`;
  const outputs = Object.entries(metafile.outputs).map(([file, meta]) => ({ url: toUrl(file), meta }));
  const entry = outputs.find(({ url, meta }) => meta.entryPoint === 'web/main.tsx' && url.endsWith('.js'));
  if (!entry) throw new Error('build: the client entry web/main.tsx produced no script');
  const personal = outputs.find(({ url, meta }) => meta.entryPoint === 'web/personal.tsx' && url.endsWith('.js'));
  if (!personal) throw new Error('build: the household page entry web/personal.tsx produced no script');
  const admin = outputs.find(({ url, meta }) => meta.entryPoint === 'web/admin/AdminPage.tsx' && url.endsWith('.js'));
  if (!admin) throw new Error('build: the admin page did not get a chunk of its own');
  const heroFont = outputs.find(
    ({ url }) => url.includes('playfair-display-core-600-normal') && url.endsWith('.woff2'),
  );
  const looks = LOOKS.map((look) => {
    const sheet = outputs.find(({ meta }) => meta.entryPoint === `web/ui/themes/${look}.css`);
    if (!sheet) throw new Error(`build: the look web/ui/themes/${look}.css produced no stylesheet`);
    return [look, sheet.url];
  });
  const boot = outputs.find(({ url, meta }) => meta.entryPoint === 'web/boot.ts' && url.endsWith('.js'));
  if (!boot) throw new Error('build: the boot script web/boot.ts produced no output');
  return {
    boot: boot.url,
    script: entry.url,
    styles: entry.meta.cssBundle ? [toUrl(entry.meta.cssBundle)] : [],
    personalScript: personal.url,
    personalStyles: personal.meta.cssBundle ? [toUrl(personal.meta.cssBundle)] : [],
    preloadFonts: heroFont ? [heroFont.url] : [],
    adminScripts: [
      admin.url,
      ...admin.meta.imports.filter((i) => i.kind === 'import-statement').map((i) => toUrl(i.path)),
    ],
    adminStyles: admin.meta.cssBundle ? [toUrl(admin.meta.cssBundle)] : [],
    looks: Object.fromEntries(looks),
  };
}

async function compressAll(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile() && COMPRESSIBLE.has(path.extname(e.name)))
      .map(async (e) => {
        const file = path.join(e.parentPath ?? e.path, e.name);
        const bytes = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzip(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}

/** Copies a file into assets/ under a content-hashed name, as esbuild names everything else. */
async function copyHashed(source) {
  const { name, ext } = path.parse(source);
  return writeHashed(name, ext, await readFile(path.join(root, source)));
}

/** Writes bytes into assets/ under a content-hashed name. */
async function writeHashed(name, ext, bytes) {
  const hashed = `${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase()}${ext}`;
  await mkdir(assetsDir, { recursive: true });
  await writeFile(path.join(assetsDir, hashed), bytes);
  return `/assets/${hashed}`;
}

/** The drawn portrait as an SVG string, rendered by the same component the page uses. */
async function renderPortraitSvg() {
  const temp = path.join(distDir, `.portrait-${process.pid}.mjs`);
  await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents:
        "import { renderToStaticMarkup } from 'react-dom/server'; " +
        "import { CouplePortrait } from './web/invitation/CouplePortrait'; " +
        "export const svg = renderToStaticMarkup(<CouplePortrait title='' />);",
      loader: 'tsx',
      resolveDir: root,
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    outfile: temp,
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: serverOptions.banner,
    logLevel: 'warning',
  });
  try {
    return (await import(temp)).svg;
  } finally {
    await rm(temp, { force: true });
  }
}

// Chat apps preview a shared link with a raster image (never an SVG), ideally 1200 x 630.
const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

// The faces the link-preview card (render/preview-card.ts) is drawn in, as resvg reads them: TrueType, beside
// dist/public rather than in it (no browser needs them).
const PREVIEW_FONTS = ['playfair-display-latin-600-normal', 'playfair-display-latin-400-italic'];

async function buildPreviewFonts() {
  const dir = path.join(distDir, 'preview-fonts');
  await mkdir(dir, { recursive: true });
  return Promise.all(
    PREVIEW_FONTS.map(async (name) => {
      const woff = await readFile(path.join(root, 'node_modules/@fontsource/playfair-display/files', `${name}.woff`));
      await writeFile(path.join(dir, `${name}.ttf`), woffToSfnt(woff));
      return `../preview-fonts/${name}.ttf`;
    }),
  );
}

/** The link-preview picture and the home-screen icon, drawn at build time as PNGs. */
async function buildImages() {
  const { Resvg } = await import('@resvg/resvg-js');
  const portrait = (await renderPortraitSvg()).replace('<svg ', '<svg x="352" y="22" width="496" height="589" ');
  const card =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" ` +
    `viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">` +
    '<rect width="1200" height="630" fill="#fdf8f0"/>' +
    '<circle cx="120" cy="560" r="260" fill="#f6e3df"/><circle cx="1100" cy="70" r="220" fill="#fbeedd"/>' +
    '<path d="M60 40h1080M60 590h1080" stroke="#b8892b" stroke-width="2"/>' +
    portrait +
    '</svg>';
  const ogImage = new Resvg(card, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
  const favicon = await readFile(path.join(root, 'web/favicon.svg'), 'utf8');
  // iOS rounds the corners itself and wants an opaque square.
  const square = favicon.replace(
    '<circle cx="32" cy="32" r="32" fill="#7a1f3d"/>',
    '<rect width="64" height="64" fill="#7a1f3d"/>',
  );
  const touchIcon = new Resvg(square, { fitTo: { mode: 'width', value: 180 } }).render().asPng();
  return {
    ogImage: { url: await writeHashed('og-image', '.png', ogImage), width: OG_WIDTH, height: OG_HEIGHT },
    appleTouchIcon: await writeHashed('apple-touch-icon', '.png', touchIcon),
  };
}

/**
 * dist/public/sw.js, the service worker, at a fixed address (its scope is the site) and versioned by the build:
 * any change to what the pages load changes the worker, and the browser replaces its cache with a new one.
 */
async function buildServiceWorker(manifest) {
  const version = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['web/service-worker/sw.ts'],
    bundle: true,
    format: 'iife',
    target: clientOptions.target,
    minify: true,
    outfile: path.join(publicDir, 'sw.js'),
    define: { BUILD_VERSION: JSON.stringify(version) },
    logLevel: 'warning',
  });
}

async function finishClient(result) {
  const manifest = {
    ...clientManifest(result.metafile),
    favicon: await copyHashed('web/favicon.svg'),
    ...(await buildImages()),
    previewFonts: await buildPreviewFonts(),
  };
  await buildServiceWorker(manifest);
  // Renamed into place whole, so a server starting meanwhile never reads half a manifest.
  const partial = path.join(publicDir, `manifest.json.${process.pid}`);
  await writeFile(partial, JSON.stringify(manifest, null, 2));
  await rename(partial, path.join(publicDir, 'manifest.json'));
  await compressAll(publicDir);
}

/**
 * Deletes what earlier builds left in dist/ and this one did not write again. Done last rather than by
 * emptying dist/ first, so that a server or a test reading dist/ while a build runs never finds it empty.
 */
async function removeStale(since) {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const file = path.join(e.parentPath ?? e.path, e.name);
        if ((await stat(file)).mtimeMs < since) await rm(file, { force: true });
      }),
  );
}

async function buildOnce() {
  const since = Date.now();
  const [client, server, firstUse] = await Promise.all([
    esbuild.build(clientOptions),
    esbuild.build(serverOptions),
    esbuild.build(firstUseOptions),
  ]);
  // What each bundle holds, for `npm run audit` (which packages ship) and for anyone weighing a dependency.
  await writeFile(
    path.join(distDir, 'server-meta.json'),
    JSON.stringify(mergedMetafile(server.metafile, firstUse.metafile)),
  );
  await writeFile(path.join(distDir, 'client-meta.json'), JSON.stringify(client.metafile));
  await finishClient(client);
  await removeStale(since);
}

async function buildAndWatch() {
  await rm(distDir, { recursive: true, force: true });
  // Made of dependencies only: built once, not watched.
  await esbuild.build(firstUseOptions);
  let server = null;
  let clientReady = false;
  let serverReady = false;
  // Restarts run one after another: the new server starts only once the old one has exited and freed the port
  // (it finishes its requests first), else it would fail with EADDRINUSE.
  let restarting = Promise.resolve();
  const stopServer = () =>
    new Promise((resolve) => {
      if (!server || server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  const restart = () => {
    if (!clientReady || !serverReady) return;
    restarting = restarting.then(async () => {
      await stopServer();
      server = spawn(process.execPath, [path.join(distDir, 'server.mjs')], { stdio: 'inherit' });
    });
  };
  const onEnd = (name, after) => ({
    name,
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0) return;
        await after(result);
        restart();
      });
    },
  });
  const client = await esbuild.context({
    ...clientOptions,
    plugins: [
      ...clientOptions.plugins,
      onEnd('client-ready', async (r) => {
        await finishClient(r);
        clientReady = true;
      }),
    ],
  });
  const srv = await esbuild.context({
    ...serverOptions,
    plugins: [
      ...serverOptions.plugins,
      onEnd('server-ready', async () => {
        serverReady = true;
      }),
    ],
  });
  await Promise.all([client.watch(), srv.watch()]);
  console.log('watching src/, shared/, render/ and web/; the server restarts after each rebuild');
}

if (watch) {
  await buildAndWatch();
} else {
  const started = Date.now();
  await buildOnce();
  console.log(`built dist/ in ${Date.now() - started} ms`);
}
