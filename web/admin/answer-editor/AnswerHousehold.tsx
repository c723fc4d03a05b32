import { useState } from 'react';
import { apiJson } from '../../api';
import { SelectField } from '../form/fields';
import { useGuestListHandle } from '../guests/guest-list-context';
import type { AnswerPart } from './answer-part';

/** Counts an open-form answer with a household of the guest list (once, not twice), or as the open form's again. */
export function AnswerHousehold({ id, answer, busy, run }: AnswerPart) {
  const guestList = useGuestListHandle().state;
  const households = guestList.status === 'ready' ? guestList.households : [];
  const [household, setHousehold] = useState('');
  const linkTo = (householdId: number | null) =>
    run(() => apiJson('PUT', `/api/rsvps/${answer.id}/household`, { householdId }));
  return (
    <section className="answer-editor__more" aria-labelledby={`${id}-household`}>
      <h3 id={`${id}-household`}>A household on the list?</h3>
      {answer.linkedTo ? (
        <>
          <p>{`Counted once, with ${answer.linkedTo.name}, not again as the open form’s.`}</p>
          <button
            type="button"
            className="button button--outline button--small"
            disabled={busy}
            onClick={() => linkTo(null)}
          >
            Count it as the open form’s again
          </button>
        </>
      ) : households.length === 0 ? (
        <p className="answer-editor__hint">No households on the guest list yet.</p>
      ) : (
        <>
          <SelectField
            id={`${id}-link`}
            label="This guest’s household"
            value={household}
            choices={[
              { value: '', label: 'Choose…' },
              ...households.map((entry) => ({ value: String(entry.id), label: entry.name })),
            ]}
            onValue={setHousehold}
          />
          <button
            type="button"
            className="button button--outline button--small"
            disabled={busy || household === ''}
            onClick={() => linkTo(Number(household))}
          >
            Count it with this household
          </button>
        </>
      )}
    </section>
  );
}
