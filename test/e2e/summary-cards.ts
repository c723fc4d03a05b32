import type { Page } from 'playwright-core';

/** The number a summary card of the admin page shows ("Total RSVPs" → "3"). */
export async function cardValue(page: Page, label: string): Promise<string> {
  const card = page.locator('.summary-card').filter({ has: page.getByText(label, { exact: true }) });
  return ((await card.locator('.summary-card__value').textContent()) ?? '').trim();
}
