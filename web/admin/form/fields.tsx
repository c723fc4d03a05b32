// One labelled control in the forms' `.field` box, its label tied to it by id. Most lines of the admin's forms were
// this shape written again; here a form reads as its list of fields. Every other attribute passes to the control.
import type {
  AriaAttributes,
  ButtonHTMLAttributes,
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

/**
 * A field's own props apart from its control's: the control gets its id, is described by the hint (unless it names its
 * own description) and is marked invalid with an error.
 */
function labelled<Control extends Described & AriaAttributes>({
  id,
  label,
  hint,
  fieldClassName,
  error,
  ...control
}: Labelled & Control) {
  return {
    field: { id, label, hint, fieldClassName, error },
    control: {
      ...control,
      id,
      'aria-describedby': control['aria-describedby'] ?? (hint ? `${id}-hint` : undefined),
      'aria-invalid': error ? true : control['aria-invalid'],
    },
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & Described;

/** A text-like input (text, tel, email, date, time, number, url…) that hands back what was typed. */
export function InputField({ onValue, ...props }: Labelled & InputProps & { onValue: (typed: string) => void }) {
  const { field, control } = labelled<InputProps>(props);
  return (
    <Field {...field}>
      <input {...control} onChange={(event) => onValue(event.target.value)} />
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange'> & Described;

export function TextAreaField({ onValue, ...props }: Labelled & TextAreaProps & { onValue: (typed: string) => void }) {
  const { field, control } = labelled<TextAreaProps>(props);
  return (
    <Field {...field}>
      <textarea {...control} onChange={(event) => onValue(event.target.value)} />
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
  choices,
  onValue,
  ...props
}: Labelled & SelectProps & { choices: readonly Choice<Value>[]; onValue: (chosen: Value) => void }) {
  const { field, control } = labelled<SelectProps>(props);
  return (
    <Field {...field}>
      <select
        {...control}
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

/**
 * A form's last row: its submit button (held while the form is on its way) and one other action beside it, most
 * often Cancel. Here beside the fields, which every form that has it uses: a file of its own would be one more chunk
 * for each room to fetch.
 */
export function FormActions({
  submit,
  busy = false,
  other,
  onOther,
}: {
  submit: ReactNode;
  busy?: boolean;
  other: ReactNode;
  onOther: () => void;
}) {
  return (
    <div className="household-form__actions">
      <button type="submit" className="button button--small" disabled={busy}>
        {submit}
      </button>
      <OutlineButton onClick={onOther}>{other}</OutlineButton>
    </div>
  );
}

/**
 * The admin's small outlined button, beside a form's own: add a row, take one out, show more. Written out it was the
 * same three attributes at every one; every other attribute passes to the button. Here beside the fields, which every
 * room that has it uses, for the reason FormActions is.
 */
export function OutlineButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button type="button" className="button button--outline button--small" {...props} />;
}
