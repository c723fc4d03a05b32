import { venueDayOf } from '../../../../shared/reach/time-zone';
import type { RsvpRecord } from '../../../../shared/rsvp/schemas';
import type { Language } from '../../../../shared/site/languages';
import type { Site } from '../../../../shared/site/schema';
import type { Travel } from '../../../../shared/stay/schemas';
import type { StayHeld } from '../../../../shared/stay/stay-held';
import type { GuestList } from '../../../guests/guest-list';
import type { OpenFormTotals } from '../../../guests/headcounts';
import type { StorageGuard } from '../../../storage/storage-guard';
import type { PublicUrl } from '../../link-origin';

export interface GuestListAdminOptions {
  /** The address links are made at; without it, the one the admin was opened with. */
  publicUrl: PublicUrl;
  /** Runs an import with the itinerary unchanged from its reading of the sheet to its last write (site-editor.ts). */
  holdingContent: <T>(work: () => Promise<T>) => Promise<T>;
  /** The open form's answers in all, counted by the database, for the caterer's numbers. */
  openFormTotals: () => OpenFormTotals;
  /** Those answers one by one, for the couple's sheet of who is coming to what. */
  openFormAnswers?: () => Iterable<RsvpRecord & { readonly meal?: string | null }>;
  /** The content as it is at each request: the couple may have saved site.json in the admin since the last one. */
  site: () => Site;
  /** The same content as guests read it in each language: function titles in the reader's, and in any on import. */
  siteIn?: (language: Language) => Site;
  /** The server's clock: today is the day it is at the venue (in India 00:30 is already the next day). */
  now?: () => number;
  guestList: GuestList;
  storage: StorageGuard;
  /** What a travelling household told of its journey, for the export. */
  travelOf?: (householdId: number) => Travel | null;
  /** What people hold of the stay (a journey, a room, a pickup), which would go with them if they left the list. */
  stayHeldBy?: (memberIds: readonly number[]) => StayHeld[];
}

/** The options as every resource's routes read them: each default filled in once, and today at the venue. */
export type FilledOptions = Required<Omit<GuestListAdminOptions, 'travelOf'>> &
  Pick<GuestListAdminOptions, 'travelOf'> & { today: () => string };

export function withDefaults(options: GuestListAdminOptions): FilledOptions {
  const { site, now = Date.now } = options;
  return {
    ...options,
    siteIn: options.siteIn ?? (() => site()),
    openFormAnswers: options.openFormAnswers ?? (() => []),
    stayHeldBy: options.stayHeldBy ?? (() => []),
    now,
    today: () => venueDayOf(now(), site().timeZone),
  };
}
