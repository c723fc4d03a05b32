import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  RSVP_FORM_DEFAULTS,
  type RsvpFormErrors,
  type RsvpFormValues,
  toRsvpPayload,
  validateRsvpForm,
} from '../../shared/forms/rsvp-form';
import type { AnswerOnPage } from '../../shared/page-data';
import { HONEYPOT_FIELD, RSVP_LIMITS } from '../../shared/rsvp/rules';
import type { RsvpRecord } from '../../shared/rsvp/schemas';
import type { MealChoice } from '../../shared/site/meals';
import { ApiError, apiJson, failureText } from '../api';
import { useTexts } from '../i18n/texts';
import { OfflineNote } from '../offline/OfflineNote';
import { preloadToaster } from '../ui/LazyToaster';
import { toast } from '../ui/useToast';

const FIELD_ORDER = ['fullName', 'email', 'attending', 'dietaryRestrictions', 'songRequest'] as const;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

/** A required one-line field with its label and, once the guest has tried to submit, its error. */
function RequiredTextField({
  field,
  label,
  type,
  autoComplete,
  maxLength,
  value,
  error,
  onChange,
}: {
  field: 'fullName' | 'email';
  label: string;
  type: 'text' | 'email';
  autoComplete: string;
  maxLength: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `rsvp-${field}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type ReturnedForm = Extract<AnswerOnPage, { typed: RsvpFormValues }>;

/**
 * The RSVP form. It is a real form, posted to / by the browser itself until the page's script has arrived (or
 * where it never runs); the server then answers with this page again, and `returned` is the form as it came back.
 * Once the script runs it takes over: it checks as the guest types and sends the answer with fetch.
 */
/**
 * Sends the open form's answer. When the site is flooded it asks for a puzzle solved first (answer-proofs.ts): solved
 * here, in a second or a few, and the same answer sent again with it.
 */
async function sendAnswer(payload: object): Promise<RsvpRecord> {
  try {
    return await apiJson<RsvpRecord>('POST', '/api/rsvp', payload);
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'proof-needed') throw err;
    const [{ solveProof }, { challenge, bits }] = await Promise.all([
      import('./proof-of-work'),
      apiJson<{ challenge: string; bits: number }>('GET', '/api/rsvp/proof'),
    ]);
    const proof = await solveProof(challenge, bits);
    return apiJson<RsvpRecord>('POST', '/api/rsvp', payload, { headers: { 'X-Answer-Proof': proof } });
  }
}

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
  // Shown from the first attempt to submit on (a returned form was one), and kept current as the guest fixes each field.
  const [triedToSubmit, setTriedToSubmit] = useState(returned !== undefined && Object.keys(returned.errors).length > 0);
  const errors: RsvpFormErrors = triedToSubmit ? validateRsvpForm(values, texts) : {};
  // What stopped a returned form that was itself fine (a full disk, too many answers), until the next try.
  const [problem, setProblem] = useState(returned?.problem ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  // Marks the form as the script's (data-script): tests wait for it, and the browser's own post is no longer used.
  const [scriptRunning, setScriptRunning] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // Whatever the guest typed before the script arrived is taken over. A layout effect runs in the same task
  // as hydration, so no keystroke can slip in between and be lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration; autoFocus is how the form was asked for
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    const text = (name: string) =>
      (fields?.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
    const typed = {
      fullName: text('fullName'),
      email: text('email'),
      dietaryRestrictions: text('dietaryRestrictions'),
      songRequest: text('songRequest'),
    };
    const attending = (fields?.namedItem('attending') as RadioNodeList | null)?.value;
    const meal = (fields?.namedItem('meal') as RadioNodeList | null)?.value ?? '';
    setValues((current) => ({
      ...current,
      fullName: typed.fullName || current.fullName,
      email: typed.email || current.email,
      dietaryRestrictions: typed.dietaryRestrictions || current.dietaryRestrictions,
      songRequest: typed.songRequest || current.songRequest,
      attending: attending === 'yes' || attending === 'no' ? attending : current.attending,
      meal: meal || current.meal,
    }));
    setScriptRunning(true);
    // A form asked for again ("RSVP for someone else") starts where the guest will type.
    if (autoFocus) form.current?.querySelector<HTMLElement>('[name="fullName"]')?.focus();
  }, []);

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
      <RequiredTextField
        field="fullName"
        label={texts.fullNameLabel}
        type="text"
        autoComplete="name"
        maxLength={RSVP_LIMITS.fullNameMaxLength}
        value={values.fullName}
        error={errors.fullName}
        onChange={(value) => change('fullName', value)}
      />
      <RequiredTextField
        field="email"
        label={texts.emailLabel}
        type="email"
        autoComplete="email"
        maxLength={RSVP_LIMITS.emailMaxLength}
        value={values.email}
        error={errors.email}
        onChange={(value) => change('email', value)}
      />

      <fieldset
        className="field field--choices"
        aria-describedby={errors.attending ? 'rsvp-attending-error' : undefined}
      >
        <legend>{texts.attendingQuestion}</legend>
        <div className="choices">
          {(
            [
              ['yes', texts.accept],
              ['no', texts.decline],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="attending"
                value={value}
                checked={values.attending === value}
                aria-invalid={errors.attending ? true : undefined}
                onChange={() => change('attending', value)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <FieldError id="rsvp-attending-error" message={errors.attending} />
      </fieldset>

      {meals.length > 0 ? (
        <fieldset className="field field--choices">
          <legend>{texts.meal}</legend>
          <div className="choices">
            {[{ id: '', name: texts.noPreference }, ...meals].map((meal) => (
              <label key={meal.id || 'none'} className="choice">
                <input
                  type="radio"
                  name="meal"
                  value={meal.id}
                  checked={values.meal === meal.id}
                  onChange={() => change('meal', meal.id)}
                />
                <span>{meal.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="field">
        <label htmlFor="rsvp-dietaryRestrictions">{texts.dietaryLabel}</label>
        <textarea
          id="rsvp-dietaryRestrictions"
          name="dietaryRestrictions"
          rows={3}
          maxLength={RSVP_LIMITS.dietaryRestrictionsMaxLength}
          aria-invalid={errors.dietaryRestrictions ? true : undefined}
          aria-describedby={errors.dietaryRestrictions ? 'rsvp-dietaryRestrictions-error' : undefined}
          value={values.dietaryRestrictions}
          onChange={(e) => change('dietaryRestrictions', e.target.value)}
        />
        <FieldError id="rsvp-dietaryRestrictions-error" message={errors.dietaryRestrictions} />
      </div>

      {askSongRequest ? (
        <div className="field">
          <label htmlFor="rsvp-songRequest">{texts.songLabel}</label>
          <input
            id="rsvp-songRequest"
            name="songRequest"
            type="text"
            maxLength={RSVP_LIMITS.songRequestMaxLength}
            aria-invalid={errors.songRequest ? true : undefined}
            aria-describedby={errors.songRequest ? 'rsvp-songRequest-error' : undefined}
            value={values.songRequest}
            onChange={(e) => change('songRequest', e.target.value)}
          />
          <FieldError id="rsvp-songRequest-error" message={errors.songRequest} />
        </div>
      ) : null}

      {/* For bots only: off screen, out of the tab order and hidden from screen readers, so people never fill it. */}
      <div className="rsvp__trap" aria-hidden="true">
        <label htmlFor="rsvp-website">{texts.honeypotLabel}</label>
        <input
          id="rsvp-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>

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
