import { contentWords } from '../../../shared/i18n/admin-content';
import { useAdminLanguage } from '../admin-language';
import { OutlineButton } from '../form/fields';
import { type SectionProps, slugFrom } from './draft';
import { VenueFields } from './VenueFields';

/** The venues: name, address (what the map link searches for), description and icon, in the wedding's languages. */
export function VenuesSection(section: SectionProps) {
  const words = contentWords(useAdminLanguage().language);
  return (
    <section className="content-editor__group" aria-labelledby="content-venues">
      <h2 id="content-venues">{words.venues}</h2>
      {section.site.venues.map((venue, v) => (
        <VenueFields key={venue.id} {...section} v={v} />
      ))}
      <OutlineButton
        onClick={() =>
          section.set((draft) => {
            draft.venues.push({
              id: slugFrom(
                `venue-${draft.venues.length + 1}`,
                draft.venues.map((venue) => venue.id),
              ),
              name: '',
              address: '',
              description: '',
              icon: 'landmark',
            });
          })
        }
      >
        {words.addVenue}
      </OutlineButton>
    </section>
  );
}
