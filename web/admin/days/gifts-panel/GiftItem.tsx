import type { Gift } from '../../../../shared/day/schemas';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { useGuestListHandle } from '../../guests/guest-list-context';
import type { DaysChange } from '../days-change';

/** A gift in the register: from whom, what and where; ticked once thanked for, and once a gift went back. */
export function GiftItem({ gift, title, change }: { gift: Gift; title: string | undefined; change: DaysChange }) {
  const { language } = useAdminLanguage();
  const words = daysWords(language);
  const { state } = useGuestListHandle();
  // Rupees grouped as the reader's language in India writes them (1,00,000): its tag is the guest list's (the server
  // names the languages from the registry, which this chunk does not carry).
  const tag = state.status === 'ready' ? state.languages.find((one) => one.code === language)?.timeTag : undefined;
  return (
    <li>
      <p>
        <strong>{gift.from}</strong>
        {gift.household && gift.household !== gift.from ? ` (${gift.household})` : ''} · {words.kinds[gift.kind]}
        {gift.amount !== null ? ` · ₹${gift.amount.toLocaleString(tag)}` : ''}
        {gift.description ? ` · ${gift.description}` : ''}
        {gift.eventId ? ` · ${title ?? gift.eventId}` : ''}
      </p>
      <div className="choices">
        {(['thanked', 'returned'] as const).map((mark) => (
          <label key={mark} className="choice">
            <input
              type="checkbox"
              checked={gift[mark]}
              onChange={(e) =>
                void change(
                  () => apiJson('PATCH', `/api/admin/gifts/${gift.id}`, { [mark]: e.target.checked }),
                  words[mark],
                )
              }
            />
            <span>
              {words[mark]}
              <span className="visually-hidden"> ({gift.from})</span>
            </span>
          </label>
        ))}
      </div>
    </li>
  );
}
