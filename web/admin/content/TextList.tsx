import type { ReactNode } from 'react';
import { OutlineButton } from '../form/fields';
import { SHORT_TEXT } from './draft';
import { type Localised, LocalTextField } from './LocalTextField';

/** One text of a list, as the list shows it: its label and value, its error, and how it changes or goes. */
export interface ListedText {
  key: string | number;
  label: string;
  value: Localised;
  error: string | undefined;
  onChange: (next: Localised) => void;
  /** Absent where the text may not be taken out (the last host). */
  onRemove?: (() => void) | undefined;
  removeLabel: string;
}

/**
 * A list of short texts in the wedding's languages (the hosts, the meals), each with a button to take it out; one
 * to add.
 */
export function TextList({
  legend,
  empty,
  items,
  addLabel,
  onAdd,
}: {
  legend: string;
  /** Said when the list is empty; nothing is said without it. */
  empty?: ReactNode;
  items: readonly ListedText[];
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <fieldset className="field content-editor__list">
      <legend>{legend}</legend>
      {items.length === 0 && empty ? <p>{empty}</p> : null}
      {items.map((item) => (
        <div key={item.key} className="content-editor__row">
          <LocalTextField
            label={item.label}
            value={item.value}
            maxLength={SHORT_TEXT}
            error={item.error}
            onChange={item.onChange}
          />
          {item.onRemove ? <OutlineButton onClick={item.onRemove}>{item.removeLabel}</OutlineButton> : null}
        </div>
      ))}
      <OutlineButton onClick={onAdd}>{addLabel}</OutlineButton>
    </fieldset>
  );
}
