import type { StoredResponse } from '../../../../shared/guests/schemas';
import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';
import { byWhom, useMe } from '../../me';

/** The household's answer, folded: each person's yes or no to each function, their meal and needs, and who gave it. */
export function TheirAnswer({
  response,
  words,
  titleOf,
}: {
  response: StoredResponse;
  words: GuestWords;
  titleOf: (eventId: string) => string;
}) {
  const me = useMe();
  return (
    <details className="household-card__answer">
      <summary>{words.theirAnswer}</summary>
      <ul>
        {response.people.map((person) => (
          <li key={`${person.memberId ?? 'guest'}-${person.name}`}>
            <strong>{person.name}</strong>
            {person.plusOne ? words.extraGuest2 : ''}:{' '}
            {Object.entries(person.events)
              .map(([id, yes]) => `${titleOf(id)} ${yes ? words.yes : words.no}`)
              .join(', ')}
            {person.meal ? ` · ${person.meal}` : ''}
            {person.dietaryRestrictions ? ` · ${person.dietaryRestrictions}` : ''}
          </li>
        ))}
      </ul>
      {response.message ? <p>“{response.message}”</p> : null}
      <p className="household-card__by">
        {response.answeredBy === 'couple'
          ? fill(words.recordedBy, {
              who: response.recordedBy ? byWhom(response.recordedBy, me, words.you) : words.you,
            })
          : words.throughLink}
      </p>
    </details>
  );
}
