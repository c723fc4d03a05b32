import type { ReactNode } from 'react';

/**
 * A form's last row: its submit button (held while the form is on its way) and one other action beside it, most
 * often Cancel.
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
      <button type="button" className="button button--outline button--small" onClick={onOther}>
        {other}
      </button>
    </div>
  );
}
