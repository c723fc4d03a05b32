import type { Page } from 'playwright-core';

/**
 * Goes to a room of the admin the way the couple does: its link in the rooms' navigation (on a phone, behind "More"
 * when it is not among the rooms under the thumb), then its heading.
 */
export async function openRoom(page: Page, link: string, heading: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const room = nav.getByRole('link', { name: link, exact: true });
  await nav.waitFor();
  if (!(await room.isVisible())) await nav.getByRole('button', { name: 'More' }).click();
  await room.click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
