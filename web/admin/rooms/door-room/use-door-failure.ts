import { useCallback } from 'react';
import { doorWords } from '../../../../shared/i18n/admin-door';
import { ApiError } from '../../../api';
import { toast } from '../../../ui/useToast';
import { useAdminLanguage } from '../../admin-language';

/** A call at the door that failed: a lost session signs in again; anything else is said in a toast. */
export function useDoorFailure(onSessionEnded: () => void) {
  const { language, failure } = useAdminLanguage();
  const words = doorWords(language);
  return useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) onSessionEnded();
      // The server's sentence without its status: "404: …" means nothing at the door.
      else
        toast({
          variant: 'destructive',
          title: words.notMarked,
          description: failure(err, words.noServer).replace(/^\d{3}: /, ''),
        });
    },
    [onSessionEnded, failure, words],
  );
}
