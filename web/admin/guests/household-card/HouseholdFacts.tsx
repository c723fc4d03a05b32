import type { Household } from '../../../../shared/guests/schemas';
import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';
import { phoneToFix } from '../household-filter';
import { useLanguages } from '../household-form/use-languages';

/** Who the household is, what it is invited to, how it is reached, when its link went, and the couple's notes. */
export function HouseholdFacts({
  household,
  words,
  titleOf,
}: {
  household: Household;
  words: GuestWords;
  titleOf: (eventId: string) => string;
}) {
  const { nameOf, when } = useLanguages();
  const channels: Readonly<Record<string, string>> = words.channels;
  return (
    <>
      <p className="household-card__members">
        {household.members.map((m) => (m.child ? fill(words.child, { name: m.name }) : m.name)).join(', ')}
        {household.plusOnes > 0
          ? household.plusOnes === 1
            ? words.extraGuest
            : fill(words.extraGuests, { count: household.plusOnes })
          : ''}
      </p>
      <p className="household-card__events">
        {household.events.length > 0 ? household.events.map(titleOf).join(' · ') : words.invitedToNothing}
      </p>
      <p className="household-card__details">
        {[
          household.side === 'both' ? null : household.side === 'bride' ? words.brideSide : words.groomSide,
          ...household.groups,
          household.phone,
          household.email,
          nameOf(household.language),
        ]
          .filter(Boolean)
          .join(' · ')}
        {household.lastAnswerAt ? fill(words.answeredAt, { at: when(household.lastAnswerAt) }) : ''}
      </p>
      {phoneToFix(household) ? (
        <p className="household-card__warning">{fill(words.phoneNotUnderstood, { phone: household.phone ?? '' })}</p>
      ) : null}
      {household.sentAt ? (
        <p className="household-card__details">
          {fill(words.sentAt, { at: when(household.sentAt) })}
          {household.sentBy ? fill(words.sentBy, { channel: channels[household.sentBy] ?? household.sentBy }) : ''}
          {household.remindedAt ? fill(words.remindedAt, { at: when(household.remindedAt) }) : ''}
        </p>
      ) : null}
      {household.notes ? <p className="household-card__notes">{household.notes}</p> : null}
    </>
  );
}
