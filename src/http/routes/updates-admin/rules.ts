import type { FastifyBaseLogger } from 'fastify';
import type { Household } from '../../../../shared/guests/schemas';
import type { Site } from '../../../../shared/site/schema';
import type { Updates } from '../../../day/updates';
import type { GuestList } from '../../../guests/guest-list';
import type { StorageGuard } from '../../../storage/storage-guard';
import type { PublicUrl } from '../../link-origin';
import { Refused } from '../../refused';

export interface UpdatesAdminOptions {
  site: () => Site;
  guestList: GuestList;
  updates: Updates;
  storage: StorageGuard;
  /** Makes the pages again: the open page shows the updates for everyone and the public functions. */
  redrawPages: () => Promise<void>;
  /** The couple's own mail server and address (SMTP_URL, NOTIFY_EMAIL), when set: updates may go by e-mail. */
  mail?: { readonly smtpUrl: string; readonly from: string } | null;
  /** PUBLIC_URL or the address set in Settings: the links the e-mails carry. */
  publicUrl: PublicUrl;
}

/**
 * Whom an update concerns, who wrote it, its refusal when it is not there, and the open page's redraw: built once for
 * all the updates' routes, so that each resource's routes count and name the same households the same way.
 */
export function updateRules({ updates, redrawPages }: UpdatesAdminOptions) {
  // The update is stored either way, and the households' pages show it; only the open page waits for a redraw.
  const redrawn = async (log: FastifyBaseLogger) => {
    try {
      await redrawPages();
    } catch (err) {
      log.error({ err }, 'the open page could not be drawn again with the updates');
    }
  };
  const author = (name: string | undefined) => (name ? { name } : 'couple');
  const concernedBy = (update: { eventId: string | null }, households: readonly Household[]) =>
    update.eventId === null
      ? households
      : households.filter((household) => household.events.includes(update.eventId ?? ''));
  const notFound = (id: string) =>
    Refused.because('not-found', `There is no update ${id}; it may be withdrawn already.`);
  /** The update of this id while it is shown; one withdrawn, or never posted, is a 404. */
  const shownUpdate = (id: string) => {
    const update = updates.current().find((one) => one.id === Number(id));
    if (!update) throw notFound(id);
    return update;
  };
  return { redrawn, author, concernedBy, notFound, shownUpdate };
}

/** What each resource's routes are given: the updates admin's own options, mail said or not, and the rules above. */
export type UpdatesRoutesOptions = Required<UpdatesAdminOptions> & ReturnType<typeof updateRules>;
