import type { Household } from '../../../shared/guests/schemas';
import type { MessageKind } from '../../../shared/reach/messages';
import { ApiError, apiJson, failureText } from '../../api';
import { toast } from '../../ui/useToast';
import { copyText } from './copy-text';
import { useGuestListHandle } from './guest-list-context';
import type { SendChannel } from './SendPanel';

/** The changes every room of the guest list makes the same way: told in a toast, and the list loaded again. */
export function useGuestListChanges(onSessionEnded: () => void) {
  const { reload } = useGuestListHandle();

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
          title: `${what} failed`,
          description: failureText(err, 'The server could not be reached. Please try again.'),
        });
      return false;
    }
  };

  return {
    change,
    /** Notes that a message went; a failure is told, and the walk stays on the household so it can be sent again. */
    markSent: (household: Household, kind: MessageKind, channel: SendChannel) =>
      change('Marking it as sent', () =>
        apiJson('POST', `/api/admin/households/${household.id}/sent`, { kind, channel }),
      ),
    copyMessage: (text: string) =>
      copyText(text).then((copied) => {
        if (copied) toast({ title: 'Message copied' });
        return copied;
      }),
  };
}
