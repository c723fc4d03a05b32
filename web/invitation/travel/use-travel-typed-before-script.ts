import { type RefObject, useLayoutEffect, useState } from 'react';
import { type PersonDraft, readTravelForm } from '../../../shared/stay/travel-form';

type TravelForm = ReturnType<typeof readTravelForm>;

/**
 * What the family chose and typed before the script arrived is taken over, not wiped (as the answer's form does): a
 * layout effect runs in the same task as hydration, so nothing slips in between. Answers whether the script runs,
 * which the form shows as data-script (the tests wait for it). The answer's form has its own: a hook shared by both
 * would be a chunk of its own on the household's first view, whose script has no bytes to spare.
 */
export function useTravelTypedBeforeScript(
  form: RefObject<HTMLFormElement | null>,
  takeOver: (typed: TravelForm) => void,
  memberIds: readonly number[],
  draftOf: (memberId: number) => PersonDraft,
  shown: { stay: 'arranged' | 'own'; needs: string },
): boolean {
  const [scriptRunning, setScriptRunning] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useLayoutEffect(() => {
    const element = form.current;
    if (element) {
      const fields = new FormData(element);
      const field = (name: string) => {
        const value = fields.get(name);
        return typeof value === 'string' ? value : null;
      };
      takeOver(readTravelForm([...memberIds], field, draftOf, shown));
    }
    setScriptRunning(true);
  }, []);
  return scriptRunning;
}
