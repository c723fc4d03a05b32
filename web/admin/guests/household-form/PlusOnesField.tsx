import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { GUEST_LIMITS } from '../../../../shared/limits/guests';

/** How many extra guests the household may bring, held to what the server allows. */
export function PlusOnesField({
  id,
  words,
  plusOnes,
  onChange,
}: {
  id: string;
  words: GuestWords;
  plusOnes: number;
  onChange: (plusOnes: number) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-plus`}>{words.extraAllowed}</label>
      <input
        id={`${id}-plus`}
        type="number"
        min={0}
        max={GUEST_LIMITS.plusOnesMax}
        value={plusOnes}
        onChange={(e) => onChange(Math.max(0, Math.min(GUEST_LIMITS.plusOnesMax, Number(e.target.value) || 0)))}
      />
    </div>
  );
}
