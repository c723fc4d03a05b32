import { contentWords } from '../../../../shared/i18n/admin-content';
import { useAdminLanguage } from '../../admin-language';
import { type SectionProps, type SiteEvent, withMoment } from '../draft';

/** A function's start and end, entered as moments; its end waits for a start. */
export function FunctionMoments({
  d,
  e,
  event,
  set,
  errorAt,
}: Pick<SectionProps, 'set' | 'errorAt'> & { d: number; e: number; event: SiteEvent }) {
  const words = contentWords(useAdminLanguage().language);
  const at = `days[${d}].events[${e}]`;
  return (
    <div className="content-editor__dates">
      {(['start', 'end'] as const).map((field) => (
        <div key={field} className="field">
          <label htmlFor={`content-${d}-${e}-${field}`}>{field === 'start' ? words.starts : words.ends}</label>
          <input
            id={`content-${d}-${e}-${field}`}
            type="datetime-local"
            value={event[field] ?? ''}
            disabled={field === 'end' && event.start === undefined}
            aria-invalid={errorAt(`${at}.${field}`) ? true : undefined}
            onChange={(change) =>
              set((draft) => {
                const target = draft.days[d];
                const old = target?.events[e];
                if (target && old) target.events[e] = withMoment(old, field, change.target.value);
              })
            }
          />
          {errorAt(`${at}.${field}`) ? <p className="field__error">{errorAt(`${at}.${field}`)}</p> : null}
        </div>
      ))}
    </div>
  );
}
