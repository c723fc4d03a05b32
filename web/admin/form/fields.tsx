// One labelled control in the forms' `.field` box, its label tied to it by id. Most lines of the admin's forms were
// this shape written again; here a form reads as its list of fields. Every other attribute passes to the control.
import type {
  AriaAttributes,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

interface Labelled {
  /** The control's id: the label points at it, and a hint or an error elsewhere may name it. */
  id: string;
  label: ReactNode;
  /** Says what to type, under the control; read out with it. */
  hint?: ReactNode;
  /** Extra classes for the `.field` box. */
  fieldClassName?: string;
  /** What is wrong with the value, under the control, which is then marked invalid. */
  error?: ReactNode;
}

type Described = { 'aria-describedby'?: string };

function Field({ id, label, hint, fieldClassName, error, children }: Labelled & { children: ReactNode }) {
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? <p className="field__error">{error}</p> : null}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint: ReactNode, own: Described) =>
  own['aria-describedby'] ?? (hint ? `${id}-hint` : undefined);

const invalid = (error: ReactNode, own: AriaAttributes) => (error ? true : own['aria-invalid']);

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & Described;

/** A text-like input (text, tel, email, date, time, number, url…) that hands back what was typed. */
export function InputField({
  id,
  label,
  hint,
  fieldClassName,
  error,
  onValue,
  ...input
}: Labelled & InputProps & { onValue: (typed: string) => void }) {
  return (
    <Field id={id} label={label} hint={hint} fieldClassName={fieldClassName} error={error}>
      <input
        {...input}
        id={id}
        aria-describedby={describedBy(id, hint, input)}
        aria-invalid={invalid(error, input)}
        onChange={(event) => onValue(event.target.value)}
      />
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> & Described;

export function TextAreaField({
  id,
  label,
  hint,
  fieldClassName,
  error,
  onValue,
  ...textarea
}: Labelled & TextAreaProps & { onValue: (typed: string) => void }) {
  return (
    <Field id={id} label={label} hint={hint} fieldClassName={fieldClassName} error={error}>
      <textarea
        {...textarea}
        id={id}
        aria-describedby={describedBy(id, hint, textarea)}
        aria-invalid={invalid(error, textarea)}
        onChange={(event) => onValue(event.target.value)}
      />
    </Field>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'children'> & Described;

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
  /** The language the choice is written in, when it is not the page's. */
  lang?: string;
}

/** A select over a fixed list of choices; hands back the chosen value, typed as the choices are. */
export function SelectField<Value extends string>({
  id,
  label,
  hint,
  fieldClassName,
  error,
  choices,
  onValue,
  ...select
}: Labelled & SelectProps & { choices: readonly Choice<Value>[]; onValue: (chosen: Value) => void }) {
  return (
    <Field id={id} label={label} hint={hint} fieldClassName={fieldClassName} error={error}>
      <select
        {...select}
        id={id}
        aria-describedby={describedBy(id, hint, select)}
        aria-invalid={invalid(error, select)}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.value === event.target.value);
          if (chosen) onValue(chosen.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
