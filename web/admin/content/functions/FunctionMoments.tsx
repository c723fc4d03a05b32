import { contentWords } from '../../../../shared/i18n/admin-content';
import { useAdminLanguage } from '../../admin-language';
import { InputField } from '../../form/fields';
import { useTimeGrammars } from '../../guests/message-sites';
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
  const grammars = useTimeGrammars();
  const at = `days[${d}].events[${e}]`;
  return (
    <div className="content-editor__dates">
      {(['start', 'end'] as const).map((field) => (
        <InputField
          key={field}
          id={`content-${d}-${e}-${field}`}
          label={field === 'start' ? words.starts : words.ends}
          type="datetime-local"
          value={event[field] ?? ''}
          disabled={field === 'end' && event.start === undefined}
          error={errorAt(`${at}.${field}`)}
          onValue={(typed) =>
            set((draft) => {
              const target = draft.days[d];
              const old = target?.events[e];
              if (target && old) target.events[e] = withMoment(old, field, typed, grammars);
            })
          }
        />
      ))}
    </div>
  );
}
