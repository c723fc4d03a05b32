import type { Household } from '../../../../shared/guests/schemas';
import { guestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';
import type { WeddingEvent } from '../../../../shared/site/events';
import type { Site } from '../../../../shared/site/schema';
import { apiJson } from '../../../api';
import { toast } from '../../../ui/useToast';
import { useAdminLanguage } from '../../admin-language';
import { copyText } from '../copy-text';
import type { GuestListChanges } from '../guest-list-changes';
import { HouseholdCard } from '../HouseholdCard';
import { SendPanel } from '../SendPanel';
import { deleteHousehold } from './household-writes';

/** One household of the list, its card's buttons doing their work: its link, its message, its travel, its deletion. */
export function ListedHousehold({
  site,
  household,
  events,
  changes: { change, markSent, copyMessage },
  sending,
  onSending,
  onEdit,
  onRecord,
}: {
  site: Site;
  household: Household;
  events: ReadonlyMap<string, WeddingEvent>;
  changes: GuestListChanges;
  /** Whether its message and the ways to send it are open. */
  sending: boolean;
  onSending: () => void;
  onEdit: () => void;
  onRecord: () => void;
}) {
  const words = guestWords(useAdminLanguage().language);
  const kind = household.sentAt && !household.response ? 'reminder' : 'invite';
  return (
    <HouseholdCard
      household={household}
      events={events}
      onSend={onSending}
      sending={
        sending ? (
          <SendPanel
            site={site}
            household={household}
            kind={kind}
            onCopy={copyMessage}
            onSent={(channel) => void markSent(household, kind, channel)}
          />
        ) : null
      }
      onCopyLink={() =>
        void copyText(new URL(household.link, window.location.origin).href, words.copyPrompt).then(
          (copied) => copied && toast({ title: fill(words.linkCopied, { name: household.name }) }),
        )
      }
      onNewLink={() => {
        if (window.confirm(fill(words.newLinkConfirm, { name: household.name }))) {
          void change(
            words.newLinkWhat,
            () => apiJson('POST', `/api/admin/households/${household.id}/link`),
            fill(words.newLinkDone, { name: household.name }),
          );
        }
      }}
      onEdit={onEdit}
      onRecord={onRecord}
      onTravelling={() =>
        void change(words.saving, () =>
          apiJson('PUT', `/api/admin/households/${household.id}/travelling`, { travelling: !household.travelling }),
        )
      }
      onDelete={() => deleteHousehold(household, words, change)}
    />
  );
}
