import type { UpdateHousehold } from '../../../../shared/day/schemas';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { fill } from '../../../../shared/i18n/fill';
import { type Language, languageFacts } from '../../../../shared/site/languages';
import { useAdminLanguage } from '../../admin-language';

const when = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(languageFacts(language).tag, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Each household an update is for: seen on its page (when), sent by the couple but not seen yet (how), or neither. */
export function ReachList({ reach }: { reach: readonly UpdateHousehold[] }) {
  const { language } = useAdminLanguage();
  const words = daysWords(language);
  return (
    <ul className="update-reach__list">
      {reach.map((household) => (
        <li key={household.id}>
          <span>{household.name}</span>{' '}
          <span className={household.seenAt ? 'update-reach__seen' : 'update-reach__unseen'}>
            {household.seenAt
              ? fill(words.seenOn, { day: when(household.seenAt, language) })
              : household.sentAt && household.channel
                ? fill(words.sentNotSeen, {
                    channel: words.channels[household.channel],
                    day: when(household.sentAt, language),
                  })
                : words.notYet}
          </span>
        </li>
      ))}
    </ul>
  );
}
