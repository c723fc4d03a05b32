import type { Page } from 'playwright-core';

/** Goes to a room of the admin the way the couple does: its link in the rooms' navigation, then its heading. */
export async function openRoom(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
