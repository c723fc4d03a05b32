import { lazy, Suspense } from 'react';
import type { Household } from '../../../../shared/guests/schemas';
import { guestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';
import type { Site } from '../../../../shared/site/schema';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { householdView } from '../household-view';
import type { GuestListData } from '../useGuestList';

// Recording an answer for a household is a rare errand: its form (the household page's own) comes when it is asked
// for, not with the room.
const PersonalRsvp = lazy(() =>
  import('../../../invitation/PersonalRsvp').then((module) => ({ default: module.PersonalRsvp })),
);

/** The household's own answer form, for an answer the couple was given by phone or in person. */
export function RecordAnswer({
  site,
  household,
  list,
  onDone,
}: {
  site: Site;
  household: Household;
  list: GuestListData;
  onDone: () => void;
}) {
  const { language, texts } = useAdminLanguage();
  const words = guestWords(language);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> is for a form's controls; this holds a whole form
    <div aria-label={fill(words.recordGroup, { name: household.name })} role="group">
      <h3 className="household-form__title">{fill(words.recordTitle, { name: household.name })}</h3>
      <Suspense fallback={<p role="status">{texts.loading}</p>}>
        <PersonalRsvp
          site={site}
          token={household.token}
          view={householdView(household, list.events, list.meals)}
          byCouple={{
            send: (input) => apiJson('PUT', `/api/admin/households/${household.id}/response`, input),
            onDone,
          }}
        />
      </Suspense>
    </div>
  );
}
