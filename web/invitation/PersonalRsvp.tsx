import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  answerFromView,
  fieldName,
  type HouseholdAnswer,
  toResponseInput,
  unanswered,
  withQuickAnswers,
} from '../../shared/forms/household-answer';
import type { InvitationView } from '../../shared/guests/invitation-view';
import type { ResponseInput } from '../../shared/guests/schemas';
import { GUEST_LIMITS } from '../../shared/limits/guests';
import type { Site } from '../../shared/site/schema';
import { ApiError, apiJson, failureText } from '../api';
import { Filled, inItsLanguage, useTexts } from '../i18n/texts';
import { OfflineNote } from '../offline/OfflineNote';
import { preloadToaster } from '../ui/LazyToaster';
import { toast } from '../ui/useToast';
import { AnswerSummary } from './household-rsvp/AnswerSummary';
import { PersonFields } from './household-rsvp/PersonFields';
import { useTypedBeforeScript } from './household-rsvp/use-typed-before-script';
import './RsvpSection.css';
import './PersonalRsvp.css';
import { flushSync } from 'react-dom';
import type { CalendarLinks } from '../../shared/reach/calendar-times';

/**
 * A household's own RSVP: each person, each function it is invited to. The stored answer is shown and can be
 * changed until the deadline; after it, it is read-only. A real form: posted by the browser before the script has
 * run (or without it), sent with fetch once it runs, and kept on the page whatever the network does.
 */
export function PersonalRsvp({
  site,
  token,
  view: initialView,
  returned,
  changing = false,
  thanked: thankedByServer = false,
  byCouple,
  calendar,
}: {
  site: Site;
  /** The household's own calendar links (its page's data), offered with the thank-you. */
  calendar?: CalendarLinks | null | undefined;
  token: string;
  view: InvitationView;
  returned?: { answer: HouseholdAnswer; problem: string } | undefined;
  /** Opened by the summary's "Change our answer" link, followed before or without the script. */
  changing?: boolean | undefined;
  /** The answer the browser posted (before or without the script) was just saved: thanked as after a send. */
  thanked?: boolean | undefined;
  /** The couple recording an answer that came by phone (in /admin): sent their way, also after the deadline. */
  byCouple?: { send: (input: ResponseInput) => Promise<InvitationView>; onDone: () => void } | undefined;
}) {
  const texts = useTexts();
  const [view, setView] = useState(initialView);
  const [editing, setEditing] = useState(
    byCouple !== undefined ||
      returned !== undefined ||
      (!initialView.closed && (initialView.response === null || changing)),
  );
  const [current, setAnswer] = useState<HouseholdAnswer>(returned?.answer ?? answerFromView(initialView));
  const [tried, setTried] = useState(returned !== undefined);
  const [sending, setSending] = useState(false);
  // What stopped the form the browser posted (a full disk, the deadline), until the next try.
  const [problem, setProblem] = useState(returned?.problem ?? '');
  const summary = useRef<HTMLDivElement>(null);
  const justSaved = useRef(false);
  const everyoneTapped = useRef<'yes' | 'no' | null>(null);
  // The meal chosen once for the whole family, beside the quick answer (each person's own choice is in `current`).
  const [everyoneMeal, setEveryoneMeal] = useState('');
  // Sent from this page just now, or posted and saved: the summary says thank you.
  const [thanked, setThanked] = useState(thankedByServer);
  const eventIds = view.events.map((event) => event.id);
  // The form as it opened (the stored answer, when the family is changing it): what a quick answer may replace.
  const opened = answerFromView(view);
  const missing = tried ? unanswered(current, eventIds) : new Set<string>();

  const formElement = useRef<HTMLFormElement>(null);
  const scriptRunning = useTypedBeforeScript(formElement, view, setAnswer, setEveryoneMeal);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes (editing), to move focus
  useEffect(() => {
    if (justSaved.current) summary.current?.querySelector<HTMLElement>('h3')?.focus();
    justSaved.current = false;
  }, [editing]);

  // The last send got no answer at all: no network, though the phone may not know it.
  const [unreachable, setUnreachable] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // "We are all coming" / "We cannot come": every answer filled at once and sent, in one tap. Told by the button's
    // own click (SubmitEvent.submitter is missing on the Safari 15 the site still serves).
    const everyone = everyoneTapped.current;
    everyoneTapped.current = null;
    const answer = withQuickAnswers(current, eventIds, { meal: everyoneMeal, everyone }, opened);
    if (answer !== current) setAnswer(answer);
    setProblem('');
    if (unanswered(answer, eventIds).size > 0) {
      // Drawn now, not after this handler: the first missing choice is marked by the time it is focused, on the first
      // tap; focusing it scrolls it to where the eye is.
      flushSync(() => setTried(true));
      const first = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      first?.closest('fieldset')?.scrollIntoView({ block: 'center' });
      return;
    }
    setTried(true);
    setSending(true);
    setUnreachable(false);
    try {
      const input = toResponseInput(answer);
      if (byCouple) {
        await byCouple.send(input);
        byCouple.onDone();
        return;
      }
      const saved = await apiJson<InvitationView>(
        'PUT',
        `/api/invitations/${encodeURIComponent(token)}/response`,
        input,
      );
      setView(saved);
      setThanked(true);
      justSaved.current = true;
      setEditing(false);
    } catch (err) {
      setUnreachable(!(err instanceof ApiError));
      // What was chosen stays on the page; pressing the button again sends it again.
      toast({
        variant: 'destructive',
        title: texts.answerNotSent,
        description: failureText(err, texts.answerNotSentNoAnswer, texts),
      });
    } finally {
      setSending(false);
    }
  };

  const closed = view.closed && !byCouple;
  const form = (
    <>
      {editing && !closed ? (
        <form
          ref={formElement}
          className="rsvp__form"
          method="post"
          action={`/i/${encodeURIComponent(token)}#rsvp`}
          data-script={scriptRunning ? 'running' : undefined}
          onSubmit={submit}
          onFocus={() => void preloadToaster().catch(() => undefined)}
          noValidate
        >
          {/* The form's default button, first in it: Enter in a text field sends the form as it is, never a quick
              answer for everyone (a form's Enter presses its first submit button, with or without the script). */}
          <button type="submit" hidden tabIndex={-1}>
            {texts.sendAnswer}
          </button>
          {missing.size > 0 ? (
            <p className="rsvp__missing" role="alert">
              {missing.size === 1 ? (
                texts.missingOne
              ) : (
                <Filled text={texts.missingMany} values={{ count: missing.size }} />
              )}
            </p>
          ) : null}
          {byCouple ? null : (
            <fieldset className="rsvp__everyone">
              <legend>{texts.everyoneTitle}</legend>
              {view.meals.length > 0 ? (
                <fieldset className="person__meal">
                  <legend>{texts.everyoneMeal}</legend>
                  <div className="choices">
                    {view.meals.map((meal) => (
                      <label key={meal.id} className="choice">
                        <input
                          type="radio"
                          name={fieldName.everyoneMeal}
                          value={meal.id}
                          checked={everyoneMeal === meal.id}
                          onChange={() => setEveryoneMeal(meal.id)}
                        />
                        <span>{meal.name}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
              {(
                [
                  ['yes', texts.everyoneComing, 'button'],
                  ['no', texts.everyoneNotComing, 'button button--outline'],
                ] as const
              ).map(([choice, label, className]) => (
                <button
                  key={choice}
                  type="submit"
                  name={fieldName.everyone}
                  value={choice}
                  className={className}
                  disabled={sending}
                  onClick={() => {
                    everyoneTapped.current = choice;
                  }}
                >
                  {label}
                </button>
              ))}
              <p className="rsvp__everyone-or">{texts.everyoneOr}</p>
            </fieldset>
          )}
          {current.people.map((person, index) => (
            <PersonFields
              key={person.id ?? `guest-${index}`}
              person={person}
              index={index}
              view={view}
              everyoneMeal={everyoneMeal}
              openedMeal={opened.people[index]?.meal ?? ''}
              missing={missing}
              onChange={(changed) =>
                setAnswer((current) => ({
                  ...current,
                  people: current.people.map((p, i) => (i === index ? changed : p)),
                }))
              }
            />
          ))}
          <div className="field">
            <label htmlFor="household-message">{texts.messageForCouple}</label>
            <textarea
              id="household-message"
              name={fieldName.message}
              rows={3}
              maxLength={GUEST_LIMITS.messageMaxLength}
              value={current.message}
              onChange={(e) => setAnswer((current) => ({ ...current, message: e.target.value }))}
            />
          </div>
          {problem ? (
            <p className="rsvp__problem" role="alert">
              {problem}
            </p>
          ) : null}
          <OfflineNote unreachable={unreachable} />
          <button type="submit" className="button rsvp__submit" disabled={sending}>
            {sending
              ? texts.sending
              : byCouple
                ? 'Save their answer'
                : view.response
                  ? texts.saveChanges
                  : texts.sendAnswer}
          </button>
          {byCouple ? (
            <button type="button" className="button button--outline button--small" onClick={byCouple.onDone}>
              Cancel
            </button>
          ) : null}
        </form>
      ) : (
        <div ref={summary}>
          {view.response ? (
            <AnswerSummary view={view} site={site} calendar={calendar} thanks={thanked} />
          ) : (
            <p>{texts.noAnswerInTime}</p>
          )}
          {closed ? null : (
            // A form of its own, so that the button opens the answer's form before the script has come, or without
            // it (GET ?change=1); the script opens it in place.
            <form method="get" action={`/i/${encodeURIComponent(token)}#rsvp`}>
              <input type="hidden" name="change" value="1" />
              <button
                type="submit"
                className="button button--outline"
                onClick={(event) => {
                  event.preventDefault();
                  setEditing(true);
                }}
              >
                {texts.changeAnswer}
              </button>
            </form>
          )}
        </div>
      )}
    </>
  );
  if (byCouple) return <div className="admin-card household-form">{form}</div>;
  return (
    <section id="rsvp" className="rsvp rsvp--household toran below-fold" tabIndex={-1} aria-labelledby="rsvp-title">
      <div className="rsvp__card">
        <div className="section-heading">
          <h2 id="rsvp-title">{texts.rsvpTitle}</h2>
          <p>
            <Filled
              text={view.closed ? texts.rsvpClosed : texts.householdAskBy}
              values={{ deadline: inItsLanguage(texts, site.rsvpDeadline), contact: view.contact ?? texts.theCouple }}
            />
          </p>
        </div>
        {form}
      </div>
    </section>
  );
}
