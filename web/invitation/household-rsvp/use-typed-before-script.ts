import { type RefObject, useLayoutEffect, useState } from 'react';
import {
  type HouseholdAnswer,
  quickAnswersInPost,
  typedInPost,
  withTyped,
} from '../../../shared/forms/household-answer';
import type { InvitationView } from '../../../shared/guests/invitation-view';

/**
 * Takes over what the family tapped and typed before the script arrived instead of wiping it: on a slow phone the
 * page is in their hands seconds before it is the script's. A layout effect runs in the same task as hydration, so
 * no tap can slip in between. Answers whether the script runs, which the form shows as data-script (tests wait for
 * it, as for the open form).
 */
export function useTypedBeforeScript(
  form: RefObject<HTMLFormElement | null>,
  view: InvitationView,
  setAnswer: (update: (current: HouseholdAnswer) => HouseholdAnswer) => void,
  setEveryoneMeal: (mealId: string) => void,
): boolean {
  const [scriptRunning, setScriptRunning] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const element = form.current;
    if (element) {
      const fields = Object.fromEntries(
        [...new FormData(element)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
      );
      setAnswer((current) => withTyped(current, typedInPost(view, fields)));
      setEveryoneMeal(quickAnswersInPost(view, fields).meal ?? '');
    }
    setScriptRunning(true);
  }, []);
  return scriptRunning;
}
