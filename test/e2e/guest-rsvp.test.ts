import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../helpers/spawn-server';
import { listRsvps } from './api';
import { PHONE, launchBrowser, openPage, skipWithoutBrowser } from './browser';

const HERO_TEXT = 'You are cordially invited to the wedding of';

async function fillValidRsvp(page: Page, name: string, email: string, dietary: string): Promise<void> {
  await page.getByLabel('Full Name *').fill(name);
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Joyfully Accept').check();
  await page.getByLabel('Dietary Restrictions').fill(dietary);
}

describe('guest invitation and RSVP', { skip: skipWithoutBrowser }, () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    // The browser first: when it is missing, no server is left running for after() to find.
    browser = await launchBrowser();
    server = await startServer();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the invitation text is in the first HTML, before any script runs', async () => {
    const response = await fetch(`${server.url}/`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), new RegExp(HERO_TEXT));

    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      assert.equal(await page.getByRole('heading', { level: 1 }).getByText(HERO_TEXT).isVisible(), true);
      // The form is prerendered too, so a guest sees what the page is for even with scripts blocked.
      assert.equal(await page.getByRole('button', { name: 'Submit RSVP' }).isVisible(), true);
    } finally {
      await context.close();
    }
  });

  test('submitting the empty form shows the three validation messages and sends nothing', async () => {
    const page = await openPage(browser, PHONE);
    try {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: 'Submit RSVP' }).click();

      for (const message of ['Full name is required', 'Please enter a valid email address', 'Please select whether you will be attending']) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      // Focus goes to the first field in error, so a keyboard or screen-reader user starts where the problem is.
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'rsvp-fullName');
      assert.equal(await page.getByLabel('Full Name *').getAttribute('aria-invalid'), 'true');
      assert.deepEqual(posts, []);
    } finally {
      await page.context().close();
    }
  });

  test('a guest submits an RSVP, sees the thank-you view, and the response is stored', async () => {
    const page = await openPage(browser, PHONE);
    try {
      await page.goto(`${server.url}/`);
      await fillValidRsvp(page, 'Priya Sharma', 'priya@example.com', 'Vegetarian, no nuts');
      await page.getByRole('button', { name: 'Submit RSVP' }).click();

      await page.getByText('Thank You!', { exact: true }).waitFor();
      assert.equal(await page.getByText('Your RSVP has been submitted successfully.', { exact: true }).isVisible(), true);
      assert.equal(await page.getByText("We're looking forward to celebrating with you!", { exact: true }).isVisible(), true);
      assert.equal(await page.locator('form.rsvp__form').count(), 0, 'the thank-you view replaces the form');

      const stored = (await listRsvps(server.url)).filter((r) => r.email === 'priya@example.com');
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
    } finally {
      await page.context().close();
    }
  });
});

describe('guest RSVP when the server cannot answer', { skip: skipWithoutBrowser }, () => {
  // A server of its own: this suite kills it on purpose.
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  before(async () => {
    // The browser first: when it is missing, no server is left running for after() to find.
    browser = await launchBrowser();
    server = await startServer();
    page = await openPage(browser, PHONE);
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('while the request is pending the button reads "Submitting..." and is disabled; a failure shows a destructive toast and keeps the form', async () => {
    await page.goto(`${server.url}/`);
    await fillValidRsvp(page, 'Arjun Mehta', 'arjun@example.com', '');
    // The notification code is fetched lazily. F8 asks for it, and the region appearing proves it has arrived,
    // so this test is about the failed submit and not about a failed download of that code (see the next suite).
    await page.keyboard.press('F8');
    await page.locator('[role="region"] .toast-viewport').waitFor({ state: 'attached' });

    // A frozen server accepts the connection but never answers: a real pending request, with no mocking.
    assert.ok(server.process.kill('SIGSTOP'));
    try {
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      const pending = page.getByRole('button', { name: 'Submitting...' });
      await pending.waitFor();
      assert.equal(await pending.isDisabled(), true);
    } finally {
      // Killing the frozen process drops the connection, so the request fails the way it would if the server crashed.
      server.process.kill('SIGKILL');
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
  });

  test('F8 moves focus into the notifications region, and the close button dismisses the toast', async () => {
    // A fresh failure (the server is gone now), so the toast's 5 s display time starts here, not in the last test.
    await page.getByRole('button', { name: 'Submit RSVP' }).click();
    const toast = page.locator('.toast--destructive');
    await toast.getByText('RSVP Submission Failed', { exact: true }).waitFor();

    await page.keyboard.press('F8');
    await page.waitForFunction(() => {
      const region = document.querySelector('[role="region"][aria-label^="Notifications"]');
      return region !== null && region.contains(document.activeElement) && document.activeElement !== document.body;
    });

    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
    assert.equal(await page.getByText('RSVP Submission Failed').count(), 0);
  });
});

describe('guest RSVP when the server dies before the page has everything it needs', { skip: skipWithoutBrowser }, () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
    server = await startServer();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the failure still reaches the guest when the notification code could not be downloaded either', async () => {
    const page = await openPage(browser, PHONE);
    await page.goto(`${server.url}/`);
    await page.locator('header.site-header').waitFor();
    // Frozen before the guest touches the form, so the lazily fetched notification code never arrives.
    assert.ok(server.process.kill('SIGSTOP'));
    try {
      await fillValidRsvp(page, 'Lata Menon', 'lata@example.com', '');
      await page.getByRole('button', { name: 'Submit RSVP' }).click();
      await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    } finally {
      server.process.kill('SIGKILL');
    }
    const alert = page.getByRole('alert').filter({ hasText: 'RSVP Submission Failed' });
    await alert.waitFor();
    assert.equal(await page.getByRole('button', { name: 'Submit RSVP' }).isEnabled(), true);
    assert.equal(await page.getByText('Thank You!').count(), 0);
  });
});
