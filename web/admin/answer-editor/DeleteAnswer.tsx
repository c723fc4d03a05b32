import { useState } from 'react';
import { apiJson } from '../../api';
import type { AnswerPart } from './answer-part';

/** Deletes an answer only after saying what goes (the list and the counts) and what stays (the audit log). */
export function DeleteAnswer({ answer, busy, run }: Omit<AnswerPart, 'id'>) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <div className="answer-editor__delete">
        <button type="button" className="button button--outline button--small" onClick={() => setConfirming(true)}>
          Delete…
        </button>
      </div>
    );
  return (
    <div className="answer-editor__delete">
      <p role="alert">
        Delete the answer from {answer.fullName}? It leaves the list and the counts; the audit log keeps what it said.
      </p>
      <div className="household-form__actions">
        <button
          type="button"
          className="button button--danger button--small"
          disabled={busy}
          onClick={() => run(() => apiJson('DELETE', `/api/rsvps/${answer.id}`))}
        >
          Delete this answer
        </button>
        <button type="button" className="button button--outline button--small" onClick={() => setConfirming(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
