import { FieldError } from './FieldError';

/** A question answered with one tap on one of its options (radio buttons), with its error below them. */
export function ChoiceField<Id extends string>({
  legend,
  name,
  options,
  chosen,
  onChoose,
  error,
}: {
  legend: string;
  name: 'attending' | 'meal';
  options: readonly { readonly id: Id; readonly name: string }[];
  chosen: string;
  onChoose: (id: Id) => void;
  error?: string | undefined;
}) {
  const errorId = `rsvp-${name}-error`;
  return (
    <fieldset className="field field--choices" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.id} className="choice">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={chosen === option.id}
              aria-invalid={error ? true : undefined}
              onChange={() => onChoose(option.id)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
