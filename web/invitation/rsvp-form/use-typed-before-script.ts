import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect, useState } from 'react';
import type { RsvpFormValues } from '../../../shared/forms/rsvp-form';

/**
 * Takes over whatever the guest typed before the script arrived. A layout effect runs in the same task as
 * hydration, so no keystroke can slip in between and be lost. Answers whether the script runs, which the form shows
 * as data-script: tests wait for it, and the browser's own post is no longer used.
 */
export function useTypedBeforeScript(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<RsvpFormValues>>,
  autoFocus: boolean,
): boolean {
  const [scriptRunning, setScriptRunning] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration (autoFocus: how the form was asked for)
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
  return scriptRunning;
}
