import { useEffect, useState } from 'react';
import type { PersonView } from '../../shared/admin/people';
import { apiJson } from '../api';

// Who is signed in, asked once per sign-in: the log and the cards say "you" for what this person did.
let asked: Promise<PersonView | null> | null = null;

/** Forgets who was signed in (at sign-out): the next person to sign in on this page is asked about afresh. */
export function forgetMe(): void {
  asked = null;
}

export function useMe(): PersonView | null {
  const [me, setMe] = useState<PersonView | null>(null);
  useEffect(() => {
    asked ??= apiJson<PersonView>('GET', '/api/admin/me').catch(() => null);
    let current = true;
    void asked.then((person) => {
      if (current) setMe(person);
    });
    return () => {
      current = false;
    };
  }, []);
  return me;
}

/** "you" for what the signed-in person did, else their name. */
export const byWhom = (name: string, me: PersonView | null): string => (me && me.name === name ? 'you' : name);
