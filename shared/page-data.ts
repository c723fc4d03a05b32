import type { HouseholdAnswer } from './forms/household-answer';
import type { RsvpFormErrors, RsvpFormValues } from './forms/rsvp-form';
import type { InvitationView } from './guests/invitation-view';
import type { Texts } from './i18n/guest-texts';
import type { CalendarLinks } from './reach/calendar-times';
import type { MessageSite } from './reach/messages';
import type { RsvpRecord } from './rsvp/schemas';
import type { Language } from './site/languages';
import type { Site } from './site/schema';

/** A language a guest may choose, as the switch offers it: its code and its name in itself. */
export interface LanguageChoice {
  readonly code: Language;
  readonly name: string;
}

/**
 * A page's words: its catalog's, but the journey's (`travel`) only on the page of a household asked about its journey;
 * the page data is part of every page's first view.
 */
export type PageTexts = Omit<Texts, 'travel'> & {
  readonly travel?: Texts['travel'];
  /**
   * The couple's texts this page shows in another language than its own (site.json's fallbacks), each with that
   * language's direction and tag, "ltr en-IN": web/i18n/texts.ts's Local marks their elements with them.
   */
  readonly elsewhere?: Readonly<Record<string, string>>;
};

/**
 * The server's answer to the RSVP form posted without the script (POST /): the answer as stored, or the form
 * as the guest typed it, with what stopped it (a field's mistake, or a problem of the site's, such as a full disk).
 */
export type AnswerOnPage =
  | { readonly stored: RsvpRecord }
  | { readonly typed: RsvpFormValues; readonly errors: RsvpFormErrors; readonly problem: string | null };

/** What the server puts in the page for hydration: the same data it rendered the HTML from. */
export interface PageData {
  /** The content, in the page's language. */
  readonly site: Site;
  readonly language: Language;
  /** The languages a guest may switch between, each named in itself; one alone, and there is no switch. */
  readonly languages: readonly LanguageChoice[];
  /**
   * The page's own words, in its language (web/i18n): in the page rather than the script, which stays the same for
   * every language.
   */
  readonly texts: PageTexts;
  /** The couple's own portrait, when they supplied one; otherwise the drawn one is shown. */
  readonly portraitUrl: string | null;
  /** Shagun by UPI, when the couple gives a UPI id: its link, its QR code drawn on the server, and their line. */
  readonly shagun?: {
    readonly link: string;
    readonly upi: string;
    readonly payee: string;
    readonly note: string | null;
    readonly qr: string;
  } | null;
  /** On the open page: the couple's updates for everyone or a public function, in its language, newest first. */
  readonly updates?: ReadonlyArray<{
    readonly id: number;
    readonly text: string;
    readonly date: string;
    /** The function it is about, whose title the page shows before it; null for the whole wedding. */
    readonly eventId?: string | null;
  }>;
  /** The itinerary's "Add to calendar" links, made on the server; absent when no function has a start. */
  readonly calendar?: CalendarLinks | null;
  /** On the open page served after rsvp.closesAt: the form gives way to a sentence. */
  readonly rsvpClosed?: boolean;
  /**
   * Only on a household's own page: its name as its greeting says it, the honorific once ("Dear Nani ji" in
   * "Dear {household},", not "Dear Dear Nani ji"): made by the server, so the page's script carries no code for it.
   */
  readonly greetingName?: string;
  /** Only on the admin page: what the messages to households are made from, in each language (the household's). */
  readonly messageSites?: Readonly<Partial<Record<Language, MessageSite>>>;
  /** Only on the admin page: PUBLIC_URL, the address households' links and codes carry; null when it is not set. */
  readonly publicUrl?: string | null;
  /** Only on the page that answers a posted form. */
  readonly answer?: AnswerOnPage;
  /** Only on a household's own page (/i/<token>): its invitation, and the token its answers are sent with. */
  readonly invitation?: {
    readonly token: string;
    readonly view: InvitationView;
    /** The household's form posted without the script, come back: as it was filled in, and what stopped it. */
    readonly returned?: { readonly answer: HouseholdAnswer; readonly problem: string };
    /** The family asked to change its answer (the summary's link, followed without the script): the form is open. */
    readonly changing?: boolean;
    /** Its answer, posted without the script, was just saved: the summary thanks it, as after the script's send. */
    readonly thanked?: boolean;
    /** Its journey's form posted without the script, come back: the fields as posted, and what stopped them (null:
     * saved, with what may be a slip). */
    readonly travelReturned?: {
      readonly fields: Readonly<Record<string, string>>;
      readonly problem: string | null;
      readonly warnings: readonly TravelWarning[];
    };
  };
}

/**
 * What may be a slip in a household's journey (a date far from the wedding, leaving before arriving): said, not
 * refused.
 */
export interface TravelWarning {
  readonly memberId: number;
  readonly kind: 'far-from-the-wedding' | 'leaves-before-arriving';
}

/** A household's own page's invitation: its link's token, its view, and any form of its come back. */
export type PersonalInvitation = NonNullable<PageData['invitation']>;

export const PAGE_DATA_ELEMENT_ID = 'page-data';
