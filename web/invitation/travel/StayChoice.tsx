import type { TravelWords } from '../../i18n/texts';

/** Whether the household stays where the couple arranges, or on its own. */
export function StayChoice({
  words,
  stay,
  onChange,
}: {
  words: TravelWords;
  stay: 'arranged' | 'own';
  onChange: (stay: 'arranged' | 'own') => void;
}) {
  return (
    <fieldset className="travel__stay">
      <legend>{words.stay}</legend>
      <div className="choices">
        {(['arranged', 'own'] as const).map((choice) => (
          <label key={choice} className="choice">
            <input
              type="radio"
              name="stay"
              value={choice}
              checked={stay === choice}
              onChange={() => onChange(choice)}
            />
            <span>{choice === 'arranged' ? words.stayArranged : words.stayOwn}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
