import type { Database } from 'better-sqlite3';
import { weddingEvents } from '../../shared/site/events';
import { inLanguage, SOURCE_LANGUAGE } from '../../shared/site/languages';
import type { SiteFile } from '../../shared/site/schema';

export interface OrphanEvent {
  readonly id: string;
  readonly households: number;
  readonly answers: number;
}

/**
 * Event ids the guest list uses (invitations, answers) that site.json no longer has and has not retired on purpose.
 * A start with any of them would hide those answers from every count without a word, so the server refuses.
 */
export function orphanEvents(db: Database, known: readonly string[], retired: readonly string[] = []): OrphanEvent[] {
  const accounted = new Set([...known, ...retired]);
  const invited = db
    .prepare<[], { event_id: string; n: number }>(
      'SELECT event_id, count(*) AS n FROM household_events GROUP BY event_id',
    )
    .all();
  const answered = db
    .prepare<[], { event_id: string; n: number }>(
      'SELECT event_id, count(*) AS n FROM response_events GROUP BY event_id',
    )
    .all();
  const found = new Map<string, { households: number; answers: number }>();
  for (const row of invited)
    if (!accounted.has(row.event_id)) found.set(row.event_id, { households: row.n, answers: 0 });
  for (const row of answered) {
    if (accounted.has(row.event_id)) continue;
    found.set(row.event_id, { households: found.get(row.event_id)?.households ?? 0, answers: row.n });
  }
  return [...found].map(([id, counts]) => ({ id, ...counts })).sort((a, b) => a.id.localeCompare(b.id));
}

/** The orphans a site.json would leave: what a start refuses, and what a save from the admin refuses too. */
export function orphanEventsOf(db: Database, site: SiteFile): OrphanEvent[] {
  return orphanEvents(
    db,
    weddingEvents(inLanguage(site, SOURCE_LANGUAGE)).map((event) => event.id),
    site.retiredEvents,
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the couple reads when the server refuses to start over orphan events: what, how many, and the one-line fix. */
export function orphanEventsMessage(orphans: readonly OrphanEvent[], siteFile: string): string {
  const lines = orphans.map(
    (o) =>
      `"${o.id}" (${plural(o.households, 'household is', 'households are')} invited to it, ` +
      `${plural(o.answers, 'answer refers', 'answers refer')} to it)`,
  );
  const ids = orphans.map((o) => `"${o.id}"`).join(', ');
  return (
    `${siteFile} has no function with the id ${lines.join('; ')}, but the guest list uses it. ` +
    'If you renamed or rewrote the function, put its id back on it in site.json: ' +
    `"id": ${orphans.length === 1 ? ids : 'the id above'}. ` +
    `If it is gone for good, add "retiredEvents": [${ids}] to site.json; its invitations and answers are kept, unshown.`
  );
}
