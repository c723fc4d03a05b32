import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { type AuditEntry, AuditEntrySchema } from '../../../../shared/guests/admin-shapes';
import type { Household, StoredResponse } from '../../../../shared/guests/schemas';
import { type ChangeWords, changeWords } from '../../../../shared/i18n/change-words';
import { fill } from '../../../../shared/i18n/fill';
import type { RsvpRecord } from '../../../../shared/rsvp/schemas';
import { weddingEvents } from '../../../../shared/site/events';
import { type Language, SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import { answerChangesInWords, householdChangesInWords } from '../../../guests/answer-changes';
import { rsvpChangesInWords } from '../../../rsvp/changes-in-words';
import type { GuestListRoutesOptions } from './rules';

// Households updated before greetings existed were logged without one.
const NO_GREETING = {};

/** What the route below does, as the HTTP reference says it (docs/http-reference.md is made from its schema). */
const ABOUT = {
  audit: {
    summary: 'The audit log, newest first',
    description: "The last 500 changes: who changed what and when, each change said in words in the reader's language.",
  },
};

/** The audit log, each change said in the reader's words: the couple's alone. */
export const auditRoutes: FastifyPluginAsyncTypebox<GuestListRoutesOptions> = async (app, { siteIn, guestList }) => {
  app.get(
    '/api/admin/audit',
    { config: { access: 'couple' }, schema: { ...ABOUT.audit, response: { 200: Type.Array(AuditEntrySchema) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const reader = request.person?.language ?? SOURCE_LANGUAGE;
      const titles = new Map(weddingEvents(siteIn(reader)).map((event) => [event.id, event.title]));
      const words = changeWords(reader);
      return guestList.audit().map((entry) => {
        const changes = changesOf(entry, titles, words, reader);
        return changes ? { ...entry, changes } : entry;
      });
    },
  );
};

/**
 * The words of an entry's change, in the reader's language: a household's answer compared with the one it replaced,
 * a household's details before and after, a correction of an open-form answer, or a link or merge of one. Entries
 * written before their details were kept whole say it as they were written.
 */
function changesOf(
  entry: AuditEntry,
  titles: ReadonlyMap<string, string>,
  words: ChangeWords,
  reader: Language,
): string[] | undefined {
  const detail = entry.detail;
  if (typeof detail !== 'object' || detail === null) return undefined;
  if ((entry.action === 'answered' || entry.action === 'answer-changed') && 'after' in detail) {
    // Written by saveResponse, in the shape it stores (shared/guests/schemas.ts).
    const { before, after } = detail as { before?: StoredResponse | null; after: StoredResponse };
    return answerChangesInWords(before ?? null, after, titles, words);
  }
  if (entry.action === 'updated' && 'before' in detail && 'after' in detail) {
    // Written by guestList.update: the household before and after, without its link.
    const { before, after } = detail as { before: Household; after: Household };
    return householdChangesInWords(
      { ...before, greeting: before.greeting ?? NO_GREETING },
      { ...after, greeting: after.greeting ?? NO_GREETING },
      titles,
      words,
      reader,
    );
  }
  // Written by the open form's corrections (src/rsvp/rsvp-corrections.ts).
  if (entry.action === 'rsvp-changed' && 'before' in detail && 'after' in detail) {
    const { before, after } = detail as { before: RsvpRecord; after: RsvpRecord };
    return rsvpChangesInWords(before, after, words);
  }
  if (entry.action === 'rsvp-linked' && 'household' in detail && typeof detail.household === 'string')
    return [fill(words.countedWith, { household: detail.household })];
  if (entry.action === 'rsvp-unlinked') return [words.countedAsOpenForm];
  if (entry.action === 'rsvp-merged' && 'into' in detail && 'keptName' in detail)
    return [fill(words.sameGuestAs, { id: String(detail.into), name: String(detail.keptName) })];
  if ('changes' in detail && Array.isArray(detail.changes))
    return detail.changes.filter((change): change is string => typeof change === 'string');
  return undefined;
}
