import type { InputHTMLAttributes, ReactNode } from 'react';

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children'>;

/** A checkbox with its words in one label (the forms' `.household-form__check`); hands back whether it is ticked. */
export function CheckField({
  label,
  onTick,
  ...input
}: CheckProps & { label: ReactNode; onTick: (ticked: boolean) => void }) {
  return (
    <label className="household-form__check">
      <input type="checkbox" {...input} onChange={(event) => onTick(event.target.checked)} />
      {label}
    </label>
  );
}
