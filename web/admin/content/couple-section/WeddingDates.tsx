import { useRef } from 'react';
import { type ContentWords, contentWords, counted } from '../../../../shared/i18n/admin-content';
import { fill } from '../../../../shared/i18n/fill';
import {
  daysBetween,
  daysOutside,
  functionCount,
  movedBy,
  withDaysMoved,
  withWeddingMoved,
} from '../../../../shared/site/move-days';
import type { SiteFile } from '../../../../shared/site/schema';
import { useAdminLanguage } from '../../admin-language';
import { InputField } from '../../form/fields';
import type { SectionProps } from '../draft';

/**
 * A first or last day moved so that some days lie outside the wedding: the couple is asked once whether the whole
 * wedding moves with it. Moving the first day earlier or the last day later, to make room for a day, asks nothing.
 */
function askToMove(site: SiteFile, field: 'startDate' | 'endDate', from: string, shift: number, words: ContentWords) {
  const span = { startDate: site.startDate, endDate: site.endDate, [field]: movedBy(from, shift) };
  if (daysOutside(site, span.startDate, span.endDate).length === 0) return false;
  return window.confirm(
    fill(words.moveWedding, {
      shift: counted(shift > 0 ? words.later : words.earlier, Math.abs(shift)),
      days: counted(words.dayCount, site.days.length),
      functions: counted(words.functionCount, functionCount(site)),
    }),
  );
}

/** The wedding's first and last days; a day moved past its days offers to move the whole wedding with it. */
export function WeddingDates({ site, set, errorAt }: SectionProps) {
  const words = contentWords(useAdminLanguage().language);
  const dateWhenFocused = useRef('');
  const moved = (field: 'startDate' | 'endDate', to: string) => {
    const shift = daysBetween(dateWhenFocused.current, to);
    const from = dateWhenFocused.current;
    if (!shift || !askToMove(site, field, from, shift, words)) return;
    set((d) => {
      const before = { ...d, [field]: from };
      // The other day moves too only if the days sat inside the wedding before this change: after a "no" to the first
      // question, the day changed then is not moved a second time.
      const moved =
        daysOutside(before, before.startDate, before.endDate).length === 0
          ? withWeddingMoved(before, shift)
          : { ...withDaysMoved(before, shift), [field]: movedBy(from, shift) };
      Object.assign(d, moved);
    });
  };
  return (
    <div className="content-editor__dates">
      {(['startDate', 'endDate'] as const).map((field) => (
        <InputField
          key={field}
          id={`content-${field}`}
          label={field === 'startDate' ? words.firstDay : words.lastDay}
          type="date"
          value={site[field]}
          error={errorAt(field)}
          onFocus={() => {
            dateWhenFocused.current = site[field];
          }}
          onValue={(typed) =>
            set((d) => {
              d[field] = typed;
            })
          }
          onBlur={(event) => moved(field, event.target.value)}
        />
      ))}
    </div>
  );
}
