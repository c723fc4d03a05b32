// The answers' settings in the content editor's draft (site.json's `rsvp`), which the section's parts change.
import type { SiteFile } from '../../../../shared/site/schema';
import type { SectionProps } from '../draft';

export type Rsvp = NonNullable<SiteFile['rsvp']>;

/** Changes a copy of the answers' settings, made when the draft had none. */
export const rsvpChanger =
  (set: SectionProps['set']) =>
  (change: (draft: Rsvp) => void): void =>
    set((d) => {
      const next: Rsvp = { ...(d.rsvp ?? {}) };
      change(next);
      d.rsvp = next;
    });
