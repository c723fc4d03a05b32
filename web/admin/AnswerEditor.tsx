import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { RsvpCorrection, RsvpEntry, RsvpRecord } from '../../shared/rsvp/schemas';
import { apiJson, failureText } from '../api';
import { AnswerFields } from './answer-editor/AnswerFields';
import { AnswerHousehold } from './answer-editor/AnswerHousehold';
import { DeleteAnswer } from './answer-editor/DeleteAnswer';
import { LookAlikeAnswers } from './answer-editor/LookAlikeAnswers';
import { FormActions } from './form/fields';
import type { RsvpRow } from './useRsvpList';

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

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const send = async (work: () => Promise<unknown>) => {
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
  const run = (work: () => Promise<unknown>) => void send(work);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (editing.kind === 'new') {
      run(() => apiJson('POST', '/api/admin/rsvps', entry));
      return;
    }
    const changes = correction(original, entry);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    run(() => apiJson('PATCH', `/api/rsvps/${editing.answer.id}`, changes));
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
        <AnswerFields id={id} entry={entry} onChange={setEntry} />
        {problem ? (
          <p className="answer-editor__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <FormActions submit="Save" busy={busy} other="Cancel" onOther={onClose} />
        {editing.kind === 'existing' ? (
          <>
            <LookAlikeAnswers id={id} answer={editing.answer} busy={busy} run={run} />
            <AnswerHousehold id={id} answer={editing.answer} busy={busy} run={run} />
            <DeleteAnswer answer={editing.answer} busy={busy} run={run} />
          </>
        ) : null}
      </form>
    </dialog>
  );
}
