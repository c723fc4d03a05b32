import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { listRsvps } from '../helpers/server-api';
import {
  collectPageErrors,
  openHydrated,
  openPage,
  PHONE,
  skipWithoutBrowser,
  useBrowserAndServer,
  waitForHydration,
  withPage,
} from './browser';

const HERO_TEXT = 'You are cordially invited to the wedding of';
/** How long a notification stays before it closes by itself (the fallback keeps the Radix toasts' lifetime). */
const TOAST_SHOWN_MS = 5_000;
/** A close button's effect is immediate; this only allows for a slow machine, and is far below TOAST_SHOWN_MS. */
const CLOSED_AT_ONCE_MS = 1_500;

async function fillValidRsvp(page: Page, name: string, email: string, dietary: string): Promise<void> {
  await page.getByLabel('Full Name *').fill(name);
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Joyfully Accept').check();
  await page.getByLabel('Dietary Restrictions').fill(dietary);
}

/** The app's script while a test holds it back: the real file from the real server, only late. */
interface HeldApp {
  /** Lets the held response through; the page then loads and runs the app as it would on a slow network. */
  release(): void;
}

/**
 * Opens the invitation with the app's script held back until the test calls release(), and returns once the
 * page has asked for it: from then on the guest has the prerendered page, and nothing of the app has run.
 */
async function openWithAppHeld(page: Page, url: string): Promise<HeldApp> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = (): void => undefined;
  const appRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route('**/assets/main-*.js', async (route) => {
    requested();
    await released;
    // The page may have moved on meanwhile (a form posted before the app came), and its request with it.
    await route.continue().catch(() => undefined);
  });
  // Not 'load': whether the load event waits for a script the page asked for is the browser's business, and
  // here that script does not come.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await appRequested;
  return { release };
}

describe('guest invitation and RSVP', { skip: skipWithoutBrowser }, () => {
  const suite = useBrowserAndServer();

  test('the invitation text is in the first HTML, before any script runs', async () => {
    const response = await fetch(`${suite.server.url}/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), new RegExp(HERO_TEXT));

    await withPage(suite.browser, { ...PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${suite.server.url}/`);
      assert.equal(await page.getByRole('heading', { level: 1 }).getByText(HERO_TEXT).isVisible(), true);
      // The form is prerendered too, so a guest sees what the page is for even with scripts blocked.
      assert.equal(await page.getByRole('button', { name: 'Submit RSVP' }).isVisible(), true);
    });
  });

  test('submitting the empty form shows the three validation messages and sends nothing', () =>
    withPage(suite.browser, PHONE, async (page) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.goto(`${suite.server.url}/`);
      // About the checks, so once the app runs; what happens before it runs has tests of its own below.
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Submit RSVP' }).click();

      for (const message of [
        'Full name is required',
        'Please enter a valid email address',
        'Please select whether you will be attending',
      ]) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      // Focus goes to the first field in error, so a keyboard or screen-reader user starts where the problem is.
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'rsvp-fullName');
      assert.equal(await page.getByLabel('Full Name *').getAttribute('aria-invalid'), 'true');
      assert.deepEqual(posts, []);
    }));

  test('a guest submits an RSVP, sees the thank-you view, and the response is stored', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await page.goto(`${suite.server.url}/`);
      // This test is about submitting; typing before the app runs has tests of its own below.
      await waitForHydration(page);
      await fillValidRsvp(page, 'Priya Sharma', 'priya@example.com', 'Vegetarian, no nuts');
      await page.getByRole('button', { name: 'Submit RSVP' }).click();

      await page.getByText('Thank You!', { exact: true }).waitFor();
      assert.equal(
        await page.getByText('Your RSVP has been submitted successfully.', { exact: true }).isVisible(),
        true,
      );
      assert.equal(
        await page.getByText("We're looking forward to celebrating with you!", { exact: true }).isVisible(),
        true,
      );
      assert.equal(await page.locator('form.rsvp__form').count(), 0, 'the thank-you view replaces the form');

      const stored = (await listRsvps(suite.server.url)).filter((r) => r.email === 'priya@example.com');
      assert.equal(stored.length, 1);
      assert.deepEqual(
        { ...stored[0], id: undefined, createdAt: undefined },
        {
          id: undefined,
          createdAt: undefined,
          fullName: 'Priya Sharma',
          email: 'priya@example.com',
          guestCount: 1,
          attending: true,
          dietaryRestrictions: 'Vegetarian, no nuts',
          songRequest: null,
        },
      );
    }));

  test('without JavaScript, the form is posted to the server: a mistake comes back with what was typed, and the answer is stored and thanked', () =>
    withPage(suite.browser, { ...PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${suite.server.url}/`);
      await page.getByLabel('Full Name *').fill('Kavya Iyer');
      await page.getByLabel('Email Address *').fill('kavya@example');
      await page.getByLabel('Regretfully Decline').check();
      await page.getByLabel('Dietary Restrictions').fill('Jain <no onion>');
      const refused = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      assert.equal((await refused).status(), 400);

      // The form again, as typed, with the one field in error marked and explained.
      await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
      assert.equal(await page.getByLabel('Email Address *').getAttribute('aria-invalid'), 'true');
      assert.equal(await page.getByLabel('Full Name *').getAttribute('aria-invalid'), null);
      assert.equal(await page.getByLabel('Full Name *').inputValue(), 'Kavya Iyer');
      assert.equal(await page.getByLabel('Regretfully Decline').isChecked(), true);
      assert.equal(await page.getByLabel('Dietary Restrictions').inputValue(), 'Jain <no onion>');
      assert.equal((await listRsvps(suite.server.url)).filter((r) => r.fullName === 'Kavya Iyer').length, 0);

      await page.getByLabel('Email Address *').fill('kavya@example.com');
      const accepted = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      assert.equal((await accepted).status(), 200);
      await page.getByText('Thank You!', { exact: true }).waitFor();
      assert.equal(
        await page
          .getByText("We're sorry you can't be with us, and thank you for letting us know.", { exact: true })
          .isVisible(),
        true,
      );
      assert.equal(
        await page.locator('.rsvp__recorded').innerText(),
        'Name\nKavya Iyer\nAttending\nRegretfully Decline',
      );
      // Posted, never put in the address, where it would stay in the browser's history.
      assert.equal(new URL(page.url()).search, '');

      const stored = (await listRsvps(suite.server.url)).filter((r) => r.email === 'kavya@example.com');
      assert.deepEqual(
        stored.map(({ fullName, attending, guestCount, dietaryRestrictions }) => ({
          fullName,
          attending,
          guestCount,
          dietaryRestrictions,
        })),
        [{ fullName: 'Kavya Iyer', attending: false, guestCount: 1, dietaryRestrictions: 'Jain <no onion>' }],
      );

      // "RSVP for someone else" is a link, so it works without the script too: an empty form.
      await page.getByRole('link', { name: 'RSVP for someone else' }).click();
      await page.getByLabel('Full Name *').waitFor();
      assert.equal(await page.getByLabel('Full Name *').inputValue(), '');
    }));

  test('a guest who submits on a slow network before the app has loaded gets the thank-you page, and the app then takes it over', () =>
    withPage(suite.browser, PHONE, async (page) => {
      const errors = collectPageErrors(page);
      // 400 kbit/s and 400 ms each way, as a guest on a poor mobile connection has it.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 400,
        downloadThroughput: 50_000,
        uploadThroughput: 50_000,
      });
      const app = await openWithAppHeld(page, `${suite.server.url}/`);
      await fillValidRsvp(page, 'Suresh Pillai', 'suresh@example.com', 'Diabetic');
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      const response = await answered;
      assert.equal(response.status(), 200);
      assert.equal(new URL(response.url()).pathname, '/');
      await page.getByText('Thank You!', { exact: true }).waitFor();
      assert.equal(
        await page.getByText("We're looking forward to celebrating with you!", { exact: true }).isVisible(),
        true,
      );

      const stored = (await listRsvps(suite.server.url)).filter((r) => r.email === 'suresh@example.com');
      assert.equal(stored.length, 1);
      assert.equal(stored[0]?.dietaryRestrictions, 'Diabetic');

      // The answer page carries the same answer for the app, which hydrates it without a mismatch and runs it.
      app.release();
      await page.waitForFunction(() => document.documentElement.dataset.app === 'running');
      await page.getByRole('link', { name: 'RSVP for someone else' }).click();
      await page.locator('form.rsvp__form[data-script="running"]').waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'rsvp-fullName');
      assert.deepEqual(errors, []);
    }));

  test('what a guest types before the app has loaded is kept, and sent once the app runs', () =>
    withPage(suite.browser, PHONE, async (page) => {
      const app = await openWithAppHeld(page, `${suite.server.url}/`);
      await fillValidRsvp(page, 'Meera Nair', 'meera@example.com', '');
      const submit = page.getByRole('button', { name: 'Submit RSVP' });

      app.release();
      await waitForHydration(page);
      await submit.click();
      await page.getByText('Thank You!', { exact: true }).waitFor();

      const stored = (await listRsvps(suite.server.url)).filter((r) => r.email === 'meera@example.com');
      assert.equal(stored.length, 1);
      assert.deepEqual(
        { fullName: stored[0]?.fullName, email: stored[0]?.email, attending: stored[0]?.attending },
        { fullName: 'Meera Nair', email: 'meera@example.com', attending: true },
      );
    }));
});

describe('guest RSVP when the server cannot answer', { skip: skipWithoutBrowser }, () => {
  // A server of its own: the last test kills it on purpose. Each test has a page of its own.
  const suite = useBrowserAndServer();

  test('F8 moves focus into the notifications region, and the close button dismisses the toast', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await openHydrated(page, `${suite.server.url}/`);
      await fillValidRsvp(page, 'Kiran Rao', 'kiran@example.com', '');
      // The notification code is fetched lazily; F8 asks for it, and the region appearing proves it has arrived.
      await page.keyboard.press('F8');
      await page.locator('[role="region"] .toast-viewport').waitFor({ state: 'attached' });
      // The guest's network drops as they press Submit: a failure of its own, and the toast's 5 s start here.
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      const toast = page.locator('.toast--destructive');
      await toast.getByText('RSVP Submission Failed', { exact: true }).waitFor();

      await page.keyboard.press('F8');
      await page.waitForFunction(() => {
        const region = document.querySelector('[role="region"][aria-label^="Notifications"]');
        return region?.contains(document.activeElement) && document.activeElement !== document.body;
      });

      await toast.getByRole('button', { name: 'Close' }).click();
      await toast.waitFor({ state: 'detached' });
      assert.equal(await page.getByText('RSVP Submission Failed').count(), 0);
    }));

  test('while the request is pending the button reads "Submitting..." and is disabled; a failure shows a destructive toast and keeps the form', () =>
    withPage(suite.browser, PHONE, async (page) => {
      await openHydrated(page, `${suite.server.url}/`);
      await fillValidRsvp(page, 'Arjun Mehta', 'arjun@example.com', '');
      // The notification code is fetched lazily. F8 asks for it, and the region appearing proves it has arrived,
      // so this test is about the failed submit and not about a failed download of that code (see the next suite).
      await page.keyboard.press('F8');
      await page.locator('[role="region"] .toast-viewport').waitFor({ state: 'attached' });

      // A frozen server accepts the connection but never answers: a real pending request, with no mocking.
      assert.ok(suite.server.process.kill('SIGSTOP'));
      try {
        await page.getByRole('button', { name: 'Submit RSVP' }).click();
        const pending = page.getByRole('button', { name: 'Submitting...' });
        await pending.waitFor();
        assert.equal(await pending.isDisabled(), true);
      } finally {
        // Killing the frozen process drops the connection, so the request fails the way it would if the server crashed.
        suite.server.process.kill('SIGKILL');
      }

      const toast = page.locator('.toast--destructive');
      await toast.getByText('RSVP Submission Failed', { exact: true }).waitFor();
      const description = (await toast.locator('.toast__description').textContent())?.trim() ?? '';
      assert.ok(description.length > 0, 'the toast explains what went wrong');

      const submit = page.getByRole('button', { name: 'Submit RSVP' });
      await submit.waitFor();
      assert.equal(await submit.isEnabled(), true, 'the guest can try again');
      assert.equal(await page.getByLabel('Full Name *').inputValue(), 'Arjun Mehta', 'what the guest typed is kept');
      assert.equal(await page.getByText('Thank You!').count(), 0);
    }));
});

describe('guest RSVP when the server dies before the page has everything it needs', {
  skip: skipWithoutBrowser,
}, () => {
  // A server of its own: this suite kills it on purpose.
  const suite = useBrowserAndServer();
  // One page, shared in order: the failure, then what the guest can do with the message about it.
  let page: Page;
  // The plain fallback that stands in for the notifications when their code could not be downloaded.
  let alert: Locator;

  before(async () => {
    page = await openPage(suite.browser, PHONE);
    alert = page.getByRole('alert').filter({ hasText: 'RSVP Submission Failed' });
  });

  test('the failure still reaches the guest when the notification code could not be downloaded either', async () => {
    await page.goto(`${suite.server.url}/`);
    // The app first: this is about what its fetch does when the server stops answering.
    await waitForHydration(page);
    // Frozen before the guest touches the form, so the lazily fetched notification code never arrives.
    assert.ok(suite.server.process.kill('SIGSTOP'));
    try {
      await fillValidRsvp(page, 'Lata Menon', 'lata@example.com', '');
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    } finally {
      suite.server.process.kill('SIGKILL');
    }
    await alert.waitFor();
    assert.equal(await page.getByRole('button', { name: 'Submit RSVP' }).isEnabled(), true);
    assert.equal(await page.getByText('Thank You!').count(), 0);
  });

  test("the fallback message has a 'Close' button that removes it at once", async () => {
    // Still the last test's message, shown a moment ago: well inside its display time, so only the button can
    // remove it within the short wait below.
    await alert.getByRole('button', { name: 'Close' }).click();
    await alert.waitFor({ state: 'detached', timeout: CLOSED_AT_ONCE_MS });
    assert.equal(await page.getByText('RSVP Submission Failed').count(), 0);
  });

  test('the fallback message goes away by itself after about 5 s', async () => {
    // A fresh failure (the server is gone now), so its display time starts with this click.
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Submit RSVP' }).click();
    await alert.waitFor();
    await alert.waitFor({ state: 'detached', timeout: TOAST_SHOWN_MS + 3_000 });
    const shownFor = Date.now() - clickedAt;
    assert.ok(
      shownFor >= TOAST_SHOWN_MS - 1_000,
      `the message went after ${shownFor} ms, expected about ${TOAST_SHOWN_MS}`,
    );
    assert.equal(await page.getByText('RSVP Submission Failed').count(), 0);
  });
});
