// What many of the API's tests do on the way to what they check: the admin read in another language, a family's
// answer from its link. Written once, so that a test reads as the steps it takes.
import assert from 'node:assert/strict';
import type { Response } from 'light-my-request';
import type { Household } from '../../shared/guests/schemas';
import type { App } from '../../src/app';

/** The admin as the person signed in with `cookie` reads it from now on: in `language`, which the server keeps. */
export async function chooseAdminLanguage(app: App, cookie: string, language: string): Promise<void> {
  const chosen = await app.inject({
    method: 'PUT',
    url: '/api/admin/me/language',
    headers: { cookie },
    payload: { language },
  });
  assert.equal(chosen.statusCode, 200, chosen.body);
}

/** Every member of a household coming to one function, as the family's answer says it. */
export const allComingTo = (household: Household, eventId: string) => ({
  members: household.members.map((member) => ({ id: member.id, events: { [eventId]: true } })),
});

/** A family's answer from its own link, stored: the test goes on from there. */
export async function familyAnswers(
  app: App,
  household: Household,
  payload: object,
  headers: Record<string, string> = {},
): Promise<void> {
  const answered = await app.inject({
    method: 'PUT',
    url: `/api/invitations/${household.token}/response`,
    headers,
    payload,
  });
  assert.equal(answered.statusCode, 200, answered.body);
}

/** A form as the browser posts it without the page's script: `fields` as a urlencoded body to `url`. */
export const postForm = (
  app: App,
  url: string,
  fields: Record<string, string> | URLSearchParams,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

/** A sheet sent as a file to save, named for the day it was made: `<name>-YYYY-MM-DD.csv`. */
export function assertDatedSheet(response: Response, name: string): void {
  assert.match(
    String(response.headers['content-disposition']),
    new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
}
