import type { ButtonHTMLAttributes } from 'react';

/**
 * The admin's small outlined button, beside a form's own: add a row, take one out, show more. Written out it was the
 * same three attributes at every one; every other attribute passes to the button.
 */
export function OutlineButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return <button type="button" className="button button--outline button--small" {...props} />;
}
