import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { SelectField } from '../form/fields';
import { WeddingDates } from './couple-section/WeddingDates';
import { type SectionProps, SHORT_TEXT } from './draft';
import { type Localised, LocalTextField } from './LocalTextField';
import { SiteText } from './SiteText';
import { TextList } from './TextList';

type Host = SiteFile['hosts'][number];

/** The couple's names, the city and the days, the line under the itinerary's title, and who invites. */
export function CoupleSection(section: SectionProps) {
  const { site, set, errorAt } = section;
  const words = contentWords(useAdminLanguage().language);
  return (
    <section className="content-editor__group" aria-labelledby="content-couple">
      <h2 id="content-couple">{words.couple}</h2>
      {(['first', 'second'] as const).map((name) => (
        <LocalTextField
          key={name}
          label={name === 'first' ? words.firstName : words.secondName}
          value={site.couple[name] as Localised}
          maxLength={SHORT_TEXT}
          error={errorAt(`couple.${name}`)}
          onChange={(next) =>
            set((d) => {
              d.couple[name] = next as SiteFile['couple'][typeof name];
            })
          }
        />
      ))}
      <SiteText field="city" label={words.city} maxLength={SHORT_TEXT} {...section} />
      <WeddingDates {...section} />
      <SiteText field="tagline" label={words.tagline} maxLength={300} multiline {...section} />
      <SelectField
        id="content-theme"
        label={words.theme}
        value={site.theme ?? 'maroon'}
        choices={(['maroon', 'marigold', 'pastel'] as const).map((theme) => ({ value: theme, label: words[theme] }))}
        onValue={(theme) =>
          set((d) => {
            // Kept even for the default: the couple has chosen it (the first-run checklist counts the look done).
            d.theme = theme;
          })
        }
      />
      <TextList
        legend={words.hosts}
        items={site.hosts.map((host, h) => ({
          key: h,
          label: fill(words.host, { number: h + 1 }),
          value: host as Localised,
          error: errorAt(`hosts[${h}]`),
          onChange: (next) =>
            set((d) => {
              d.hosts[h] = next as Host;
            }),
          onRemove:
            site.hosts.length > 1
              ? () =>
                  set((d) => {
                    d.hosts.splice(h, 1);
                  })
              : undefined,
          removeLabel: fill(words.removeHost, { number: h + 1 }),
        }))}
        addLabel={words.addHost}
        onAdd={() =>
          set((d) => {
            d.hosts.push('');
          })
        }
      />
      <SiteText field="portraitAlt" label={words.portraitAlt} maxLength={SHORT_TEXT} {...section} />
    </section>
  );
}
