// `npm run bench`: builds, starts the real server and prints what a guest downloads, how many requests a
// second it answers next to nginx and to a bare Fastify, its start-up time and idle memory, and the admin's
// figures with 10,000 RSVPs (and the CSV of 100,000). A benchmark, not a test: it asserts nothing, it reports.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createRsvpRepository } from '../../src/rsvp/repository';
import { openDatabase } from '../../src/storage/db';
import { BUDGET, measureFirstView, servedFrom } from '../../test/budget/first-view';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import { languagesAsked } from '../sample-family';
import { measureAdminScale } from './admin-scale';
import { guestListOnPhone } from './guest-list-on-phone';
import { measureGuestList, removeDir } from './guest-list-scale';
import { type LanguagePage, measureLanguagePages } from './language-pages';
import { median, rawRequest, type Spawned, spawnServer } from './lib';
import { CATEGORIES, type Category } from './lighthouse-runs';
import { type ManyWeddingsFigures, measureManyWeddings } from './many-weddings';
import { measureNotesDown } from './notes-down';
import { measureStartup } from './startup';
import { measureStay } from './stay-scale';
import { measureCoupleWork } from './while-the-couple-works';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = path.join(ROOT, 'dist', 'server.mjs');
const BARE = path.join(ROOT, 'scripts', 'bench', 'bare-server.mjs');
const BARE_BUFFERS = path.join(ROOT, 'scripts', 'bench', 'bare-buffer-server.mjs');
const PASSWORD = 'benchmark password';
// As `npm start` and deploy/wedding.service run it.
const SERVER_FLAGS = ['--max-semi-space-size=2', '--v8-pool-size=2'];
const RUNS = 3;
// Throughput swings more between runs than the differences compared; the side-by-side takes more of them.
const SIDE_BY_SIDE_RUNS = 9;
const LOAD_SECONDS = 5;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** 12,345: the log is English prose, its counts grouped in ICU's root locale ("und"), whatever the machine's. */
const grouped = (count: number) => count.toLocaleString('und');
const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `wedding-bench-${name}-`));

function section(title: string) {
  process.stdout.write(`\n## ${title}\n\n`);
}
/** A table's head: its columns' names, the first aligned left and the others right. */
function tableHead(...names: string[]) {
  row(...names);
  row('---', ...names.slice(1).map(() => '---:'));
}

/** A time as the tables print it, in whole milliseconds. */
const ms = (value: number) => `${value.toFixed(0)} ms`;

function row(...cells: Array<string | number>) {
  process.stdout.write(`| ${cells.join(' | ')} |\n`);
}

// The throughput of POST /api/rsvp is measured from one address, far past what a guest sends: the answer limits
// and the row cap are raised for it, so that what is measured is validation and storage, not the 429.
const UNLIMITED = {
  ANSWER_LIMIT_PER_CLIENT: '1000000000',
  ANSWER_LIMIT_OVERALL: '1000000000',
  MAX_RSVPS: '1000000000',
};

function startSite(
  dataDir: string,
  { setPassword = true, unlimited = false, extraEnv = {} as Record<string, string> } = {},
): Promise<Spawned> {
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Several parts fill the database before the site's first start, which a real start refuses without the
    // couple's site.json (it would be a lost one); here the sample wedding is what is measured.
    NEW_SITE: 'yes',
    ...(unlimited ? UNLIMITED : {}),
    ...extraEnv,
  };
  if (setPassword) env.ADMIN_PASSWORD = PASSWORD;
  return spawnServer(SERVER, env, SERVER_FLAGS);
}

async function signIn(url: string): Promise<string> {
  const response = await rawRequest(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const cookie = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('wedding_session='))?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

function fillRsvps(dataDir: string, count: number) {
  const db = openDatabase(path.join(dataDir, 'wedding.db'));
  const rsvps = createRsvpRepository(db);
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      rsvps.create({
        fullName: `Guest Number ${i}`,
        email: `guest${i}@example.com`,
        guestCount: 1 + (i % 4),
        attending: i % 3 !== 0,
        dietaryRestrictions: i % 5 === 0 ? 'Vegetarian, no onion or garlic' : '',
      });
    }
  })();
  db.close();
}

async function autocannonRps(options: autocannon.Options): Promise<number> {
  const runs: number[] = [];
  await autocannon({ ...options, duration: 1 }); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const result = await autocannon({ connections: 50, duration: LOAD_SECONDS, ...options });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    runs.push(result.requests.average);
  }
  return median(runs);
}

const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

// The servers compared share the machine's cores but the last, which wrk has to itself: load and server then do not
// take turns on one core, which made a server's figure swing by a fifth from one run to the next.
const CORES = os.cpus().length;
const PINNED = CORES >= 2 && hasCommand('taskset');
const SERVER_CORES = `0-${CORES - 2}`;
const LOAD_CORE = String(CORES - 1);
const pinToServerCores = (pid: number | undefined) => {
  if (PINNED && pid) execFileSync('taskset', ['-a', '-p', '-c', SERVER_CORES, String(pid)], { stdio: 'ignore' });
};

/** One wrk run of `seconds`: requests per second. */
function wrkOnce(url: string, headers: Record<string, string>, seconds: number): number {
  const args = [
    '-t1',
    '-c50',
    `-d${seconds}s`,
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  const out = PINNED
    ? execFileSync('taskset', ['-c', LOAD_CORE, 'wrk', ...args], { encoding: 'utf8' })
    : execFileSync('wrk', args, { encoding: 'utf8' });
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
}

async function startupSection() {
  section(
    'Start-up (spawn to first 200) and idle memory (2 s after 20 requests), medians of 5 taken in turns, ' +
      'next to bare Fastify + better-sqlite3',
  );
  // As a service restarts: no ADMIN_PASSWORD in the environment (with it, every start checks it with scrypt).
  const figures = await measureStartup((dataDir) => startSite(dataDir, { setPassword: false }), BARE);
  row('', 'this server', 'bare Fastify + SQLite', 'ratio', 'target');
  row('---', '---:', '---:', '---:', '---:');
  const ratio = (pair: { site: number; bare: number }) => (pair.site / pair.bare).toFixed(2);
  row(
    'restart on a data folder used before',
    ms(figures.restart.site),
    ms(figures.restart.bare),
    ratio(figures.restart),
    '≤ 1.5',
  );
  row('idle RSS', mb(figures.idleRss.site), mb(figures.idleRss.bare), ratio(figures.idleRss), '≤ 1.15');
  row(
    'first start (writes site.json, renders the pages)',
    ms(figures.firstStart.site),
    ms(figures.firstStart.bare),
    ratio(figures.firstStart),
    'reported apart',
  );
}

async function adminSection() {
  const figures = await measureAdminScale((dataDir) => startSite(dataDir), signIn);
  section(
    `The admin with ${grouped(figures.rows)} RSVPs of the largest size the form accepts, ` +
      'written in Devanagari (3 bytes a letter)',
  );
  tableHead('measure', 'value', 'target');
  row(
    'server RSS at its peak through the calls below (pages, searches, summaries)',
    mb(figures.peakRssBytes),
    '< 150 MB',
  );
  row('a page of 500 rows (GET /api/rsvps?limit=500&offset=…), median of 5 offsets', ms(figures.listPageMs), '');
  row('a search over names, e-mails and dietary notes (a scan of every row), median of 3', ms(figures.searchMs), '');
  row('the summary cards (GET /api/rsvps/summary), median of 5', ms(figures.summaryMs), '');
  row(`the whole CSV (${mb(figures.csvBytes)}), streamed in, on a server started for it`, ms(figures.csvMs), '');
  row('server RSS at its peak through the download', mb(figures.exportPeakRssBytes), '≤ 150 MB');
  row(
    `a guest's GET / sent every 10 ms through the download, p99 of ${figures.guestDuringExportRequests}`,
    `${figures.guestDuringExportP99Ms.toFixed(1)} ms`,
    '≤ 50 ms',
  );
  const tableMs = await firstTableRenderOn();
  row(
    'reload of the signed-in admin page: navigation start to first table row drawn (chromium, 10,000 RSVPs)',
    tableMs === null ? 'skipped: no chromium' : ms(tableMs),
    '≤ 1000 ms',
  );
}

async function coupleWorkSection() {
  const figures = await measureCoupleWork((dataDir) => startSite(dataDir), signIn);
  const n = grouped(figures.households);
  section(`While the couple works: a guest's GET / sent every 10 ms, and the server's memory at its highest`);
  row('while', 'took', "guest's GET / p99", 'target', 'server RSS peak', 'target');
  row('---', '---:', '---:', '---:', '---:', '---:');
  const meanwhile = (
    label: string,
    f: { tookMs: number; guestP99Ms: number; guestRequests: number; peakRssBytes: number },
  ) =>
    row(
      label,
      `${(f.tookMs / 1000).toFixed(1)} s`,
      `${f.guestP99Ms.toFixed(0)} ms (of ${f.guestRequests})`,
      '≤ 100 ms',
      mb(f.peakRssBytes),
      '≤ 200 MB',
    );
  meanwhile(`importing ${n} households (15,000 people) from a CSV`, figures.importing);
  meanwhile(`the print sheet of their ${n} cards (${mb(figures.printing.bytes)})`, figures.printing);
  section(
    `${grouped(figures.pages.opened)} households opening their pages for the first time, ` +
      `${figures.pages.atOnce} at a time`,
  );
  tableHead('measure', 'value', 'target');
  row('errors', String(figures.pages.errors), '0');
  row('p99 of a page', ms(figures.pages.p99Ms), '≤ 1000 ms');
  row('server RSS peak', mb(figures.pages.peakRssBytes), '');
}

async function notesSection() {
  const figures = await measureNotesDown((dataDir, env) => startSite(dataDir, { unlimited: true, extraEnv: env }));
  section(`POST /api/rsvp while the couple's note cannot be delivered (autocannon, 50 connections, 5 s, median of 3)`);
  tableHead('receiver', 'req/s', 'p99 latency');
  for (const figure of figures) row(figure.receiver, figure.requestsPerSecond.toFixed(0), ms(figure.p99Ms));
}

async function staySection() {
  const figures = await measureStay((dataDir) => startSite(dataDir), signIn);
  try {
    section(
      `Stay and travel: ${figures.households} travelling households, ${figures.arrivals} arrivals, ` +
        `${figures.rooms} rooms in 3 hotels (medians of 5)`,
    );
    tableHead('call', 'time', 'target');
    row(
      'GET /api/admin/stay (the allotment page: places, rooms, travellers, warnings)',
      ms(figures.overviewMs),
      '≤ 300 ms',
    );
    row('GET /api/admin/arrivals (the arrivals board)', ms(figures.boardMs), '≤ 300 ms');
    row('GET /api/admin/rooming-list.csv', ms(figures.roomingMs), '');
    row('GET /api/admin/arrivals.csv?date=… (a day’s drivers’ sheet)', ms(figures.driversMs), '');
  } finally {
    await figures.site.stop();
    removeDir(figures.dir);
  }
}

async function guestListSection() {
  const figures = await measureGuestList((dataDir) => startSite(dataDir), signIn);
  try {
    section(
      `The guest list: ${grouped(figures.households)} households, ` +
        `${grouped(figures.people)} people, three quarters answered (medians of 5)`,
    );
    tableHead('call', 'time', 'target');
    row('GET /api/admin/households (every household, its members, events and answer)', ms(figures.listMs), '≤ 100 ms');
    row('GET /api/admin/headcounts', ms(figures.headcountsMs), '≤ 100 ms');
    row('GET /api/admin/households.csv', ms(figures.csvMs), '');
    const phone = await guestListOnPhone(figures.site.url, PASSWORD);
    if (phone) {
      row(
        '/admin/guests on a phone (390 px, CPU 4× slower): navigation to the first household drawn',
        ms(phone.openMs),
        '≤ 1500 ms',
      );
      row('… then "Show 50 more" to the next household drawn', ms(phone.showMoreMs), '');
    }
    const open = await autocannonRps({ url: `${figures.site.url}/`, headers: { 'accept-encoding': 'br' } });
    const own = await autocannonRps({
      url: `${figures.site.url}/i/${figures.token}`,
      headers: { 'accept-encoding': 'br' },
    });
    row(`GET / (brotli), req/s, autocannon ${LOAD_SECONDS} s`, open.toFixed(0), '');
    row(
      `GET /i/<token> (a household's own page, brotli; rendered once, then kept until it changes), req/s`,
      own.toFixed(0),
      '',
    );
  } finally {
    await figures.site.stop();
    removeDir(figures.dir);
  }
}

async function firstTableRenderOn(): Promise<number | null> {
  const dir = tempDir('10k');
  fillRsvps(dir, 10_000);
  const site = await startSite(dir);
  try {
    return await firstTableRender(site.url);
  } finally {
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Memory left to the system and Caddy before any wedding: a fresh Raspberry Pi OS Lite or Debian uses some 100 to
// 200 MB, and the rest of this is page cache, which keeps SQLite's reads off the SD card.
const SYSTEM_RESERVE_BYTES = 400 * 1024 * 1024;
// deploy/wedding.service's MemoryMax: the most one wedding may take at its busiest (an export, an import).
const UNIT_MEMORY_MAX_BYTES = 400 * 1024 * 1024;

async function manyWeddingsSection() {
  const dir = tempDir('many');
  const runs: ManyWeddingsFigures[] = [];
  try {
    for (const weddings of [1, 5, 10, 20])
      runs.push(await measureManyWeddings(weddings, (dataDir) => startSite(dataDir), signIn, dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  section(
    'Many weddings on one machine: a process and a data folder each, started at once, used a little, ' +
      'then all asked for GET / together (autocannon, 50 connections shared, 5 s)',
  );
  row(
    'weddings',
    'all up in',
    'idle memory (PSS, all)',
    'per wedding',
    'busy memory (PSS, all)',
    'largest process',
    'GET / req/s, all',
    'p99',
  );
  row('---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:');
  for (const run of runs) {
    row(
      run.weddings,
      `${(run.allUpMs / 1000).toFixed(1)} s`,
      mb(run.idlePssBytes),
      mb(run.idlePssBytes / run.weddings),
      mb(run.busyPssBytes),
      mb(run.busiestRssBytes),
      run.requestsPerSecond.toFixed(0),
      `${run.p99Ms} ms`,
    );
  }
  const largest = runs.at(-1);
  if (!largest) return;
  const idleEach = largest.idlePssBytes / largest.weddings;
  const busyEach = largest.busyPssBytes / largest.weddings;
  section(
    `How many fit, by memory (${mb(SYSTEM_RESERVE_BYTES)} kept for the system and Caddy; ` +
      `per wedding ${mb(idleEach)} idle, ${mb(busyEach)} busy, from the ${largest.weddings}-wedding run)`,
  );
  row('machine', 'all busy at once', `idle, with room for one at its unit's cap (${mb(UNIT_MEMORY_MAX_BYTES)})`);
  row('---', '---:', '---:');
  for (const [machine, gigabytes] of [
    ['VPS, 1 GB', 1],
    ['VPS or Pi 4, 2 GB', 2],
    ['Pi 4 or 5, 4 GB', 4],
    ['Pi 4 or 5, 8 GB', 8],
  ] as const) {
    const free = gigabytes * 1024 ** 3 - SYSTEM_RESERVE_BYTES;
    row(
      machine,
      Math.max(0, Math.floor(free / busyEach)),
      Math.max(0, Math.floor((free - UNIT_MEMORY_MAX_BYTES) / idleEach) + 1),
    );
  }
}

/** What a guest downloads, requests per second, and the side by side with a bare Fastify and nginx. */
async function servingSection() {
  const siteDir = tempDir('site');
  const site = await startSite(siteDir, { unlimited: true });
  await firstViewTable(site);
  const script = await requestsPerSecondTable(site);
  if (hasCommand('nginx') && hasCommand('wrk')) {
    await sideBySide(site, script);
  } else {
    section('Side by side with nginx');
    process.stdout.write('Skipped: needs nginx and wrk (apt-get install nginx-light wrk).\n');
  }
  await site.stop();
  rmSync(siteDir, { recursive: true, force: true });
}

/** What a guest downloads. */
async function firstViewTable(site: Spawned) {
  const view = await measureFirstView(servedFrom(site.url));
  section('Guest first view (390 × 844 phone), bytes as served with brotli');
  tableHead('what', 'bytes', 'budget');
  row('HTML (with the inline stylesheet and the drawn portrait)', kb(view.htmlBytes), '');
  row('of which CSS', kb(view.cssBytes), kb(BUDGET.cssBytes));
  row('JavaScript', kb(view.jsBytes), kb(BUDGET.jsBytes));
  row('fonts (woff2)', kb(view.fontBytes), '');
  row('images', kb(view.imageBytes), '');
  row('**total**', `**${kb(view.totalBytes)}**`, kb(BUDGET.totalBytes));
}

// Lighthouse runs of each language's page: five, as `npm run lighthouse` takes, since one run's performance score moves
// by several points on a shared machine; LIGHTHOUSE_RUNS=… for fewer.
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// Issue 45 §2: Lighthouse mobile ≥ 98 / 100 / 100 for the household page in each language. SEO has no target: the
// invitation asks not to be indexed.
const LIGHTHOUSE_TARGETS: Readonly<Record<Category, number | undefined>> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: undefined,
};

/** A family's page in each language of the registry: its first view's bytes, and Lighthouse's scores for it. */
async function languagesSection() {
  const chrome = chromiumPath();
  // LANGUAGES=pa,or measures those pages only (of the same wedding, offering every language), e.g. to measure again.
  const only = process.env.LANGUAGES ? languagesAsked() : undefined;
  const pages = await measureLanguagePages({ lighthouseRuns: LIGHTHOUSE_RUNS, chrome, only });
  languageBytesTable(pages);
  const runs = LIGHTHOUSE_RUNS > 1 ? `median of ${LIGHTHOUSE_RUNS} runs` : 'one run';
  section(`A family's page in each language: Lighthouse, ${runs}, mobile preset, Debian's chromium`);
  if (!chrome) {
    process.stdout.write('Skipped: needs chromium (apt-get install chromium).\n');
    return;
  }
  languageLighthouseTable(pages);
}

function languageBytesTable(pages: readonly LanguagePage[]) {
  section(
    "A family's page in each language: first view, bytes as served with brotli (as test/budget counts them), " +
      'and the font faces it counts',
  );
  process.stdout.write(
    "The sample wedding offering every language of the registry; the page is its family's own (a family of four, " +
      'asked to every function but the first), at ?lang=<code>.\n\n',
  );
  row(
    'language',
    'HTML (with the inline CSS)',
    'of which CSS',
    'JavaScript',
    'fonts',
    'icon',
    'total',
    'budget',
    'left',
    'faces',
  );
  row('---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---');
  for (const { language, englishName, view, budget, faces } of pages)
    row(
      `${englishName} (${language})`,
      kb(view.htmlBytes),
      kb(view.cssBytes),
      `${kb(view.jsBytes)} (≤ ${kb(BUDGET.jsBytes)})`,
      kb(view.fontBytes),
      kb(view.imageBytes),
      `**${kb(view.totalBytes)}**`,
      kb(budget),
      `${grouped(budget - view.totalBytes)} B`,
      faces.join(', '),
    );
}

function languageLighthouseTable(pages: readonly LanguagePage[]) {
  const targets = CATEGORIES.map((category) => LIGHTHOUSE_TARGETS[category] ?? '—').join(' / ');
  process.stdout.write(
    `Targets (performance / accessibility / best practices / SEO): ${targets}. The last column names, for a ` +
      'category under its target (and for SEO, which has none), its audits under full marks: their median and lowest ' +
      "score, and in how many runs. The load is the machine's load average over the minute before the language's " +
      `runs (${CORES} cores): the blocking time, and with it the performance score, grows with it.\n\n`,
  );
  row(
    'language',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'load',
    'fonts the browser fetched',
    'audits lost',
  );
  row('---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---', '---');
  for (const { language, englishName, lighthouse } of pages) {
    if (!lighthouse) continue;
    const lost = CATEGORIES.filter((category) => {
      const target = LIGHTHOUSE_TARGETS[category];
      return target === undefined || lighthouse.scores[category] < target;
    }).flatMap((category) => lighthouse.shortOf[category].map((audit) => `${category}: ${audit}`));
    row(
      `${englishName} (${language})`,
      ...CATEGORIES.map((category) => lighthouse.scores[category]),
      `${(lighthouse.lcpMs / 1000).toFixed(2)} s`,
      ms(lighthouse.tbtMs),
      lighthouse.cls.toFixed(3),
      lighthouse.loadBefore.toFixed(1),
      lighthouse.fonts.join(', '),
      lost.join('; ') || 'none',
    );
  }
}

/** Requests per second of the page, its script and an answer; the page's script's address, for the side by side. */
async function requestsPerSecondTable(site: Spawned): Promise<string> {
  const html = await rawRequest(`${site.url}/`);
  const script = /<meta name="app-entry" content="([^"]+)"/.exec(html.body.toString())?.[1] ?? '';
  section(`Requests per second (autocannon, 50 connections, ${LOAD_SECONDS} s, median of ${RUNS})`);
  row('request', 'req/s');
  row('---', '---:');
  const getHome = await autocannonRps({ url: `${site.url}/`, headers: { 'accept-encoding': 'br' } });
  row('GET / (brotli)', getHome.toFixed(0));
  const getScript = await autocannonRps({ url: `${site.url}${script}`, headers: { 'accept-encoding': 'br' } });
  row(`GET ${script} (brotli)`, getScript.toFixed(0));
  const postRsvp = await autocannonRps({
    url: `${site.url}/api/rsvp`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Bench Guest',
      email: 'bench@example.com',
      guestCount: 1,
      attending: true,
      dietaryRestrictions: '',
    }),
  });
  row(
    'POST /api/rsvp (validated, stored with synchronous=FULL; answer limits raised for the measurement)',
    postRsvp.toFixed(0),
  );
  return script;
}

/** Side by side with nginx serving the same bytes from disk, and a bare Fastify serving them from memory. */
async function sideBySide(site: Spawned, script: string) {
  const docroot = tempDir('nginx');
  const { nginx, port } = await startNginx(site, script, docroot);
  const floor = await spawnServer(BARE_BUFFERS, { BARE_FILES: docroot });
  // Compared with the bare server, which has served nothing else, a server started for it: the one above has just
  // taken the POST floods, through Fastify, and V8's optimized code for Node's HTTP internals then serves two
  // kinds of caller. That one is measured as well, in the same turns, on its own row.
  const freshDir = tempDir('fresh');
  const fresh = await startSite(freshDir, { unlimited: true });
  pinToServerCores(site.child.pid);
  pinToServerCores(fresh.child.pid);
  pinToServerCores(floor.child.pid);
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    section(
      `Side by side, the same brotli bytes, wrk -t1 -c50 -d${LOAD_SECONDS}s, ` +
        `${SIDE_BY_SIDE_RUNS} runs taken in turns, medians`,
    );
    const cores = PINNED ? ` The servers on core(s) ${SERVER_CORES}, wrk on core ${LOAD_CORE}.` : '';
    process.stdout.write(
      'nginx: 1 worker, files from disk. Bare Fastify: the same bytes from memory, no headers or checks of ours.' +
        `${cores} Each ratio is the median of the runs' own ratios.\n\n`,
    );
    row(
      'request',
      'this server',
      'bare Fastify',
      'nginx',
      'this / bare Fastify (target ≥ 0.9)',
      'this / nginx (target ≥ 0.7)',
      'bare Fastify / nginx',
    );
    row('---', '---:', '---:', '---:', '---:', '---:', '---:');
    for (const [label, ours, file] of [
      ['GET /', `${fresh.url}/`, 'index.html'],
      ['GET main script', `${fresh.url}${script}`, 'main.js'],
      ['GET /, the server that took the POST floods above', `${site.url}/`, 'index.html'],
    ] as const) {
      sideBySideRow(label, [ours, `${floor.url}/${file}`, `http://127.0.0.1:${port}/${file}`]);
    }
  } finally {
    nginx.kill('SIGTERM');
    await floor.stop();
    await fresh.stop();
    rmSync(docroot, { recursive: true, force: true });
    rmSync(freshDir, { recursive: true, force: true });
  }
}

/** nginx, one worker, serving from `docroot` the very bytes a guest gets of the page and its script. */
async function startNginx(site: Spawned, script: string, docroot: string) {
  // The very bytes a guest gets (brotli): nginx sends them as files, with the header that says what they are.
  const fetched = async (url: string, file: string) => {
    const br = await rawRequest(`${site.url}${url}`, { headers: { 'accept-encoding': 'br' } });
    writeFileSync(path.join(docroot, file), br.body);
  };
  await fetched('/', 'index.html');
  await fetched(script, 'main.js');
  const port = 20000 + Math.floor(Math.random() * 20000);
  writeFileSync(
    path.join(docroot, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${docroot}/nginx.pid; error_log ${docroot}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  types { text/html html; text/javascript js; }
  server { listen 127.0.0.1:${port}; root ${docroot}; add_header Content-Encoding br; ` +
      'add_header Vary Accept-Encoding; } }',
  );
  const nginxArgs = ['-c', path.join(docroot, 'nginx.conf'), '-p', docroot];
  const nginx = PINNED
    ? spawn('taskset', ['-c', SERVER_CORES, 'nginx', ...nginxArgs], { stdio: 'ignore' })
    : spawn('nginx', nginxArgs, { stdio: 'ignore' });
  return { nginx, port };
}

/** One row of the side by side: this server, the bare one and nginx, run in turns, and the medians of their ratios. */
function sideBySideRow(label: string, urls: readonly [string, string, string]) {
  const headers = { 'Accept-Encoding': 'br' };
  for (const url of urls) wrkOnce(url, headers, 1); // warm-up
  const runs: Array<[number, number, number]> = [];
  for (let i = 0; i < SIDE_BY_SIDE_RUNS; i++) {
    const [a = 0, b = 0, c = 0] = urls.map((url) => wrkOnce(url, headers, LOAD_SECONDS));
    runs.push([a, b, c]);
  }
  const of = (pick: (run: [number, number, number]) => number) => median(runs.map(pick));
  row(
    label,
    of(([a]) => a).toFixed(0),
    of(([, b]) => b).toFixed(0),
    of(([, , c]) => c).toFixed(0),
    of(([a, b]) => a / b).toFixed(2),
    of(([a, , c]) => a / c).toFixed(2),
    of(([, b, c]) => b / c).toFixed(2),
  );
}

// What a run measured goes into docs/bench-log.md as well as to the terminal: the figures live in the log the bench
// writes, with the commit they measure, so that no change of the code has to refresh them by hand elsewhere.
const BENCH_LOG = path.join(ROOT, 'docs', 'bench-log.md');
const LOG_HEAD =
  '# Measured\n\n' +
  'Written by `npm run bench`: each run adds what it measured at the end, with the machine and the commit.\n' +
  'Commit it with the change it measures. The budgets the tests hold are in [performance.md](performance.md).\n';

function keepingTheLog(): () => void {
  const said: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    said.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  return () => {
    process.stdout.write = write;
    const commit = (() => {
      try {
        return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
      } catch {
        return 'not in git';
      }
    })();
    const run = said
      .join('')
      .replace(/^[\s\S]*?(?=\n# Benchmark)/, '')
      .trim();
    if (!existsSync(BENCH_LOG)) writeFileSync(BENCH_LOG, LOG_HEAD);
    const sections = run.replace(/^## /gm, '### ');
    appendFileSync(BENCH_LOG, `\n${sections.replace(/^# Benchmark, (.*)$/m, `## $1, at ${commit}`)}\n`);
    write(`The figures are added to ${path.relative(ROOT, BENCH_LOG)}.\n`);
  };
}

async function main() {
  process.stdout.write('Building...\n');
  execFileSync(process.execPath, [path.join(ROOT, 'build.mjs')], { stdio: 'inherit' });
  const keepLog = keepingTheLog();
  try {
    await measure();
  } finally {
    keepLog();
  }
}

async function measure() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  process.stdout.write(`\n# Benchmark, ${new Date().toISOString().slice(0, 10)}\n\n`);
  process.stdout.write(
    `Machine: ${os.cpus().length} × ${cpu}, ${mb(os.totalmem())} RAM, ` +
      `${os.type()} ${os.release()}, Node ${process.version}\n`,
  );
  // `npm run bench -- --only startup` (or serving, languages…) runs just that part, e.g. to check a change to start-up
  // or memory.
  if (process.argv.includes('--only')) {
    if (process.argv.includes('serving')) await servingSection();
    if (process.argv.includes('startup')) await startupSection();
    if (process.argv.includes('admin')) await adminSection();
    if (process.argv.includes('guests')) await guestListSection();
    if (process.argv.includes('stay')) await staySection();
    if (process.argv.includes('notes')) await notesSection();
    if (process.argv.includes('couple')) await coupleWorkSection();
    if (process.argv.includes('many')) await manyWeddingsSection();
    if (process.argv.includes('languages')) await languagesSection();
    return;
  }

  await servingSection();
  await languagesSection();

  await startupSection();

  await adminSection();
  await guestListSection();
  await staySection();
  await coupleWorkSection();
  await manyWeddingsSection();
  await notesSection();
  process.stdout.write('\n');
}

/** Signs in through the page, as the couple would, then times reloads until the table's first row is drawn. */
async function firstTableRender(url: string): Promise<number | null> {
  const executablePath = chromiumPath();
  if (!executablePath) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}/admin`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'RSVP Management' }).waitFor();
    // From a reload of the signed-in page (session already known), to the first row on screen.
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.reload();
      await page.locator('.rsvp-table tbody tr').first().waitFor();
      runs.push(await page.evaluate(() => performance.now()));
    }
    return median(runs);
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
