// When guests' answers cannot be kept, the couple reads it at the top of their page, not only in a log.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DESKTOP, skipWithoutBrowser, useBrowserAndServer, withPage } from './browser';

describe('the admin page when the disk is below the free-space floor', { skip: skipWithoutBrowser }, () => {
  // A floor of a petabyte: no disk here has that much free.
  const suite = useBrowserAndServer({ env: { MIN_FREE_MB: '1000000000' } });

  test('shows an alert that names the problem', () =>
    withPage(suite.browser, DESKTOP, async (page) => {
      await suite.signIn(page, '/admin');
      const alert = page.getByRole('alert').filter({ hasText: "Guests' answers cannot be saved right now." });
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', /MB free on the disk of .*wedding\.db/);
    }));
});
