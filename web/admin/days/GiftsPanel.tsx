import { useId } from 'react';
import type { Gift } from '../../../shared/day/schemas';
import { daysWords } from '../../../shared/i18n/admin-days';
import { DAY_LIMITS } from '../../../shared/limits/day';
import { useAdminLanguage } from '../admin-language';
import { useGuestListHandle } from '../guests/guest-list-context';
import { DaysList } from './DaysList';
import type { DaysChange } from './days-change';
import { GiftForm } from './gifts-panel/GiftForm';
import { GiftItem } from './gifts-panel/GiftItem';

/** The register of shagun and gifts: record one, find one, mark the thank-you and the return gift, download it. */
export function GiftsPanel({
  gifts,
  search,
  onSearch,
  change,
}: {
  gifts: readonly Gift[];
  search: string;
  onSearch: (search: string) => void;
  change: DaysChange;
}) {
  const words = daysWords(useAdminLanguage().language);
  const { state } = useGuestListHandle();
  const id = useId();
  const titles = new Map(state.status === 'ready' ? state.events.map((event) => [event.id, event.title]) : []);
  return (
    <section className="admin-card days-panel" aria-labelledby={`${id}-title`}>
      <div className="headcounts__head">
        <h2 id={`${id}-title`}>{words.gifts}</h2>
        <a className="button button--outline button--small" href="/api/admin/gifts.csv" download>
          {words.download}
        </a>
      </div>
      <p>{words.giftsIntro}</p>
      <GiftForm change={change} />
      <search className="field">
        <label htmlFor={`${id}-search`}>{words.search}</label>
        <input
          id={`${id}-search`}
          type="search"
          maxLength={DAY_LIMITS.giftSearchMaxLength}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </search>
      <DaysList
        items={gifts}
        none={words.noGifts}
        item={(gift) => (
          <GiftItem
            key={gift.id}
            gift={gift}
            title={gift.eventId ? titles.get(gift.eventId) : undefined}
            change={change}
          />
        )}
      />
    </section>
  );
}
