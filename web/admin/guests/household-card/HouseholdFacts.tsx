import type { Household } from '../../../../shared/guests/schemas';
import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';
import { useAdminLanguage } from '../../admin-language';
import { phoneToFix } from '../household-filter';

/** The browser's own way for an English reader; Hindi's for a Hindi one. */
const dateTime = (iso: string, language: 'en' | 'hi') =>
  new Date(iso).toLocaleString(language === 'hi' ? 'hi-IN' : undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    // Hindi's am and pm are written in Latin letters: a 24-hour clock reads as Hindi.
    ...(language === 'hi' && { hourCycle: 'h23' as const }),
  });

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
  const { language } = useAdminLanguage();
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
          household.language === 'hi' ? words.hindi : words.english,
        ]
          .filter(Boolean)
          .join(' · ')}
        {household.lastAnswerAt ? fill(words.answeredAt, { at: dateTime(household.lastAnswerAt, language) }) : ''}
      </p>
      {phoneToFix(household) ? (
        <p className="household-card__warning">{fill(words.phoneNotUnderstood, { phone: household.phone ?? '' })}</p>
      ) : null}
      {household.sentAt ? (
        <p className="household-card__details">
          {fill(words.sentAt, { at: dateTime(household.sentAt, language) })}
          {household.sentBy ? fill(words.sentBy, { channel: channels[household.sentBy] ?? household.sentBy }) : ''}
          {household.remindedAt ? fill(words.remindedAt, { at: dateTime(household.remindedAt, language) }) : ''}
        </p>
      ) : null}
      {household.notes ? <p className="household-card__notes">{household.notes}</p> : null}
    </>
  );
}
