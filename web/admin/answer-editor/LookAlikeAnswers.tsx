import { apiJson } from '../../api';
import type { AnswerPart } from './answer-part';

/** For an answer that looks like another (the same e-mail, or the same name): keep the other, take this one out. */
export function LookAlikeAnswers({ id, answer, busy, run }: AnswerPart) {
  if (!answer.likelyDuplicates) return null;
  const merge = (other: number) => {
    const what = `${answer.guestCount} guests, ${answer.attending ? 'coming' : 'not coming'}`;
    const question = `Keep answer ${other} and take out this one from ${answer.fullName} (${what})? The audit log keeps what it said.`;
    if (window.confirm(question)) run(() => apiJson('POST', `/api/rsvps/${answer.id}/merge`, { into: other }));
  };
  return (
    <section className="answer-editor__more" aria-labelledby={`${id}-same`}>
      <h3 id={`${id}-same`}>The same guest?</h3>
      <p className="answer-editor__hint">
        It looks like another answer (the same e-mail, or the same name). Keep the other one and take this one out: the
        guests are counted once, and the audit log keeps what this one said.
      </p>
      {answer.likelyDuplicates.map((other) => (
        <button
          key={other}
          type="button"
          className="button button--outline button--small"
          disabled={busy}
          onClick={() => merge(other)}
        >
          {`Keep answer ${other}, take this one out`}
        </button>
      ))}
    </section>
  );
}
