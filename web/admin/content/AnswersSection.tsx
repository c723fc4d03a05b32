import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { BilingualField, type Localised } from './BilingualField';
import { EVENT_TIME, englishOf, isEmpty, type SectionProps, SHORT_TEXT } from './draft';

type Rsvp = NonNullable<SiteFile['rsvp']>;
type Meal = NonNullable<Rsvp['meals']>[number];

/** A meal as the editor shows it: its name in each language, under the id its answers are stored by. */
const asNamed = (meal: Meal): { id: string; name: Localised } =>
  typeof meal === 'string' ? { id: meal, name: meal } : (meal as { id: string; name: Localised });

/** Who may answer and how: the deadline, the contact, the open form or links only, the meals, the languages. */
export function AnswersSection({ site, set, errorAt }: SectionProps) {
  const words = contentWords(useAdminLanguage().language);
  const rsvp: Rsvp = site.rsvp ?? {};
  const setRsvp = (change: (draft: Rsvp) => void) =>
    set((d) => {
      const next: Rsvp = { ...(d.rsvp ?? {}) };
      change(next);
      d.rsvp = next;
    });
  const meals = (rsvp.meals ?? []).map(asNamed);
  const languages = site.languages ?? ['en', 'hi'];
  const publicEvents = site.days.flatMap((day) => day.events).filter((event) => !event.private && event.id);

  return (
    <section className="content-editor__group" aria-labelledby="content-rsvp">
      <h2 id="content-rsvp">{words.answers}</h2>
      <BilingualField
        label={words.answerBy}
        value={site.rsvpDeadline as Localised}
        maxLength={EVENT_TIME}
        error={errorAt('rsvpDeadline')}
        onChange={(next) =>
          set((d) => {
            d.rsvpDeadline = next as SiteFile['rsvpDeadline'];
          })
        }
      />
      <BilingualField
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
      <div className="field">
        <label htmlFor="content-mode">{words.mode}</label>
        <select
          id="content-mode"
          value={rsvp.mode ?? 'open'}
          onChange={(e) =>
            setRsvp((r) => {
              r.mode = e.target.value as Rsvp['mode'];
            })
          }
        >
          <option value="open">{words.modeOpen}</option>
          <option value="invite-only">{words.modeInviteOnly}</option>
        </select>
      </div>
      {(rsvp.mode ?? 'open') === 'open' ? (
        <div className="field">
          <label htmlFor="content-open-counts">{words.openCountsFor}</label>
          <select
            id="content-open-counts"
            value={rsvp.openAnswersCountFor ?? 'public'}
            aria-invalid={errorAt('rsvp.openAnswersCountFor') ? true : undefined}
            onChange={(e) =>
              setRsvp((r) => {
                if (e.target.value === 'public') delete r.openAnswersCountFor;
                else r.openAnswersCountFor = e.target.value;
              })
            }
          >
            <option value="public">{words.everyPublicFunction}</option>
            {publicEvents.map((event) => (
              <option key={event.id} value={event.id}>
                {fill(words.onlyFunction, { title: englishOf(event.title as Localised) })}
              </option>
            ))}
          </select>
          {errorAt('rsvp.openAnswersCountFor') ? (
            <p className="field__error">{errorAt('rsvp.openAnswersCountFor')}</p>
          ) : null}
        </div>
      ) : null}
      <label className="household-form__check">
        <input
          type="checkbox"
          checked={rsvp.askSongRequest === true}
          onChange={(e) =>
            setRsvp((r) => {
              if (e.target.checked) r.askSongRequest = true;
              else delete r.askSongRequest;
            })
          }
        />
        {words.askSong}
      </label>
      <label className="household-form__check">
        <input
          type="checkbox"
          checked={rsvp.askTravel === true}
          onChange={(e) =>
            setRsvp((r) => {
              if (e.target.checked) r.askTravel = true;
              else delete r.askTravel;
            })
          }
        />
        {words.askTravel}
      </label>

      <fieldset className="field content-editor__list">
        <legend>{words.meals}</legend>
        {meals.length === 0 ? <p>{words.noMeals}</p> : null}
        {meals.map((meal, m) => (
          <div key={meal.id || `new-${m}`} className="content-editor__row">
            <BilingualField
              label={fill(words.meal, { number: m + 1 })}
              value={meal.name}
              maxLength={SHORT_TEXT}
              error={errorAt(`rsvp.meals[${m}]`)}
              onChange={(next) =>
                setRsvp((r) => {
                  const list = [...(r.meals ?? [])];
                  // The id stays what answers were stored under; a new meal gets its English name as its id when
                  // saved (withMealIds), not the first letter typed.
                  list[m] = { id: meal.id, name: next } as Meal;
                  r.meals = list;
                })
              }
            />
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => {
                if (meal.id && !window.confirm(fill(words.stopMeal, { meal: englishOf(meal.name), id: meal.id })))
                  return;
                setRsvp((r) => {
                  const list = [...(r.meals ?? [])];
                  list.splice(m, 1);
                  if (list.length > 0) r.meals = list;
                  else delete r.meals;
                });
              }}
            >
              {fill(words.removeMeal, { number: m + 1 })}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() =>
            setRsvp((r) => {
              r.meals = [...(r.meals ?? []), { id: '', name: { en: '' } } as unknown as Meal];
            })
          }
        >
          {words.addMeal}
        </button>
      </fieldset>

      <fieldset className="field">
        <legend>{words.languages}</legend>
        {(
          [
            ['en', words.english],
            ['hi', words.hindiNamed],
          ] as const
        ).map(([code, name]) => (
          <label key={code} className="household-form__check">
            <input
              type="checkbox"
              checked={languages.includes(code)}
              disabled={languages.length === 1 && languages.includes(code)}
              onChange={(e) =>
                set((d) => {
                  const next = e.target.checked
                    ? (['en', 'hi'] as const).filter((l) => l === code || languages.includes(l))
                    : languages.filter((l) => l !== code);
                  if (next.length === 2) delete d.languages;
                  else d.languages = [...next];
                  if (d.defaultLanguage && !next.includes(d.defaultLanguage)) delete d.defaultLanguage;
                })
              }
            />
            {name}
          </label>
        ))}
        {languages.length === 2 ? (
          <div className="field">
            <label htmlFor="content-default-language">{words.defaultLanguage}</label>
            <select
              id="content-default-language"
              value={site.defaultLanguage ?? 'en'}
              onChange={(e) =>
                set((d) => {
                  if (e.target.value === 'en') delete d.defaultLanguage;
                  else d.defaultLanguage = 'hi';
                })
              }
            >
              <option value="en">{words.english}</option>
              <option value="hi">{words.hindiNamed}</option>
            </select>
          </div>
        ) : null}
      </fieldset>
    </section>
  );
}
