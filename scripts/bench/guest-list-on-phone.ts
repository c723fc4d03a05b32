// The guest list of a large wedding opened in the admin on a phone: 390 px wide, its CPU slowed 4× as Lighthouse's
// mobile profile does, from the navigation to the first household drawn, and a "Show more" after it (issue 21:
// ≤ 1.5 s with 1,000 households).
import { existsSync } from 'node:fs';
import { median } from './lib';

export interface PhoneGuestList {
  openMs: number;
  showMoreMs: number;
}

export async function guestListOnPhone(url: string, password: string): Promise<PhoneGuestList | null> {
  const executablePath = [process.env.CHROME_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'].find(
    (p) => p && existsSync(p),
  );
  if (!executablePath) return null;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    // When the first household appears, by the page's own clock: no polling from here adds to it.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (document.querySelector('.household-card')) {
          (window as unknown as { firstCardAt: number }).firstCardAt = performance.now();
          seen.disconnect();
        }
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${url}/admin/guests`);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator('.household-card').first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const opens: number[] = [];
    const more: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.reload();
      await page.waitForFunction(() => 'firstCardAt' in window, null, { timeout: 60_000 });
      opens.push(await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt));
      const shown = await page.locator('.household-card').count();
      const started = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: /^Show \d+ more/ }).click();
      await page.locator('.household-card').nth(shown).waitFor();
      more.push((await page.evaluate(() => performance.now())) - started);
    }
    return { openMs: median(opens), showMoreMs: median(more) };
  } finally {
    await browser.close();
  }
}
