import { type FormEvent, useRef, useState } from 'react';
import type { GiftKind } from '../../../../shared/day/gift-kinds';
import { apiJson } from '../../../api';
import { newClientId } from '../../client-id';
import type { DaysChange } from '../days-change';

/** A gift as the form holds it, before it is recorded. */
export interface GiftDraft {
  from: string;
  householdId: string;
  kind: GiftKind;
  amount: string;
  description: string;
  eventId: string;
}

const EMPTY: GiftDraft = { from: '', householdId: '', kind: 'cash', amount: '', description: '', eventId: '' };

/**
 * The gift form's draft, each field changed by put(key), and its recording: once recorded, the giver, amount and
 * description are cleared for the next gift (its household, kind and function often stay the same).
 */
export function useGiftDraft(change: DaysChange, recorded: string) {
  const [draft, setDraft] = useState(EMPTY);
  const [pending, setPending] = useState(false);
  // This gift's id while the form holds it: a double tap, or a send again after a lost answer, records it once. Any
  // change to the form makes it another gift.
  const clientId = useRef(newClientId());
  const put =
    <Key extends keyof GiftDraft>(key: Key) =>
    (value: GiftDraft[Key]) => {
      clientId.current = newClientId();
      setDraft((now) => ({ ...now, [key]: value }));
    };

  const record = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const done = await change(
      () =>
        apiJson('POST', '/api/admin/gifts', {
          from: draft.from,
          kind: draft.kind,
          householdId: draft.householdId ? Number(draft.householdId) : null,
          amount: draft.amount === '' ? null : Number(draft.amount),
          description: draft.description.trim() || null,
          eventId: draft.eventId || null,
          clientId: clientId.current,
        }),
      recorded,
    );
    setPending(false);
    if (done) {
      clientId.current = newClientId();
      setDraft((now) => ({ ...now, from: '', amount: '', description: '' }));
    }
  };
  return { draft, put, record };
}
