// Why the content editor's save or load did not happen, as the editor shows it.
import type { ContentWords } from '../../../../shared/i18n/admin-content';
import { fill } from '../../../../shared/i18n/fill';
import { ApiError } from '../../../api';
import type { AdminLanguage } from '../../admin-language';
import { problemsByField } from '../draft';
import type { SaveAnswer } from '../site-document';

export type Problem =
  | { kind: 'fields'; byField: Map<string, string[]> }
  | { kind: 'changed' | 'other'; message: string | null };

// null: the site did not answer, said in the reader's language when it is drawn (the admin's words in a language other
// than its own may arrive after the content has been asked for).
export const withoutStatus = (err: unknown): Problem => ({
  kind: 'other',
  message: err instanceof ApiError ? err.message.replace(/^\d{3}: /, '') : null,
});

/** A save refused: the fields' problems under each field, a change made since, or the server's sentence. */
export function refusedSave(answer: SaveAnswer, words: ContentWords, refusal: AdminLanguage['refusal']): Problem {
  if (answer.status === 400) return { kind: 'fields', byField: problemsByField(answer.message ?? '') };
  if (answer.status === 412) {
    return { kind: 'changed', message: refusal(412, answer.error, answer.message ?? words.changedSinceOpened) };
  }
  return {
    kind: 'other',
    message: refusal(
      answer.status,
      answer.error,
      answer.message ?? fill(words.notSavedStatus, { status: answer.status }),
    ),
  };
}
