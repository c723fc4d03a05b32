import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role, Side } from '../../shared/admin/people';
import type { Person } from '../admin/people';
import { Refused } from './refused';

/**
 * What kind of thing a signed-in route does, which decides who may call it. Every route in the signed-in scope
 * says one (its `config.access`); registering one that does not stops the server from starting.
 * - `signed-in`: anyone signed in (who they are, their own language, the list of functions);
 * - `couple`: the site's content and settings, the people who may sign in, the open form's answers, the log;
 * - `guests`: the households, on an organiser's own side(s) only;
 * - `counts`: the numbers the caterer needs (headcounts, meals, dietary notes), no phones, e-mails or links;
 * - `door`: marking who arrived at a function (names, and who is expected, only);
 * - `gifts`: the register of shagun and gifts: the couple, and each organiser the couple has allowed.
 */
export type Access = 'signed-in' | 'couple' | 'guests' | 'counts' | 'door' | 'gifts';

export const ALLOWED_ROLES: Readonly<Record<Access, readonly Role[]>> = {
  'signed-in': ['couple', 'organiser', 'caterer', 'door'],
  couple: ['couple'],
  guests: ['couple', 'organiser'],
  counts: ['couple', 'organiser', 'caterer'],
  door: ['couple', 'door'],
  gifts: ['couple', 'organiser'],
};

/** Whether this person may use a route of this kind: their role, and for the gifts the couple's leave too. */
export function mayUse(person: Person | null, access: Access | undefined): boolean {
  if (!person || !access || !ALLOWED_ROLES[access].includes(person.role)) return false;
  return access !== 'gifts' || person.seesGifts;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Who is signed in; set in the signed-in scope before any of its routes runs. */
    person: Person | null;
  }
}

/** A signed-in route as the access check knows it: what the table-driven test walks. */
export interface GuardedRoute {
  readonly method: string;
  readonly url: string;
  readonly access: Access;
}

/**
 * Makes every route registered in `scope` declare its access, and records it in `routes`. Fastify calls onRoute as
 * each route is added, so a route without a rule fails at start-up, not in front of a guest.
 */
export function requireAccessRules(scope: FastifyInstance, routes: GuardedRoute[]): void {
  scope.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access)
      throw new Error(`${methods.join(',')} ${route.url} has no access rule (config.access: see http/access.ts)`);
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });
}

/** Refuses (403) when the signed-in person's role may not use this route; says which role may, in words. */
export async function refuseOtherRoles(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  const person = request.person;
  if (!mayUse(person, access)) {
    const who = person?.role === 'organiser' ? 'an organiser' : `the ${person?.role ?? 'nobody'}`;
    throw Refused.because('not-allowed', `Signed in as ${who}, you cannot do this; ask the couple.`);
  }
}

/**
 * Whether a person may see a household of this side: the couple, and an organiser of that side, or of either side
 * for a household of both. (The caterer never reaches a route that shows one; the door reads only names, at the
 * check-in, of any side.)
 */
export function seesSide(person: Person | null, side: 'bride' | 'groom' | 'both'): boolean {
  if (!person) return false;
  if (person.role !== 'organiser') return person.role === 'couple';
  return side === 'both' || person.sides.includes(side);
}

/** The sides an organiser may give a household: their own; "both" only to one who looks after both. */
export function maySetSide(person: Person | null, side: 'bride' | 'groom' | 'both'): boolean {
  if (!person) return false;
  if (person.role === 'couple') return true;
  if (person.role !== 'organiser') return false;
  const theirs: readonly Side[] = person.sides;
  return side === 'both' ? theirs.includes('bride') && theirs.includes('groom') : theirs.includes(side);
}
