// Talks to a running server the way a program would: to set up data, and to check what was stored.
import assert from 'node:assert/strict';
import type { Household, HouseholdInput } from '../../shared/guests/schemas';
import type { RsvpInput, RsvpRecord } from '../../shared/rsvp/schemas';
import { TEST_ADMIN_PASSWORD } from './spawn-server';

export async function createRsvp(baseUrl: string, payload: RsvpInput): Promise<RsvpRecord> {
  const response = await fetch(`${baseUrl}/api/rsvp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  assert.equal(response.status, 201, `POST /api/rsvp answered ${response.status}: ${await response.clone().text()}`);
  return (await response.json()) as RsvpRecord;
}

/** Signs in as the admin and returns the session cookie ("name=value") to send with later requests. */
export async function adminCookie(baseUrl: string, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  assert.equal(response.status, 200, `sign-in answered ${response.status}`);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('wedding_session='));
  assert.ok(session, 'sign-in set no session cookie');
  return session.split(';')[0] ?? '';
}

/**
 * Invites a household as the admin does (signed in with `cookie`, or afresh), and returns it as stored: with its
 * members' ids and its page's token.
 */
export async function createHousehold(baseUrl: string, household: HouseholdInput, cookie?: string): Promise<Household> {
  const response = await fetch(`${baseUrl}/api/admin/households`, {
    method: 'POST',
    headers: { cookie: cookie ?? (await adminCookie(baseUrl)), 'Content-Type': 'application/json' },
    body: JSON.stringify(household),
  });
  const what = `POST /api/admin/households answered ${response.status}`;
  assert.equal(response.status, 201, `${what}: ${await response.clone().text()}`);
  return (await response.json()) as Household;
}

/** Every stored RSVP, newest first, read a page at a time as the admin's list gives them. */
export async function listRsvps(baseUrl: string): Promise<RsvpRecord[]> {
  const cookie = await adminCookie(baseUrl);
  const all: RsvpRecord[] = [];
  for (let offset = 0; ; offset += 500) {
    const response = await fetch(`${baseUrl}/api/rsvps?limit=500&offset=${offset}`, { headers: { cookie } });
    assert.equal(response.status, 200);
    const page = (await response.json()) as RsvpRecord[];
    all.push(...page);
    if (page.length < 500) return all;
  }
}

/** A guest-list sheet imported as the admin does (signed in with `cookie`); the households stored after it. */
export async function importGuestSheet(baseUrl: string, cookie: string, sheet: string): Promise<Household[]> {
  const imported = await fetch(`${baseUrl}/api/admin/households/import`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv' },
    body: sheet,
  });
  assert.equal(imported.status, 200, await imported.text());
  const listed = await fetch(`${baseUrl}/api/admin/households`, { headers: { cookie } });
  assert.equal(listed.status, 200, `the guest list answered ${listed.status}`);
  return (await listed.json()) as Household[];
}

/**
 * A person the couple (signed in with `cookie`) invites to help, `person` as POST /api/admin/users takes it, who
 * signs up from their link with a username and password of their own: their session cookie ("name=value").
 */
export async function inviteAndSignUp(
  baseUrl: string,
  cookie: string,
  person: object,
  account: { username: string; password: string },
): Promise<string> {
  const invited = await fetch(`${baseUrl}/api/admin/users`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  assert.equal(invited.status, 201, `the invitation answered ${invited.status}: ${await invited.clone().text()}`);
  const { signupLink } = (await invited.json()) as { signupLink: string };
  const signedUp = await fetch(`${baseUrl}/api/admin/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: signupLink.split('#')[1], ...account }),
  });
  assert.equal(signedUp.status, 201, `sign-up answered ${signedUp.status}`);
  const session = signedUp.headers.getSetCookie().find((set) => set.startsWith('wedding_session='));
  assert.ok(session, 'sign-up set no session cookie');
  return session.split(';')[0] ?? '';
}
