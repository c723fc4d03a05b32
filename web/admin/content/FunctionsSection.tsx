import { contentWords, counted } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { OutlineButton } from '../form/fields';
import type { SectionProps, SiteEvent } from './draft';
import { DayDateField } from './functions/DayDateField';
import { FunctionFields } from './functions/FunctionFields';
import { privacyNote } from './functions/privacy-note';
import { useReach } from './functions/use-reach';
import { useShownText } from './wedding-languages';

const newFunction = (venue: string): SiteEvent => ({
  title: '',
  time: '',
  description: '',
  venue,
  icon: 'party-popper',
});

/**
 * The days and their functions: each one's title, time (entered once as a start and end), venue, description, icon
 * and privacy, every text in each of the wedding's languages. A function taken out that households are invited to,
 * or that has answers, is retired (kept, unshown) once the couple has said so; nothing anyone answered is lost.
 */
export function FunctionsSection({ site, saved, set, errorAt }: SectionProps & { saved: SiteFile }) {
  const reach = useReach();
  const { language } = useAdminLanguage();
  const words = contentWords(language);
  const shown = useShownText();
  const savedEvents = new Map(
    saved.days.flatMap((day) => day.events).flatMap((event) => (event.id ? [[event.id, event] as const] : [])),
  );
  const remove = (d: number, e: number, event: SiteEvent) => {
    const title = shown(event.title) || words.thisFunction;
    const { households, answered } = reach(event.id);
    const lastOfDay = site.days[d]?.events.length === 1;
    const question =
      households > 0 || answered > 0
        ? fill(words.takeOutAnswered, {
            title,
            households: counted(words.householdsInvited, households),
            people: counted(words.peopleAnswered, answered),
          })
        : fill(words.takeOutUnanswered, { title });
    if (!window.confirm(lastOfDay ? fill(words.lastOfDay, { question }) : question)) return;
    set((draft) => {
      const day = draft.days[d];
      if (!day) return;
      day.events.splice(e, 1);
      if (day.events.length === 0) draft.days.splice(d, 1);
      if (event.id && (households > 0 || answered > 0)) {
        draft.retiredEvents = [...new Set([...(draft.retiredEvents ?? []), event.id])];
      }
    });
  };

  return (
    <section className="content-editor__group" aria-labelledby="content-functions">
      <h2 id="content-functions">{words.functions}</h2>
      {site.days.map((day, d) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: days have no id; they are edited in place
        <div key={d} className="content-editor__day-group">
          <DayDateField d={d} date={day.date} set={set} errorAt={errorAt} />
          {day.events.map((event, e) => (
            <FunctionFields
              // biome-ignore lint/suspicious/noArrayIndexKey: a new function has no id before it is saved
              key={`${d}-${e}`}
              site={site}
              set={set}
              errorAt={errorAt}
              d={d}
              e={e}
              date={day.date}
              note={privacyNote(
                event,
                event.id ? savedEvents.get(event.id) : undefined,
                reach(event.id).households,
                words,
              )}
              onTakeOut={() => remove(d, e, event)}
            />
          ))}
          <OutlineButton
            onClick={() =>
              set((draft) => {
                draft.days[d]?.events.push(newFunction(draft.venues[0]?.id ?? ''));
              })
            }
          >
            {fill(words.addFunction, { number: d + 1 })}
          </OutlineButton>
        </div>
      ))}
      <OutlineButton
        onClick={() =>
          set((draft) => {
            const last = draft.days.at(-1)?.date ?? draft.endDate;
            const next = new Date(`${last}T12:00:00Z`);
            next.setUTCDate(next.getUTCDate() + 1);
            const date = next.toISOString().slice(0, 10);
            draft.days.push({ date, events: [newFunction(draft.venues[0]?.id ?? '')] });
            // A day after the last one makes the wedding a day longer: the last day is the new one.
            if (date > draft.endDate) draft.endDate = date;
          })
        }
      >
        {words.addDay}
      </OutlineButton>
    </section>
  );
}
