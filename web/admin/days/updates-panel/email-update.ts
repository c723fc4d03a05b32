import type { DaysWords } from '../../../../shared/i18n/admin-days';
import { fill } from '../../../../shared/i18n/fill';
import { apiJson } from '../../../api';
import { toast } from '../../../ui/useToast';

// Five households a second through the couple's mail server: a wedding's list is mailed well within this.
const EMAIL_TIME_LIMIT_MS = 5 * 60 * 1000;

/** Mails an update to its households with an address, and says how many got it, failed, or had it before. */
export const emailUpdate = (updateId: number, words: DaysWords) => () =>
  apiJson<{ sent: number; withoutEmail: number; failed: number; mailedBefore: number }>(
    'POST',
    `/api/admin/updates/${updateId}/email`,
    undefined,
    // A mail server that never answers is given up on; what was sent is noted on the server.
    { signal: AbortSignal.timeout(EMAIL_TIME_LIMIT_MS) },
  ).then((mailed) =>
    toast({
      title: fill(words.emailed, mailed),
      ...((mailed.failed > 0 || mailed.mailedBefore > 0) && {
        description: [
          mailed.failed > 0 ? fill(words.emailFailed, mailed) : '',
          mailed.mailedBefore > 0 ? fill(words.emailedBefore, mailed) : '',
        ]
          .filter(Boolean)
          .join(' '),
      }),
    }),
  );
