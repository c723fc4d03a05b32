import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { InputField } from '../form/fields';
import type { StayChange } from '../rooms/StayRoom';

/**
 * A form that adds a place or a room: its name first, then the fields of its own (given the form's id to extend);
 * the name is cleared once it is added, the rest kept for the next.
 */
export function AddForm({
  heading: Heading,
  title,
  nameLabel,
  nameMaxLength,
  submit,
  change,
  add,
  children,
}: {
  heading: 'h3' | 'h4';
  title: string;
  nameLabel: string;
  nameMaxLength: number;
  submit: string;
  change: StayChange;
  /** Sends what was added, under the name as typed, trimmed. */
  add: (name: string) => Promise<unknown>;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await change(() => add(name.trim()));
    if (added) setName('');
  };
  return (
    <form className="household-form stay-form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{title}</Heading>
      <div className="household-form__row">
        <InputField
          id={`${id}-name`}
          label={nameLabel}
          required
          maxLength={nameMaxLength}
          value={name}
          onValue={setName}
        />
        {children(id)}
      </div>
      <button type="submit" className="button button--small">
        {submit}
      </button>
    </form>
  );
}
