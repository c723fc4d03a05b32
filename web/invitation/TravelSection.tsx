import { useId } from 'react';
import { STAY_LIMITS } from '../../shared/limits/stay';
import type { PersonalInvitation } from '../../shared/page-data';
import type { TravelWords } from '../i18n/texts';
import { PersonJourneys } from './travel/PersonJourneys';
import { StayChoice } from './travel/StayChoice';
import { StayDecided } from './travel/StayDecided';
import { TravelSave } from './travel/TravelSave';
import { TravelWarnings } from './travel/TravelWarnings';
import { useTravelForm } from './travel/use-travel-form';

/**
 * A travelling household's journey (when the couple asks for it): where it stays, when each person arrives and
 * leaves, and how; then, once the couple has decided them, its room and who meets it. All at once for a family
 * travelling together, or person by person.
 */
export function TravelSection({
  invitation,
  words,
  dateOf,
}: {
  invitation: PersonalInvitation;
  /** The section's words, in the page's data of a household asked about its journey (PageTexts.travel). */
  words: TravelWords;
  /** A date as the page writes it ("Saturday, August 30, 2025"): given, so this chunk does not carry the writer. */
  dateOf: (isoDate: string) => string;
}) {
  const { token, view, travelReturned: returned } = invitation;
  const id = useId();
  const members = view.household.members;
  const form = useTravelForm(invitation, words);

  // The journey posted without the script after the couple stopped asking: said, since no form is left to show it.
  if (!view.travelAsked)
    return returned?.problem ? (
      <section id="journey" className="travel below-fold">
        <p className="rsvp__problem travel__card" role="alert">
          {returned.problem}
        </p>
      </section>
    ) : null;

  return (
    <section id="journey" className="travel below-fold" aria-labelledby={`${id}-title`}>
      <div className="travel__card">
        <h2 id={`${id}-title`}>{words.title}</h2>
        <StayDecided view={view} words={words} dateOf={dateOf} />
        <p className="travel__intro">{words.intro}</p>
        {/* Posted as it is where the script never runs; the page that answers opens at this section again. */}
        <form
          className="travel__form"
          method="post"
          action={`/i/${token}/travel#journey`}
          onSubmit={form.save}
          ref={form.formElement}
          data-script={form.scriptRunning ? 'running' : undefined}
        >
          <StayChoice words={words} stay={form.stay} onChange={form.setStay} />
          {members.length > 1 ? (
            <label className="choice travel__together">
              <input
                type="checkbox"
                name="together"
                checked={form.together}
                onChange={(e) => form.setTogether(e.target.checked)}
              />
              <span>{words.together}</span>
            </label>
          ) : null}
          <PersonJourneys
            id={id}
            members={members}
            together={form.together}
            words={words}
            draftFor={form.draftFor}
            change={form.change}
          />
          <div className="field">
            <label htmlFor={`${id}-needs`}>{words.needs}</label>
            <textarea
              id={`${id}-needs`}
              name="needs"
              rows={2}
              maxLength={STAY_LIMITS.travelNeedsMaxLength}
              value={form.needs}
              onChange={(e) => form.setNeeds(e.target.value)}
            />
          </div>
          <TravelWarnings
            warnings={form.warnings}
            words={words}
            nameOf={(memberId) => members.find((member) => member.id === memberId)?.name ?? ''}
            arrivalOf={(memberId) => form.draftFor(memberId).arrive.date}
            dateOf={dateOf}
          />
          <TravelSave status={form.status} words={words} />
        </form>
      </div>
    </section>
  );
}
