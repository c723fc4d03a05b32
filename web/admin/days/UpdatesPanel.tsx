import { useId, useState } from 'react';
import type { Update } from '../../../shared/day/schemas';
import type { Household } from '../../../shared/guests/schemas';
import { daysWords } from '../../../shared/i18n/admin-days';
import type { Site } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { useGuestListHandle } from '../guests/guest-list-context';
import { DaysList } from './DaysList';
import type { DaysChange } from './days-change';
import { UpdateReach } from './UpdateReach';
import { UpdateForm } from './updates-panel/UpdateForm';
import { UpdateItem } from './updates-panel/UpdateItem';

/** An update as the room reads it: with the households it is for, and how many have had it on their page. */
export type PostedUpdate = Update & { readonly concerns: number; readonly seen: number };

/**
 * The couple's updates: write one (in the wedding's languages) for everyone or one function; share it with
 * the family's groups, e-mail it, or walk through the households who have not seen it; withdraw one.
 */
export function UpdatesPanel({
  updates,
  siteAddress,
  change,
  site,
  onSessionEnded,
}: {
  updates: readonly PostedUpdate[];
  /** The open invitation's address, which a group message carries (never a household's own link). */
  siteAddress: string;
  change: DaysChange;
  /** The content the messages to the households who have not seen an update are written from. */
  site: Site;
  onSessionEnded: () => void;
}) {
  const words = daysWords(useAdminLanguage().language);
  const { state } = useGuestListHandle();
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  // The update being e-mailed now: its button waits, so a second press cannot send it again.
  const [emailing, setEmailing] = useState<number | null>(null);
  const events = state.status === 'ready' ? state.events : [];
  const households: readonly Household[] = state.status === 'ready' ? state.households : [];
  return (
    <section className="admin-card days-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.updates}</h2>
      <p>{words.updatesIntro}</p>
      <UpdateForm change={change} />
      <DaysList
        items={updates}
        none={words.noUpdates}
        item={(update) => (
          <UpdateItem
            key={update.id}
            update={update}
            event={events.find((event) => event.id === update.eventId)}
            siteAddress={siteAddress}
            change={change}
            open={open === update.id}
            onToggle={() => setOpen((now) => (now === update.id ? null : update.id))}
            emailing={emailing}
            onEmailing={setEmailing}
          >
            <UpdateReach update={update} site={site} households={households} onSessionEnded={onSessionEnded} />
          </UpdateItem>
        )}
      />
    </section>
  );
}
