// Debian's chromium, as the browser tests, the bench, the screenshots and Lighthouse find and start it.
import { existsSync } from 'node:fs';

export const CHROMIUM_LOCATIONS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/**
 * Debian's build of the headless shell: the same Blink without the desktop browser around it (Playwright's own
 * choice for headless tests). The browser tests here take about half the processor time in it that they take in
 * chromium.
 */
export const HEADLESS_SHELL_LOCATIONS = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

/** What chromium is started with here: as root (no sandbox is possible then), with no GPU and no route to Google. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** CHROME_PATH when set (even if wrong, so a typo is noticed), else the first Debian location that exists. */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CHROMIUM_LOCATIONS.find((candidate) => existsSync(candidate));
}

/**
 * The browser for tests, which only ever run headless: CHROME_PATH when set, else the headless shell where it is
 * installed, else chromium. The bench and Lighthouse keep to chromium, so that their figures compare across runs.
 */
export function headlessBrowserPath(): string | undefined {
  if (process.env.CHROME_PATH) return chromiumPath();
  return HEADLESS_SHELL_LOCATIONS.find((candidate) => existsSync(candidate)) ?? chromiumPath();
}
