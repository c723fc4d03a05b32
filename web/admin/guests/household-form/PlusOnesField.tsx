import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import { InputField } from '../../form/fields';
import type { HouseholdPart } from './household-part';

/** How many extra guests the household may bring, held to what the server allows. */
export function PlusOnesField({ id, words, value: plusOnes, onChange }: HouseholdPart<number>) {
  return (
    <InputField
      id={`${id}-plus`}
      label={words.extraAllowed}
      type="number"
      min={0}
      max={GUEST_LIMITS.plusOnesMax}
      value={plusOnes}
      onValue={(typed) => onChange(Math.max(0, Math.min(GUEST_LIMITS.plusOnesMax, Number(typed) || 0)))}
    />
  );
}
