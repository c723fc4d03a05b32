import type { Gift } from '../../../../shared/day/schemas';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import type { DaysChange } from '../days-change';

/** A gift in the register: from whom, what and where; ticked once thanked for, and once a gift went back. */
export function GiftItem({ gift, title, change }: { gift: Gift; title: string | undefined; change: DaysChange }) {
  const words = daysWords(useAdminLanguage().language);
  return (
    <li>
      <p>
        <strong>{gift.from}</strong>
        {gift.household && gift.household !== gift.from ? ` (${gift.household})` : ''} · {words.kinds[gift.kind]}
        {gift.amount !== null ? ` · ₹${gift.amount.toLocaleString('en-IN')}` : ''}
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
