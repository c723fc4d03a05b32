import { useRef } from 'react';
import { type ContentWords, contentWords, counted } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import {
  daysBetween,
  daysOutside,
  functionCount,
  movedBy,
  withDaysMoved,
  withWeddingMoved,
} from '../../../shared/site/move-days';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { BilingualField, type Localised } from './BilingualField';
import { isEmpty, type SectionProps, SHORT_TEXT } from './draft';

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

/** The couple's names, the city and the days, the line under the itinerary's title, and who invites. */
export function CoupleSection({ site, set, errorAt }: SectionProps) {
  const words = contentWords(useAdminLanguage().language);
  const dateWhenFocused = useRef('');
  return (
    <section className="content-editor__group" aria-labelledby="content-couple">
      <h2 id="content-couple">{words.couple}</h2>
      <BilingualField
        label={words.firstName}
        value={site.couple.first as Localised}
        maxLength={SHORT_TEXT}
        error={errorAt('couple.first')}
        onChange={(next) =>
          set((d) => {
            d.couple.first = next as SiteFile['couple']['first'];
          })
        }
      />
      <BilingualField
        label={words.secondName}
        value={site.couple.second as Localised}
        maxLength={SHORT_TEXT}
        error={errorAt('couple.second')}
        onChange={(next) =>
          set((d) => {
            d.couple.second = next as SiteFile['couple']['second'];
          })
        }
      />
      <BilingualField
        label={words.city}
        value={site.city as Localised}
        maxLength={SHORT_TEXT}
        error={errorAt('city')}
        onChange={(next) =>
          set((d) => {
            d.city = next as SiteFile['city'];
          })
        }
      />
      <div className="content-editor__dates">
        {(['startDate', 'endDate'] as const).map((field) => (
          <div key={field} className="field">
            <label htmlFor={`content-${field}`}>{field === 'startDate' ? words.firstDay : words.lastDay}</label>
            <input
              id={`content-${field}`}
              type="date"
              value={site[field]}
              aria-invalid={errorAt(field) ? true : undefined}
              onFocus={() => {
                dateWhenFocused.current = site[field];
              }}
              onChange={(e) =>
                set((d) => {
                  d[field] = e.target.value;
                })
              }
              onBlur={(e) => {
                const shift = daysBetween(dateWhenFocused.current, e.target.value);
                const from = dateWhenFocused.current;
                if (shift && askToMove(site, field, from, shift, words)) {
                  set((d) => {
                    const before = { ...d, [field]: from };
                    // The other day moves too only if the days sat inside the wedding before this change: after a
                    // "no" to the first question, the day changed then is not moved a second time.
                    const moved =
                      daysOutside(before, before.startDate, before.endDate).length === 0
                        ? withWeddingMoved(before, shift)
                        : { ...withDaysMoved(before, shift), [field]: movedBy(from, shift) };
                    Object.assign(d, moved);
                  });
                }
              }}
            />
            {errorAt(field) ? <p className="field__error">{errorAt(field)}</p> : null}
          </div>
        ))}
      </div>
      <BilingualField
        label={words.tagline}
        value={(site.tagline ?? '') as Localised}
        maxLength={300}
        multiline
        error={errorAt('tagline')}
        onChange={(next) =>
          set((d) => {
            if (isEmpty(next)) delete d.tagline;
            else d.tagline = next as NonNullable<SiteFile['tagline']>;
          })
        }
      />
      <div className="field">
        <label htmlFor="content-theme">{words.theme}</label>
        <select
          id="content-theme"
          value={site.theme ?? 'maroon'}
          onChange={(e) =>
            set((d) => {
              // Kept even for the default: the couple has chosen it (the first-run checklist counts the look done).
              d.theme = e.target.value as NonNullable<SiteFile['theme']>;
            })
          }
        >
          <option value="maroon">{words.maroon}</option>
          <option value="marigold">{words.marigold}</option>
          <option value="pastel">{words.pastel}</option>
        </select>
      </div>
      <fieldset className="field content-editor__list">
        <legend>{words.hosts}</legend>
        {site.hosts.map((host, h) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hosts have no id; the list is edited in place
          <div key={h} className="content-editor__row">
            <BilingualField
              label={fill(words.host, { number: h + 1 })}
              value={host as Localised}
              maxLength={SHORT_TEXT}
              error={errorAt(`hosts[${h}]`)}
              onChange={(next) =>
                set((d) => {
                  d.hosts[h] = next as SiteFile['hosts'][number];
                })
              }
            />
            {site.hosts.length > 1 ? (
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() =>
                  set((d) => {
                    d.hosts.splice(h, 1);
                  })
                }
              >
                {fill(words.removeHost, { number: h + 1 })}
              </button>
            ) : null}
          </div>
        ))}
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() =>
            set((d) => {
              d.hosts.push({ en: '' } as unknown as SiteFile['hosts'][number]);
            })
          }
        >
          {words.addHost}
        </button>
      </fieldset>
      <BilingualField
        label={words.portraitAlt}
        value={(site.portraitAlt ?? '') as Localised}
        maxLength={SHORT_TEXT}
        error={errorAt('portraitAlt')}
        onChange={(next) =>
          set((d) => {
            if (isEmpty(next)) delete d.portraitAlt;
            else d.portraitAlt = next as NonNullable<SiteFile['portraitAlt']>;
          })
        }
      />
    </section>
  );
}
