import { useEffect, useState } from 'react';
import type { PersonView } from '../../shared/admin/people';
import { ApiError, apiJson } from '../api';

// Who is signed in, asked once per sign-in: the log and the cards say "you" for what this person did.
let asked: Promise<PersonView | 'signed-out' | null> | null = null;

/** Forgets who was signed in (at sign-out): the next person to sign in on this page is asked about afresh. */
export function forgetMe(): void {
  asked = null;
}

/** Who is signed in; `onSignedOut` when the session turned out to have ended (a person removed, say). */
export function useMe(onSignedOut?: () => void): PersonView | null {
  const [me, setMe] = useState<PersonView | null>(null);
  useEffect(() => {
    asked ??= apiJson<PersonView>('GET', '/api/admin/me').catch((err: unknown) =>
      err instanceof ApiError && err.status === 401 ? 'signed-out' : null,
    );
    let current = true;
    void asked.then((person) => {
      if (!current) return;
      if (person === 'signed-out') {
        asked = null;
        onSignedOut?.();
      } else setMe(person);
    });
    return () => {
      current = false;
    };
  }, [onSignedOut]);
  return me;
}

/** "you" (in the admin's language) for what the signed-in person did, else their name. */
export const byWhom = (name: string, me: PersonView | null, you = 'you'): string =>
  me && me.name === name ? you : name;
