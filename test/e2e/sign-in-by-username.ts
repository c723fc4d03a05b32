import type { Page } from 'playwright-core';

/** Signs in on the sign-in form the page shows, by username and password, as a helper of the couple does. */
export async function signInByUsername(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with your username' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
