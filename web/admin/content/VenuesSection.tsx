import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';
import { BilingualField, type Localised } from './BilingualField';
import { englishOf, LONG_TEXT, type SectionProps, SHORT_TEXT, type SiteVenue, slugFrom } from './draft';
import { IconSelect } from './IconSelect';

/** The venues: name, address (what the map link searches for), description and icon, in both languages. */
export function VenuesSection({ site, set, errorAt }: SectionProps) {
  const words = contentWords(useAdminLanguage().language);
  const usedBy = (id: string) => site.days.flatMap((day) => day.events).filter((event) => event.venue === id).length;
  const setVenue = (v: number, change: (target: SiteVenue) => void) =>
    set((draft) => {
      const target = draft.venues[v];
      if (target) change(target);
    });
  return (
    <section className="content-editor__group" aria-labelledby="content-venues">
      <h2 id="content-venues">{words.venues}</h2>
      {site.venues.map((venue, v) => {
        const at = `venues[${v}]`;
        const name = englishOf(venue.name as Localised);
        const uses = usedBy(venue.id);
        return (
          <fieldset key={venue.id} className="content-editor__function">
            <legend>{name || words.newVenue}</legend>
            <BilingualField
              label={words.name}
              value={venue.name as Localised}
              maxLength={SHORT_TEXT}
              error={errorAt(`${at}.name`)}
              onChange={(next) =>
                setVenue(v, (target) => {
                  target.name = next as SiteVenue['name'];
                })
              }
            />
            <BilingualField
              label={words.address}
              value={venue.address as Localised}
              maxLength={SHORT_TEXT}
              error={errorAt(`${at}.address`)}
              onChange={(next) =>
                setVenue(v, (target) => {
                  target.address = next as SiteVenue['address'];
                })
              }
            />
            <BilingualField
              label={words.description}
              value={venue.description as Localised}
              maxLength={LONG_TEXT}
              multiline
              error={errorAt(`${at}.description`)}
              onChange={(next) =>
                setVenue(v, (target) => {
                  target.description = next as SiteVenue['description'];
                })
              }
            />
            <IconSelect
              id={`content-venue-${v}-icon`}
              value={venue.icon}
              onChange={(icon) =>
                setVenue(v, (target) => {
                  target.icon = icon;
                })
              }
            />
            {errorAt(`${at}.id`) ? <p className="field__error">{errorAt(`${at}.id`)}</p> : null}
            {uses > 0 || site.venues.length === 1 ? (
              <p className="content-editor__note">
                {uses > 0
                  ? uses === 1
                    ? words.heldHereOne
                    : fill(words.heldHereMany, { count: uses })
                  : words.lastVenue}
              </p>
            ) : (
              <button
                type="button"
                className="button button--outline button--small"
                onClick={() =>
                  set((draft) => {
                    draft.venues.splice(v, 1);
                  })
                }
              >
                {fill(words.takeOut, { title: name || words.thisVenue })}
              </button>
            )}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() =>
          set((draft) => {
            draft.venues.push({
              id: slugFrom(
                `venue-${draft.venues.length + 1}`,
                draft.venues.map((venue) => venue.id),
              ),
              name: { en: '' },
              address: { en: '' },
              description: { en: '' },
              icon: 'landmark',
            } as unknown as SiteVenue);
          })
        }
      >
        {words.addVenue}
      </button>
    </section>
  );
}
