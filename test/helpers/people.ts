import type { Role, Side } from '../../shared/admin/people';
import type { App } from '../../src/app';

/** The token a sign-up link carries, after its "#". */
export const tokenOf = (signupLink: string): string => signupLink.slice(signupLink.indexOf('#') + 1);

type NewPerson = { name: string; role: Role; sides?: Side[] };

/** The couple (signed in with `coupleCookie`) adds a person with this role: their id and their sign-up link. */
export async function invitePerson(
  app: App,
  coupleCookie: string,
  { name, role, sides }: NewPerson,
): Promise<{ id: number; signupLink: string }> {
  const invited = await app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: coupleCookie },
    payload: { name, role, ...(sides && { sides }) },
  });
  if (invited.statusCode !== 201) throw new Error(`adding ${name} failed: ${invited.statusCode} ${invited.body}`);
  return invited.json() as { id: number; signupLink: string };
}

/**
 * The couple (signed in with `coupleCookie`) adds a person with this role, who signs up with their link: their id,
 * username, password and session cookie.
 */
export async function addPerson(
  app: App,
  coupleCookie: string,
  person: NewPerson,
): Promise<{ id: number; username: string; password: string; cookie: string }> {
  const { name } = person;
  const { id, signupLink } = await invitePerson(app, coupleCookie, person);
  const username = `${name.replace(/\W/g, '').toLowerCase()}${id}`;
  const password = `a long password for ${username}`;
  const signedUp = await app.inject({
    method: 'POST',
    url: '/api/admin/signup',
    payload: { token: tokenOf(signupLink), username, password },
  });
  if (signedUp.statusCode !== 201)
    throw new Error(`sign-up of ${name} failed: ${signedUp.statusCode} ${signedUp.body}`);
  const cookie = signedUp.cookies.find((c) => c.name === 'wedding_session');
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { id, username, password, cookie: `${cookie.name}=${cookie.value}` };
}
