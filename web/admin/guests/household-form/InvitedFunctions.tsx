import type { WeddingEvent } from '../../../../shared/site/events';
import type { HouseholdPart } from './household-part';

/** The functions the household is invited to, a box each; a private one says so. */
export function InvitedFunctions({
  words,
  events,
  value: invited,
  onChange,
}: HouseholdPart<ReadonlySet<string>> & { events: readonly WeddingEvent[] }) {
  const toggle = (eventId: string, on: boolean) => {
    const next = new Set(invited);
    if (on) next.add(eventId);
    else next.delete(eventId);
    onChange(next);
  };
  return (
    <fieldset>
      <legend>{words.invitedTo}</legend>
      {events.map((event) => (
        <label key={event.id} className="household-form__check">
          <input type="checkbox" checked={invited.has(event.id)} onChange={(e) => toggle(event.id, e.target.checked)} />
          {event.title}
          {event.private ? words.private : ''}
        </label>
      ))}
    </fieldset>
  );
}
