import { FieldError } from './FieldError';

/** A labelled field of one line, or of a few (`rows`), with its error once the guest has tried to submit. */
export function TextField({
  field,
  label,
  type,
  rows,
  autoComplete,
  maxLength,
  required,
  value,
  error,
  onChange,
}: {
  field: 'fullName' | 'email' | 'dietaryRestrictions' | 'songRequest';
  label: string;
  type?: 'text' | 'email';
  rows?: number;
  autoComplete?: string;
  maxLength: number;
  required?: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `rsvp-${field}`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea
          id={id}
          name={field}
          rows={rows}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          name={field}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-required={required ? 'true' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
