import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { after, before } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { InjectOptions, Response } from 'light-my-request';
import { makePageFiles } from '../../render/make-page-files';
import type { InvitationView } from '../../shared/guests/invitation-view';
import type { Household } from '../../shared/guests/schemas';
import type { SiteFile } from '../../shared/site/schema';
import { createAuth } from '../../src/admin/auth';
import { type App, CLIENT_TIMEOUTS, type ClientTimeouts, type Platform } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPageUpdates } from '../../src/day/updates';
import { type ContentMaker, createContentMaker } from '../../src/pages/content';
import { readClientManifest } from '../../src/pages/manifest';
import type { NotifySettings } from '../../src/reach/notifier';
import { loadSite } from '../../src/site/load';
import { type Database, openDatabase } from '../../src/storage/db';
import { assembleWedding } from '../../src/wedding';
import { renderedOnce } from './rendered-once';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PUBLIC_DIR = path.join(REPO_ROOT, 'dist', 'public');
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';
const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };
const UNLIMITED_ANSWERS = { perClient: 1_000_000, overall: 1_000_000 };

export interface TestApp {
  app: App;
  db: Database;
  dataDir: string;
  close(): Promise<void>;
}

export function makeDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'wedding-test-'));
}

/** A fresh data folder whose site.json is `site`, as a couple's would be after they wrote it. */
export function dataDirWith(site: object): string {
  const dataDir = makeDataDir();
  writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify(site));
  return dataDir;
}

let migrated: string | undefined;
/**
 * An empty database that every migration has made, once for the process: a new app's is a copy. Made new, each one
 * ran every migration again, a third of an app's start. The migrations' own tests (test/unit/db.test.ts and the
 * upgrades') make theirs from nothing.
 */
function migratedDatabase(): string {
  if (migrated) return migrated;
  const folder = makeDataDir();
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, 'wedding.db');
  // Closed, SQLite folds the write-ahead log into the file: the copy is the whole database. Kept only once made whole.
  openDatabase(file).close();
  migrated = file;
  return migrated;
}

/**
 * The production app, put together as src/start.ts does, on a fresh data folder of its own.
 * It uses the real client build (npm test builds first), so the pages are the ones guests get.
 */
export async function startTestApp(
  options: {
    dataDir?: string;
    trustProxy?: false | number | string[];
    publicUrl?: string;
    now?: () => number;
    minFreeBytes?: number;
    maxRsvps?: number;
    timeouts?: ClientTimeouts;
    answerLimits?: { perClient: number; overall: number };
    site?: SiteFile;
    notify?: NotifySettings;
    notifyRetryDelaysMs?: number[];
    logStream?: Writable;
    beforeRoutes?: Platform['beforeRoutes'];
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? makeDataDir();
  if (options.site) writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify(options.site));
  const file = path.join(dataDir, 'wedding.db');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    copyFileSync(migratedDatabase(), file);
  }
  const db = openDatabase(file);
  // The test password is hashed at a cost of 1 MiB, not the 32 MiB (a tenth of a second) a couple's is: every
  // sign-in of the tests verifies it. The cost of real hashes is src/admin's own tests' business.
  await createAuth(db, Date.now, TEST_PASSWORD_COST).ensureAdmin(TEST_ADMIN_PASSWORD);
  const makeContent = testContentMaker(dataDir, db, options.publicUrl);
  const content = await makeContent(loadSite(dataDir));
  // The settings a site starts with when the environment sets nothing, with what a test asks for over them.
  const defaults = loadConfig({ DATA_DIR: dataDir });
  // The built renderer, in its own process, as in production: it starts only if a test posts the page's form.
  const { app, close } = await assembleWedding({
    db,
    dataDir,
    content,
    makeContent,
    publicDir: PUBLIC_DIR,
    answerWorker: pathToFileURL(path.join(REPO_ROOT, 'dist', 'answer-page-worker.mjs')),
    photoWorker: pathToFileURL(path.join(REPO_ROOT, 'dist', 'photo-worker.mjs')),
    settings: {
      ...defaults,
      publicUrl: options.publicUrl,
      trustProxy: options.trustProxy ?? false,
      minFreeBytes: options.minFreeBytes ?? defaults.minFreeBytes,
      maxRsvps: options.maxRsvps ?? defaults.maxRsvps,
      // Tests post thousands of answers from one address; the limits have tests of their own, which set them.
      answerLimits: options.answerLimits ?? UNLIMITED_ANSWERS,
      notify: options.notify ?? defaults.notify,
    },
    platform: {
      // The log, as JSON lines, for a test that reads what the couple would read in it.
      logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
      now: options.now ?? Date.now,
      timeouts: options.timeouts ?? CLIENT_TIMEOUTS,
      ...(options.notifyRetryDelaysMs && { notifyRetryDelaysMs: options.notifyRetryDelaysMs }),
      ...(options.beforeRoutes && { beforeRoutes: options.beforeRoutes }),
    },
  });
  await app.ready();
  return {
    app,
    db,
    dataDir,
    async close() {
      await close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How startTestApp makes a data folder's content (in this process, each rendering done once per test file). */
export function testContentMaker(dataDir: string, db: Database, publicUrl?: string): ContentMaker {
  return createContentMaker(
    dataDir,
    readClientManifest(PUBLIC_DIR),
    publicUrl,
    renderedOnce(makePageFiles),
    undefined,
    openPageUpdates(db),
  );
}

/** Signs in as the admin and returns the Cookie header value to send with later requests. */
export async function signIn(app: App, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'wedding_session');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

export const VALID_RSVP = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  guestCount: 1,
  attending: true,
  dietaryRestrictions: 'Vegetarian',
} as const;

/**
 * A household added as the couple adds one, through the admin's API. Anything but 201 fails the test there, with
 * the answer's body, so that a test about what follows does not go on with a household that is not there.
 */
export async function addHousehold(app: App, cookie: string, input: object): Promise<Household> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/households',
    headers: { cookie },
    payload: input,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as Household;
}

/** The fields of a stored answer of the open form, sorted: the spec's record, and nothing more. */
export const RSVP_RECORD_FIELDS = [
  'attending',
  'createdAt',
  'dietaryRestrictions',
  'email',
  'fullName',
  'guestCount',
  'id',
  'songRequest',
] as const;

export interface TestAppHandle extends TestApp {
  /** The admin's session cookie, when asked for with { signedIn: true }. */
  readonly cookie: string;
  /** {@link addHousehold}, signed in as the couple. */
  addHousehold(input: object): Promise<Household>;
  /** A household as the couple's admin reads it now, answers included. */
  household(id: Household['id']): Promise<Household>;
  /** A request signed in as the couple, with `payload` as its body and `headers` beside the cookie when given. */
  asCouple(
    method: InjectOptions['method'],
    url: string,
    payload?: InjectOptions['payload'],
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** A guest-list sheet (CSV) sent by the couple, looked at first (`dryRun`) or imported. */
  importSheet(
    sheet: string | Buffer,
    options?: { dryRun?: boolean; headers?: Record<string, string> },
  ): Promise<Response>;
  /** An answer to the open form, as its page's script sends one: {@link VALID_RSVP} unless `payload` is given. */
  answerOpenForm(payload?: object): Promise<Response>;
  /** A household's invitation as its page reads it, `query` (`?lang=…`) included; anything but 200 fails the test. */
  invitation(token: string, query?: string): Promise<InvitationView>;
}

/**
 * A test app for the calling describe(): started in before(), closed in after(). Its fields are read through
 * getters, so they are there by the time the tests run.
 */
export function useTestApp(options: Parameters<typeof startTestApp>[0] & { signedIn?: boolean } = {}): TestAppHandle {
  let started: TestApp | undefined;
  let cookie = '';
  before(async () => {
    started = await startTestApp(options);
    if (options.signedIn) cookie = await signIn(started.app);
  });
  after(() => started?.close());
  const current = () => {
    if (!started) throw new Error('useTestApp(): the app is not started yet; use it inside a test');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get dataDir() {
      return current().dataDir;
    },
    get cookie() {
      return cookie;
    },
    addHousehold: (input) => addHousehold(current().app, cookie, input),
    household: async (id) => {
      const response = await current().app.inject({
        method: 'GET',
        url: `/api/admin/households/${id}`,
        headers: { cookie },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as Household;
    },
    asCouple: (method, url, payload, headers = {}) =>
      current().app.inject({ method, url, headers: { cookie, ...headers }, ...(payload !== undefined && { payload }) }),
    importSheet: (sheet, { dryRun = false, headers = {} } = {}) =>
      current().app.inject({
        method: 'POST',
        url: `/api/admin/households/import${dryRun ? '?dryRun=1' : ''}`,
        headers: { cookie, 'content-type': 'text/csv', ...headers },
        payload: sheet,
      }),
    answerOpenForm: (payload = VALID_RSVP) => current().app.inject({ method: 'POST', url: '/api/rsvp', payload }),
    invitation: async (token, query = '') => {
      const response = await current().app.inject({ method: 'GET', url: `/api/invitations/${token}${query}` });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as InvitationView;
    },
    close: () => current().close(),
  };
}
