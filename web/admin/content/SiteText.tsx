import type { SiteFile } from '../../../shared/site/schema';
import { isEmpty, type SectionProps } from './draft';
import { type Localised, LocalTextField } from './LocalTextField';

/** The texts at site.json's top level that the editor shows, each under its own name. */
type TopText = 'city' | 'tagline' | 'portraitAlt' | 'rsvpDeadline';

/** Those a site can do without: left out when empty in every language, as a hand-written file would. */
const OPTIONAL: ReadonlySet<TopText> = new Set(['tagline', 'portraitAlt']);

/** One of site.json's top-level texts, in each of the wedding's languages, with the server's word on it. */
export function SiteText({
  field,
  label,
  maxLength,
  multiline,
  site,
  set,
  errorAt,
}: SectionProps & { field: TopText; label: string; maxLength: number; multiline?: boolean }) {
  return (
    <LocalTextField
      label={label}
      value={(site[field] ?? '') as Localised}
      maxLength={maxLength}
      multiline={multiline}
      error={errorAt(field)}
      onChange={(next) =>
        set((draft) => {
          const texts: Partial<Record<TopText, SiteFile[TopText]>> = draft;
          if (OPTIONAL.has(field) && isEmpty(next)) delete texts[field];
          else texts[field] = next as SiteFile[TopText];
        })
      }
    />
  );
}
