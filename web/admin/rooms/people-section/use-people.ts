import { useCallback, useEffect, useState } from 'react';
import type { PersonView } from '../../../../shared/admin/people';
import { settingsWords } from '../../../../shared/i18n/admin-settings';
import { fill } from '../../../../shared/i18n/fill';
import type { Language } from '../../../../shared/site/languages';
import { apiJson } from '../../../api';
import { toast } from '../../../ui/useToast';
import { useAdminLanguage } from '../../admin-language';

/** A sign-up link just made, for the person it is for, in the language they read. */
export interface MadeLink {
  name: string;
  reads: Language;
  link: string;
  qr: string;
}

/**
 * The people who may sign in, read again after every change, and what the couple does to one of them: a new sign-up
 * link, the gift register allowed or taken back, removed. Each change is said in a toast.
 */
export function usePeople() {
  const { language, failure, texts } = useAdminLanguage();
  const words = settingsWords(language);
  const noAnswer = texts.noAnswer;
  const [people, setPeople] = useState<PersonView[] | null>(null);
  const [problem, setProblem] = useState('');
  const [made, setMade] = useState<MadeLink | null>(null);

  const load = useCallback(() => {
    apiJson<PersonView[]>('GET', '/api/admin/users')
      .then((list) => {
        setPeople(list);
        setProblem('');
      })
      .catch((err) => setProblem(failure(err, noAnswer)));
  }, [failure, noAnswer]);
  useEffect(load, [load]);

  /** A call about a person: what it did said in a toast, the list read again; else why not, under `notDone`. */
  const about = async (call: () => Promise<unknown>, notDone: string) => {
    try {
      await call();
      load();
    } catch (err) {
      toast({ variant: 'destructive', title: notDone, description: failure(err, noAnswer) });
    }
  };
  const relink = (person: PersonView) =>
    about(async () => {
      const { signupLink, signupQr } = await apiJson<{ signupLink: string; signupQr: string }>(
        'POST',
        `/api/admin/users/${person.id}/link`,
      );
      setMade({ name: person.name, reads: person.language, link: signupLink, qr: signupQr });
    }, words.noNewLink);
  const letSeeGifts = (person: PersonView, sees: boolean) =>
    about(async () => {
      await apiJson('PUT', `/api/admin/users/${person.id}/gifts`, { seesGifts: sees });
      toast({ title: fill(sees ? words.giftsAllowed : words.giftsTakenBack, { name: person.name }) });
    }, words.giftsNotChanged);
  const remove = async (person: PersonView) => {
    if (!window.confirm(fill(words.removeConfirm, { name: person.name }))) return;
    await about(async () => {
      await apiJson('DELETE', `/api/admin/users/${person.id}`);
      toast({ title: fill(words.removed, { name: person.name }) });
    }, words.notRemoved);
  };

  return { people, problem, made, setMade, load, relink, letSeeGifts, remove };
}
