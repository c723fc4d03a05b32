import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';
import { CheckField } from '../form/CheckField';
import { SelectField } from '../form/fields';
import { LanguagesChoice } from './answers-section/LanguagesChoice';
import { MealsList } from './answers-section/MealsList';
import { type Rsvp, rsvpChanger } from './answers-section/rsvp-draft';
import { EVENT_TIME, isEmpty, type SectionProps, SHORT_TEXT } from './draft';
import { type Localised, LocalTextField } from './LocalTextField';
import { SiteText } from './SiteText';
import { useShownText } from './wedding-languages';

/** The questions a household may be asked beside its answer, each ticked on or left out of site.json. */
const ASKED = ['askSongRequest', 'askTravel'] as const;

/** Who may answer and how: the deadline, the contact, the open form or links only, the meals, the languages. */
export function AnswersSection(section: SectionProps) {
  const { site, errorAt } = section;
  const words = contentWords(useAdminLanguage().language);
  const shown = useShownText();
  const rsvp: Rsvp = site.rsvp ?? {};
  const setRsvp = rsvpChanger(section.set);
  const publicEvents = site.days.flatMap((day) => day.events).filter((event) => !event.private && event.id);

  return (
    <section className="content-editor__group" aria-labelledby="content-rsvp">
      <h2 id="content-rsvp">{words.answers}</h2>
      <SiteText field="rsvpDeadline" label={words.answerBy} maxLength={EVENT_TIME} {...section} />
      <LocalTextField
        label={words.contact}
        value={(rsvp.contact ?? '') as Localised}
        maxLength={SHORT_TEXT}
        error={errorAt('rsvp.contact')}
        onChange={(next) =>
          setRsvp((r) => {
            if (isEmpty(next)) delete r.contact;
            else r.contact = next as Rsvp['contact'];
          })
        }
      />
      <SelectField
        id="content-mode"
        label={words.mode}
        value={rsvp.mode ?? 'open'}
        choices={[
          { value: 'open', label: words.modeOpen },
          { value: 'invite-only', label: words.modeInviteOnly },
        ]}
        onValue={(mode) =>
          setRsvp((r) => {
            r.mode = mode;
          })
        }
      />
      {(rsvp.mode ?? 'open') === 'open' ? (
        <SelectField
          id="content-open-counts"
          label={words.openCountsFor}
          value={rsvp.openAnswersCountFor ?? 'public'}
          error={errorAt('rsvp.openAnswersCountFor')}
          choices={[
            { value: 'public', label: words.everyPublicFunction },
            ...publicEvents.map((event) => ({
              value: event.id ?? '',
              label: fill(words.onlyFunction, { title: shown(event.title) }),
            })),
          ]}
          onValue={(chosen) =>
            setRsvp((r) => {
              if (chosen === 'public') delete r.openAnswersCountFor;
              else r.openAnswersCountFor = chosen;
            })
          }
        />
      ) : null}
      {ASKED.map((question) => (
        <CheckField
          key={question}
          label={question === 'askSongRequest' ? words.askSong : words.askTravel}
          checked={rsvp[question] === true}
          onTick={(ticked) =>
            setRsvp((r) => {
              if (ticked) r[question] = true;
              else delete r[question];
            })
          }
        />
      ))}
      <MealsList {...section} />
      <LanguagesChoice {...section} />
    </section>
  );
}
