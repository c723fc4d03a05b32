import { useRef } from 'react';
import { contentWords } from '../../../../shared/i18n/admin-content';
import { fill } from '../../../../shared/i18n/fill';
import { withDayMoved } from '../../../../shared/site/move-days';
import { useAdminLanguage } from '../../admin-language';
import { InputField } from '../../form/fields';
import type { SectionProps } from '../draft';

/** A day's date; its functions move with it, at the same times, once the date has been typed whole. */
export function DayDateField({
  d,
  date,
  set,
  errorAt,
}: Pick<SectionProps, 'set' | 'errorAt'> & { d: number; date: string }) {
  const words = contentWords(useAdminLanguage().language);
  const dateWhenFocused = useRef('');
  return (
    <InputField
      id={`content-day-${d}`}
      label={fill(words.day, { number: d + 1 })}
      type="date"
      value={date}
      error={errorAt(`days[${d}].date`)}
      onFocus={() => {
        dateWhenFocused.current = date;
      }}
      onValue={(typed) =>
        set((draft) => {
          const target = draft.days[d];
          if (target) target.date = typed;
        })
      }
      // Its functions follow once the date is typed: a year typed digit by digit is 0002, 0020… on the way.
      onBlur={(change) => {
        const from = dateWhenFocused.current;
        const to = change.target.value;
        if (from !== to) set((draft) => Object.assign(draft, withDayMoved(draft, d, to, from)));
      }}
    />
  );
}
