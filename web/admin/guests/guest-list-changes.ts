import type { Household } from '../../../shared/guests/schemas';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import type { WalkKind } from '../../../shared/reach/messages';
import { ApiError, apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import { useAdminLanguage } from '../admin-language';
import { copyText } from './copy-text';
import { useGuestListHandle } from './guest-list-context';
import type { SendChannel } from './SendPanel';

/** The guest list's changes, as useGuestListChanges makes them. */
export type GuestListChanges = ReturnType<typeof useGuestListChanges>;

/** The changes every room of the guest list makes the same way: told in a toast, and the list loaded again. */
export function useGuestListChanges(onSessionEnded: () => void) {
  const { reload } = useGuestListHandle();
  const { failure, language } = useAdminLanguage();
  const words = guestWords(language);

  /** Runs a change; a refused one is told in a toast and changes nothing on screen. */
  const change = async (what: string, call: () => Promise<unknown>, done?: string): Promise<boolean> => {
    try {
      await call();
      if (done) toast({ title: done });
      await reload();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      else
        toast({
          variant: 'destructive',
          title: fill(words.failed, { what }),
          description: failure(err, words.noServer),
        });
      return false;
    }
  };

  return {
    change,
    /** Notes that a message went; a failure is told, and the walk stays on the household so it can be sent again. */
    markSent: (household: Household, kind: WalkKind, channel: SendChannel) =>
      change(words.markingSent, () => apiJson('POST', `/api/admin/households/${household.id}/sent`, { kind, channel })),
    copyMessage: (text: string) =>
      copyText(text, words.copyMessagePrompt).then((copied) => {
        if (copied) toast({ title: words.messageCopied });
        return copied;
      }),
  };
}
