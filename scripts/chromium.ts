// Debian's chromium, as the browser tests, the bench, the screenshots and Lighthouse find and start it.
import { existsSync } from 'node:fs';

export const CHROMIUM_LOCATIONS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

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
