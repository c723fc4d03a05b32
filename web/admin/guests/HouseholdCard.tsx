import type { ReactNode } from 'react';
import type { Household } from '../../../shared/guests/schemas';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import type { WeddingEvent } from '../../../shared/site/events';
import { useAdminLanguage } from '../admin-language';
import { CardActions, type HouseholdActions } from './household-card/CardActions';
import { HouseholdFacts } from './household-card/HouseholdFacts';
import { QrLinks } from './household-card/QrLinks';
import { TheirAnswer } from './household-card/TheirAnswer';

/** One household: who, invited to what, whether they answered; and what the couple can do with it. */
export function HouseholdCard({
  household,
  events,
  sending,
  ...actions
}: HouseholdActions & {
  household: Household;
  events: ReadonlyMap<string, WeddingEvent>;
  /** The household's message and the ways to send it, while `onSend` has them open. */
  sending: ReactNode;
}) {
  const words = guestWords(useAdminLanguage().language);
  const titleOf = (id: string) => {
    const event = events.get(id);
    if (!event) return fill(words.notInItinerary, { id });
    return event.private ? fill(words.privateTitle, { title: event.title }) : event.title;
  };
  return (
    <li className="household-card">
      <div className="household-card__head">
        <h3>{household.name}</h3>
        <span className={`badge badge--${household.status}`}>{words.statuses[household.status]}</span>
      </div>
      <HouseholdFacts household={household} words={words} titleOf={titleOf} />
      {household.response ? <TheirAnswer response={household.response} words={words} titleOf={titleOf} /> : null}
      <CardActions {...actions} words={words} sending={sending !== null} travelling={household.travelling} />
      <QrLinks household={household} words={words} />
      {sending}
    </li>
  );
}
