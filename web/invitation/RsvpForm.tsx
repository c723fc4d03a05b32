import { type FormEvent, useRef, useState } from 'react';
import {
  RSVP_FORM_DEFAULTS,
  type RsvpFormErrors,
  type RsvpFormValues,
  toRsvpPayload,
  validateRsvpForm,
} from '../../shared/forms/rsvp-form';
import type { AnswerOnPage } from '../../shared/page-data';
import type { RsvpRecord } from '../../shared/rsvp/schemas';
import type { MealChoice } from '../../shared/site/meals';
import { ApiError, failureText } from '../api';
import { useTexts } from '../i18n/texts';
import { OfflineNote } from '../offline/OfflineNote';
import { preloadToaster } from '../ui/LazyToaster';
import { toast } from '../ui/useToast';
import { BotTrap } from './rsvp-form/BotTrap';
import { RsvpFields } from './rsvp-form/RsvpFields';
import { sendAnswer } from './rsvp-form/send-answer';
import { useTypedBeforeScript } from './rsvp-form/use-typed-before-script';

const FIELD_ORDER = ['fullName', 'email', 'attending', 'dietaryRestrictions', 'songRequest'] as const;

type ReturnedForm = Extract<AnswerOnPage, { typed: RsvpFormValues }>;

/**
 * The RSVP form. It is a real form, posted to / by the browser itself until the page's script has arrived (or
 * where it never runs); the server then answers with this page again, and `returned` is the form as it came back.
 * Once the script runs it takes over: it checks as the guest types and sends the answer with fetch.
 */
export function RsvpForm({
  onSubmitted,
  autoFocus = false,
  returned,
  askSongRequest = false,
  meals = [],
}: {
  onSubmitted: (stored: RsvpRecord) => void;
  askSongRequest?: boolean;
  /** The site's meals: offered as on a household's page, for the caterer's numbers. */
  meals?: readonly MealChoice[];
  autoFocus?: boolean;
  returned?: ReturnedForm;
}) {
  const texts = useTexts();
  const [values, setValues] = useState<RsvpFormValues>(returned?.typed ?? RSVP_FORM_DEFAULTS);
  // Shown from the first try to submit on (a returned form was one), and kept current as the guest fixes each field.
  const [triedToSubmit, setTriedToSubmit] = useState(returned !== undefined && Object.keys(returned.errors).length > 0);
  const errors: RsvpFormErrors = triedToSubmit ? validateRsvpForm(values, texts) : {};
  // What stopped a returned form that was itself fine (a full disk, too many answers), until the next try.
  const [problem, setProblem] = useState(returned?.problem ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const scriptRunning = useTypedBeforeScript(form, setValues, autoFocus);

  // From the state as it is when React applies the change, never from this render's copy, which can be stale.
  const change = <K extends keyof RsvpFormValues>(field: K, value: RsvpFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  // The last send got no answer at all: no network, though the phone may not know it.
  const [unreachable, setUnreachable] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTriedToSubmit(true);
    setProblem(null);
    const found = validateRsvpForm(values, texts);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    setUnreachable(false);
    try {
      onSubmitted(await sendAnswer(toRsvpPayload(values, honeypot)));
    } catch (err) {
      setUnreachable(!(err instanceof ApiError));
      toast({
        variant: 'destructive',
        title: texts.rsvpFailedTitle,
        description: failureText(err, texts.rsvpFailedNoAnswer, texts),
      });
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={form}
      className="rsvp__form"
      method="post"
      action="/#rsvp"
      data-script={scriptRunning ? 'running' : undefined}
      onSubmit={submit}
      onFocus={() => void preloadToaster().catch(() => undefined)}
      noValidate
    >
      <RsvpFields values={values} errors={errors} change={change} meals={meals} askSongRequest={askSongRequest} />
      <BotTrap value={honeypot} onChange={setHoneypot} />
      {problem ? (
        <p className="rsvp__problem" role="alert">
          {problem}
        </p>
      ) : null}

      <OfflineNote unreachable={unreachable} />
      <button type="submit" className="button rsvp__submit" disabled={submitting}>
        {submitting ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
