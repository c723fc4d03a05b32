import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { RSVP_LIMITS } from '../../shared/rsvp/rules';
import type { RsvpCorrection, RsvpEntry, RsvpRecord } from '../../shared/rsvp/schemas';
import { useGuestListHandle } from './guests/guest-list-context';
import type { RsvpRow } from './useRsvpList';
import { apiJson, failureText } from '../api';

/** What the editor was opened for: a new answer (one given by phone), or one of the list's. */
export type Editing = { readonly kind: 'new' } | { readonly kind: 'existing'; readonly answer: RsvpRow };

const EMPTY: RsvpEntry = { fullName: '', email: '', guestCount: 1, attending: true, dietaryRestrictions: '' };

function entryOf(answer: RsvpRecord): RsvpEntry {
  return {
    fullName: answer.fullName,
    email: answer.email,
    guestCount: answer.guestCount,
    attending: answer.attending,
    dietaryRestrictions: answer.dietaryRestrictions ?? '',
  };
}

/** Only the fields that differ: a correction names what it changes, and the audit log says so in words. */
function correction(before: RsvpEntry, after: RsvpEntry): RsvpCorrection {
  return Object.fromEntries(
    (Object.keys(after) as (keyof RsvpEntry)[])
      .filter((key) => after[key] !== before[key])
      .map((key) => [key, after[key]]),
  );
}

/**
 * The couple's editor of one open-form answer, in a modal dialog: add one taken by phone (no e-mail needed),
 * correct one, or delete one after saying so. The server checks the same rules and its words are shown as they come.
 */
export function AnswerEditor({
  editing,
  onDone,
  onClose,
}: {
  editing: Editing;
  /** After a save or a delete: the list and the counts are read again. */
  onDone: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const original = editing.kind === 'existing' ? entryOf(editing.answer) : EMPTY;
  const [entry, setEntry] = useState<RsvpEntry>(original);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const guestList = useGuestListHandle().state;
  const households = guestList.status === 'ready' ? guestList.households : [];
  const [household, setHousehold] = useState('');

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem('');
    try {
      await work();
      onDone();
      onClose();
    } catch (err) {
      setProblem(failureText(err, 'The site did not answer. Nothing was changed; please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (editing.kind === 'new') {
      void run(() => apiJson('POST', '/api/admin/rsvps', entry));
      return;
    }
    const changes = correction(original, entry);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    void run(() => apiJson('PATCH', `/api/rsvps/${editing.answer.id}`, changes));
  };

  const title = editing.kind === 'new' ? 'Add an answer' : `Answer from ${editing.answer.fullName}`;
  return (
    <dialog
      ref={dialog}
      className="admin-card answer-editor"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={onClose}
    >
      <form className="answer-editor__form" onSubmit={save}>
        <h2 id={`${id}-title`}>{title}</h2>
        {editing.kind === 'new' ? (
          <p className="answer-editor__hint">For an answer given by phone or in person. The e-mail may stay blank.</p>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-name`}>Full name</label>
          <input
            id={`${id}-name`}
            required
            maxLength={RSVP_LIMITS.fullNameMaxLength}
            value={entry.fullName}
            onChange={(e) => setEntry({ ...entry, fullName: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email (optional)</label>
          <input
            id={`${id}-email`}
            type="email"
            maxLength={RSVP_LIMITS.emailMaxLength}
            value={entry.email}
            onChange={(e) => setEntry({ ...entry, email: e.target.value })}
          />
        </div>
        <fieldset className="field answer-editor__attending">
          <legend>Attending</legend>
          {[true, false].map((value) => (
            <label key={String(value)} className="household-form__check">
              <input
                type="radio"
                name={`${id}-attending`}
                checked={entry.attending === value}
                onChange={() => setEntry({ ...entry, attending: value })}
              />
              {value ? 'Yes' : 'No'}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-guests`}>Guests</label>
          <input
            id={`${id}-guests`}
            type="number"
            inputMode="numeric"
            required
            min={RSVP_LIMITS.guestCountMin}
            max={RSVP_LIMITS.guestCountMax}
            value={entry.guestCount}
            onChange={(e) => setEntry({ ...entry, guestCount: e.target.valueAsNumber })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-dietary`}>Dietary restrictions</label>
          <textarea
            id={`${id}-dietary`}
            rows={2}
            maxLength={RSVP_LIMITS.dietaryRestrictionsMaxLength}
            value={entry.dietaryRestrictions ?? ''}
            onChange={(e) => setEntry({ ...entry, dietaryRestrictions: e.target.value })}
          />
        </div>
        {problem ? (
          <p className="answer-editor__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="household-form__actions">
          <button type="submit" className="button button--small" disabled={busy}>
            Save
          </button>
          <button type="button" className="button button--outline button--small" onClick={onClose}>
            Cancel
          </button>
        </div>
        {editing.kind === 'existing' && editing.answer.likelyDuplicates ? (
          <section className="answer-editor__more" aria-labelledby={`${id}-same`}>
            <h3 id={`${id}-same`}>The same guest?</h3>
            <p className="answer-editor__hint">
              It looks like another answer (the same e-mail, or the same name). Keep the other one and take this one
              out: the guests are counted once, and the audit log keeps what this one said.
            </p>
            {editing.answer.likelyDuplicates.map((other) => (
              <button
                key={other}
                type="button"
                className="button button--outline button--small"
                disabled={busy}
                onClick={() => {
                  if (
                    window.confirm(
                      `Keep answer ${other} and take out this one from ${editing.answer.fullName} (${editing.answer.guestCount} guests, ${editing.answer.attending ? 'coming' : 'not coming'})? The audit log keeps what it said.`,
                    )
                  )
                    void run(() => apiJson('POST', `/api/rsvps/${editing.answer.id}/merge`, { into: other }));
                }}
              >
                {`Keep answer ${other}, take this one out`}
              </button>
            ))}
          </section>
        ) : null}
        {editing.kind === 'existing' ? (
          <section className="answer-editor__more" aria-labelledby={`${id}-household`}>
            <h3 id={`${id}-household`}>A household on the list?</h3>
            {editing.answer.linkedTo ? (
              <>
                <p>{`Counted once, with ${editing.answer.linkedTo.name}, not again as the open form’s.`}</p>
                <button
                  type="button"
                  className="button button--outline button--small"
                  disabled={busy}
                  onClick={() =>
                    void run(() => apiJson('PUT', `/api/rsvps/${editing.answer.id}/household`, { householdId: null }))
                  }
                >
                  Count it as the open form’s again
                </button>
              </>
            ) : households.length === 0 ? (
              <p className="answer-editor__hint">No households on the guest list yet.</p>
            ) : (
              <>
                <div className="field">
                  <label htmlFor={`${id}-link`}>This guest’s household</label>
                  <select id={`${id}-link`} value={household} onChange={(e) => setHousehold(e.target.value)}>
                    <option value="">Choose…</option>
                    {households.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.name}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="button button--outline button--small"
                  disabled={busy || household === ''}
                  onClick={() =>
                    void run(() =>
                      apiJson('PUT', `/api/rsvps/${editing.answer.id}/household`, { householdId: Number(household) }),
                    )
                  }
                >
                  Count it with this household
                </button>
              </>
            )}
          </section>
        ) : null}
        {editing.kind === 'existing' ? (
          <div className="answer-editor__delete">
            {confirmingDelete ? (
              <>
                <p role="alert">
                  Delete the answer from {editing.answer.fullName}? It leaves the list and the counts; the audit log
                  keeps what it said.
                </p>
                <div className="household-form__actions">
                  <button
                    type="button"
                    className="button button--danger button--small"
                    disabled={busy}
                    onClick={() => void run(() => apiJson('DELETE', `/api/rsvps/${editing.answer.id}`))}
                  >
                    Delete this answer
                  </button>
                  <button
                    type="button"
                    className="button button--outline button--small"
                    onClick={() => setConfirmingDelete(false)}
                  >
                    Keep it
                  </button>
                </div>
              </>
            ) : (
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() => setConfirmingDelete(true)}
              >
                Delete…
              </button>
            )}
          </div>
        ) : null}
      </form>
    </dialog>
  );
}
