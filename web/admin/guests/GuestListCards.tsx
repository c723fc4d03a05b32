import type { GuestListSummary } from '../../../shared/guests/guest-list-summary';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';

/** The guest list's own cards: people, each counted once, never mixed with the open form's answers. */
export function GuestListCards({ summary }: { summary: GuestListSummary }) {
  const words = guestWords(useAdminLanguage().language);
  const cards = [
    [
      words.householdsAnswered,
      fill(words.householdsAnsweredValue, { answered: summary.householdsAnswered, households: summary.households }),
      words.householdsAnsweredText,
    ],
    [
      words.coming,
      summary.coming,
      summary.childrenComing ? fill(words.comingChildren, { children: summary.childrenComing }) : words.comingText,
    ],
    [words.notComing, summary.notComing, words.notComingText],
    [words.noAnswerYet, summary.noAnswer, words.noAnswerYetText],
  ] as const;
  return (
    <ul className="summary-cards summary-cards--guest-list" aria-label={words.summary}>
      {cards.map(([label, value, counts]) => (
        <li key={label} className="admin-card summary-card">
          <span className="summary-card__label">{label}</span>
          <span className="summary-card__value">{value}</span>
          <span className="summary-card__counts">{counts}</span>
        </li>
      ))}
    </ul>
  );
}
