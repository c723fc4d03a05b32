import type { BrowserContext, Locator, Page } from 'playwright-core';
import { openRoom } from './admin-room';
import { type BrowserAndServer, openWatchedPage, PHONE } from './browser';

/** A phone's context and page, signed in, with the content editor open; its errors are collected from the start. */
export interface ContentEditorOnAPhone {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly pageErrors: string[];
  readonly editor: Locator;
}

/**
 * Signs in at /admin on a phone of its own and goes to the Content room as the couple does, then waits until the
 * editor has loaded the site. Closing the context is the caller's, once its tests are done with the page.
 */
export async function openContentEditorOnAPhone(suite: BrowserAndServer): Promise<ContentEditorOnAPhone> {
  const { context, page, pageErrors } = await openWatchedPage(suite.browser, PHONE);
  await suite.signIn(page, '/admin');
  await page.getByRole('heading', { name: 'RSVP Management', exact: true }).waitFor();
  await openRoom(page, 'Content', 'The site’s content');
  const editor = page.locator('form.content-editor');
  await editor.getByRole('heading', { name: 'The couple' }).waitFor();
  return { context, page, pageErrors, editor };
}
