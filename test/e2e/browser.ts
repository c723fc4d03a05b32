// Shared set-up for the browser tests: Debian's chromium (its headless shell where installed) driven by
// playwright-core, plus the few page helpers every suite needs. Not a test file itself.
import { after, before } from 'node:test';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_LOCATIONS,
  HEADLESS_SHELL_LOCATIONS,
  headlessBrowserPath,
} from '../../scripts/chromium';
import { isCI } from '../helpers/ci';
import { type RunningServer, type StartServerOptions, startServer, TEST_ADMIN_PASSWORD } from '../helpers/spawn-server';

export const INSTALL_COMMAND =
  'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-noto-core fonts-liberation2 fonts-noto-color-emoji fontconfig';

/**
 * The `skip` option for every browser suite. A developer without chromium gets a skip that says how to get it;
 * CI never skips, so a missing browser there fails loudly in launchBrowser() instead of passing quietly.
 */
export const skipWithoutBrowser: string | false =
  headlessBrowserPath() !== undefined || isCI
    ? false
    : `chromium is not installed, so the browser tests are skipped; install it with: ${INSTALL_COMMAND} (or set CHROME_PATH), ` +
      'and chromium-headless-shell too where your release packages it (the tests run in it, faster)';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = headlessBrowserPath();
  if (!executablePath) {
    throw new Error(
      `chromium was not found (${process.env.CHROME_PATH ? `CHROME_PATH=${process.env.CHROME_PATH}` : [...HEADLESS_SHELL_LOCATIONS, ...CHROMIUM_LOCATIONS].join(', ')}); ` +
        `CI must install it before the tests: ${INSTALL_COMMAND}`,
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

// One browser for every suite in a process: npm test runs the browser tests in a few processes, many files in each,
// and chromium took about 1.3 CPU-seconds to start for each of the 55 suites. Each suite still has its own server, and
// its pages in contexts of their own (own cookies and storage), closed when it ends.
let shared: Browser | undefined;
let launching: Promise<Browser> | undefined;

/** The process's browser, started by the first suite that asks, and again if it has gone (a crash). */
async function sharedBrowser(): Promise<Browser> {
  if (shared?.isConnected()) return shared;
  launching ??= launchBrowser().finally(() => {
    launching = undefined;
  });
  shared = await launching;
  return shared;
}

// Registered once, on the process's root: runs after the last suite of the last file.
after(async () => {
  await shared?.close();
});

export interface BrowserAndServer {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Opens an admin path of the server and signs in there with the password, as the couple does. */
  signIn(page: Page, adminPath: string, password?: string): Promise<void>;
}

/**
 * Gives the calling describe() the process's browser and a server of its own: registers a before() hook that starts
 * the browser (if no suite has yet) and the server, and an after() hook that closes the contexts the suite opened and
 * stops the server. Call it synchronously in the describe's body, before the suite's own hooks (hooks run in the
 * order they were registered). The getters throw when read before the before() hook has run, e.g. at the top level
 * of the describe's body.
 */
export function useBrowserAndServer(options?: StartServerOptions): BrowserAndServer {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let contextsBefore: ReadonlySet<BrowserContext> = new Set();

  before(async () => {
    // The browser first: when it is missing, no server is left running for after() to find.
    browser = await sharedBrowser();
    contextsBefore = new Set(browser.contexts());
    server = await startServer(options);
  });

  after(async () => {
    // What this suite left open (a test that failed before closing its page) would go on running beside the next.
    const left = browser?.contexts().filter((context) => !contextsBefore.has(context)) ?? [];
    try {
      await Promise.all(left.map((context) => context.close()));
    } finally {
      await server?.stop();
    }
  });

  const notYet = (what: string) =>
    new Error(
      `useBrowserAndServer(): the ${what} is not there yet; read it inside a test or a hook that runs after the suite's before()`,
    );
  return {
    get server() {
      if (!server) throw notYet('server');
      return server;
    },
    get browser() {
      if (!browser) throw notYet('browser');
      return browser;
    },
    signIn(page, adminPath, password) {
      if (!server) throw notYet('server');
      return signInAt(page, `${server.url}${adminPath}`, password);
    },
  };
}

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** The two screens a page is checked on, named for the test titles. */
export const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * The slow phone the guests' trials used: 400 kbit/s and 400 ms each way, and a CPU four times slower. Waits are
 * for events still, with room for a page that takes a while to arrive. Answers a function that gives the page its
 * full processor again, for the test's own checks (axe) once the family's part is done: chromium slows a page by
 * keeping its main thread spinning, so a throttled page, idle or not, keeps most of a core busy, which the other
 * tests running beside it then wait for.
 */
export async function slowPhone(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  page.setDefaultTimeout(120_000);
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
}

/** A fresh context (own cookies and storage) and a page in it; closing the page's context cleans both up. */
export async function openPage(browser: Browser, options: BrowserContextOptions = PHONE): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** A page as {@link openPage} opens one, its console errors and uncaught exceptions collected from the first. */
export async function openWatchedPage(
  browser: Browser,
  options: BrowserContextOptions = PHONE,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const page = await openPage(browser, options);
  return { context: page.context(), page, pageErrors: collectPageErrors(page) };
}

/** Opens an admin address and signs in there with the password, as the couple does on the sign-in form it shows. */
async function signInAt(page: Page, address: string, password = TEST_ADMIN_PASSWORD): Promise<void> {
  await page.goto(address);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Runs `run` with a page in a fresh context, and closes the context afterwards however `run` ended. */
export async function withPage<T>(
  browser: Browser,
  options: BrowserContextOptions,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Console errors and uncaught exceptions seen by a page; a hydration mismatch shows up as a console error. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
  return errors;
}

/**
 * Waits until window.scrollY has stopped changing for a few animation frames, i.e. a smooth scroll has ended.
 * Polls in the page; no fixed sleep.
 */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  // page.evaluate, not waitForFunction: the latter takes the promise an async function returns as an answer, never
  // polling again, and a string predicate polled again is an eval the site's CSP refuses. No named inner function:
  // tsx names those with a helper that does not exist inside the page.
  const settled = await page.evaluate(async () => {
    let last = window.scrollY;
    let stableFrames = 0;
    for (let frames = 0; frames < 240; frames += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (window.scrollY === last) stableFrames += 1;
      else {
        stableFrames = 0;
        last = window.scrollY;
      }
      if (stableFrames >= 6) return true;
    }
    return false;
  });
  if (!settled) throw new Error('the page was still scrolling 240 frames later');
}

/** Waits until every image in the page has loaded (or failed) and every font in use has arrived. */
export async function waitForImagesAndFonts(page: Page): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Waits until every finite CSS transition and animation has ended (endless ones, like a bouncing arrow, never do). */
export async function waitForAnimationsToFinish(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
}

/**
 * Waits until the app has taken over the invitation page: hydrated, and its effects have run. The sign is the
 * RSVP form's data-script, which the form's own effect sets; the form is in the last section to hydrate. (A React
 * key on an element is not enough: React sets it while hydrating, before the app has committed anything.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('form.rsvp__form[data-script="running"]') !== null);
}

/** Opens `address` and waits until the app has taken the page over ({@link waitForHydration}). */
export async function openHydrated(page: Page, address: string, options?: Parameters<Page['goto']>[1]): Promise<void> {
  await page.goto(address, options);
  await waitForHydration(page);
}

/** Where the top of the element with this id sits, in CSS pixels from the top of the viewport. */
export function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    if (!element) throw new Error(`no element with id ${elementId}`);
    return element.getBoundingClientRect().top;
  }, id);
}
