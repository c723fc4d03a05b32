import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';
import { OutlineButton } from '../form/fields';
import { LONG_TEXT, type SectionProps, SHORT_TEXT, type SiteVenue } from './draft';
import { IconSelect } from './IconSelect';
import { type Localised, LocalTextField } from './LocalTextField';
import { useShownText } from './wedding-languages';

/** A venue's texts, each in the wedding's languages, with the most the site takes of each. */
const TEXTS = [
  ['name', SHORT_TEXT],
  ['address', SHORT_TEXT],
  ['description', LONG_TEXT],
] as const;

/**
 * One venue: its name, address (what the map link searches for), description and icon. A venue a function is held at,
 * or the last one, cannot be taken out; the note says why.
 */
export function VenueFields({ site, set, errorAt, v }: SectionProps & { v: number }) {
  const words = contentWords(useAdminLanguage().language);
  const shown = useShownText();
  const venue = site.venues[v];
  if (!venue) return null;
  const at = `venues[${v}]`;
  const name = shown(venue.name);
  const uses = site.days.flatMap((day) => day.events).filter((event) => event.venue === venue.id).length;
  const setVenue = (change: (target: SiteVenue) => void) =>
    set((draft) => {
      const target = draft.venues[v];
      if (target) change(target);
    });
  return (
    <fieldset className="content-editor__function">
      <legend>{name || words.newVenue}</legend>
      {TEXTS.map(([field, maxLength]) => (
        <LocalTextField
          key={field}
          label={words[field]}
          value={venue[field] as Localised}
          maxLength={maxLength}
          multiline={field === 'description'}
          error={errorAt(`${at}.${field}`)}
          onChange={(next) =>
            setVenue((target) => {
              target[field] = next as SiteVenue['name'];
            })
          }
        />
      ))}
      <IconSelect
        id={`content-venue-${v}-icon`}
        value={venue.icon}
        onChange={(icon) =>
          setVenue((target) => {
            target.icon = icon;
          })
        }
      />
      {errorAt(`${at}.id`) ? <p className="field__error">{errorAt(`${at}.id`)}</p> : null}
      {uses > 0 || site.venues.length === 1 ? (
        <p className="content-editor__note">
          {uses > 0 ? (uses === 1 ? words.heldHereOne : fill(words.heldHereMany, { count: uses })) : words.lastVenue}
        </p>
      ) : (
        <OutlineButton
          onClick={() =>
            set((draft) => {
              draft.venues.splice(v, 1);
            })
          }
        >
          {fill(words.takeOut, { title: name || words.thisVenue })}
        </OutlineButton>
      )}
    </fieldset>
  );
}
