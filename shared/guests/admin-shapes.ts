// The shapes the admin's guest-list calls answer with, which the admin page reads: the caterer's counts, the audit
// log, an import's plan and the rows it refused. The server fills them (headcounts.ts, guest-list.ts, apply-import.ts,
// import.ts) and answers with them as response schemas, so nothing leaves a route that is not written here; the page
// imports only their types.
import Type, { type Static } from 'typebox';
import { LanguageSchema } from '../site/language-schemas';

/**
 * A language a household may read, as the guest list's forms offer it: named from the registry by the server, so the
 * admin's chunks carry no list of their own.
 */
export const HouseholdLanguageSchema = Type.Object({
  code: LanguageSchema(),
  /** Its name in itself ("தமிழ்"): what its readers look for. */
  own: Type.String(),
  /** Its name in the reader's words (shared/guests/language-name.ts): "Tamil", or its Hindi name to a Hindi reader. */
  name: Type.String(),
  /**
   * The BCP 47 tag a date and a time are written with for its readers: its own, on a 24-hour clock (-u-hc-h23) where
   * it writes am and pm in other letters than its months (Hindi's "pm" is in Latin letters).
   */
  timeTag: Type.String(),
  /** Whether the wedding is shown in it (site.json's languages): a greeting and an update are written in each. */
  offered: Type.Boolean(),
});
export type HouseholdLanguage = Static<typeof HouseholdLanguageSchema>;

export const DietaryNoteSchema = Type.Object({
  household: Type.String(),
  name: Type.String(),
  meal: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
});
export type DietaryNote = Static<typeof DietaryNoteSchema>;

/** One function's numbers for the caterer. Members are counted once each; named extra guests count when they answer. */
export const HeadcountSchema = Type.Object({
  eventId: Type.String(),
  title: Type.String(),
  /** An event answered for that site.json no longer has: its answers stay visible, never silently dropped. */
  removed: Type.Boolean(),
  invited: Type.Integer(),
  attending: Type.Integer(),
  declined: Type.Integer(),
  pending: Type.Integer(),
  children: Type.Integer(),
  meals: Type.Record(Type.String(), Type.Integer()),
  dietary: Type.Array(DietaryNoteSchema),
  /**
   * The open form's answers, where they count for this function (rsvp.openAnswersCountFor): the guests its "yes"
   * answers bring, and its "no" answers. Absent where they do not count, or there are none.
   */
  openForm: Type.Optional(
    Type.Object({
      attending: Type.Integer(),
      declined: Type.Integer(),
      /** Its coming guests by the meal they chose, by the meal's id. */
      meals: Type.Optional(Type.Record(Type.String(), Type.Integer())),
    }),
  ),
  /** Who is coming, by the side of the households they belong to (of both sides: "both"). */
  bySide: Type.Optional(
    Type.Object(
      { bride: Type.Integer(), groom: Type.Integer(), both: Type.Integer() },
      { additionalProperties: false },
    ),
  ),
});
export type Headcount = Static<typeof HeadcountSchema>;

/** Who changed a household: the family through its link, the couple in the admin, or an import. */
export type Actor = 'guest' | 'couple' | 'import';
/** A person signed in to the admin, named in the log for what they change (src/admin/people.ts). */
export interface ActingPerson {
  readonly name: string;
  /** How they made it, when not by hand in the admin: "import" for a sheet they imported. */
  readonly actor?: Actor;
}
/** Who a change is written down as made by: a kind of actor, or a person by name. */
export type Author = Actor | ActingPerson;
export type SendChannel = 'whatsapp' | 'sms' | 'email' | 'copy';

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.Union([Type.Literal('guest'), Type.Literal('couple'), Type.Literal('import')]),
  householdId: Type.Union([Type.Integer(), Type.Null()]),
  /** Set when the entry is about one of the open form's answers; householdName is then the guest's name. */
  rsvpId: Type.Union([Type.Integer(), Type.Null()]),
  householdName: Type.String(),
  /** The person who made the change in the admin, by name; null for a guest, an import, or a change from before. */
  by: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  detail: Type.Unknown(),
  /** What changed, in words, a line a person or field ("Ravi Sharma: Mehendi no → yes"), where the entry tells. */
  changes: Type.Optional(Type.Array(Type.String())),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const ImportCountsSchema = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
});
export type ImportCounts = Static<typeof ImportCountsSchema>;

/** What an import does to one household already on the list, in words the couple reads before pressing Import. */
export const HouseholdChangeSchema = Type.Object({ household: Type.String(), changes: Type.Array(Type.String()) });
export type HouseholdChange = Static<typeof HouseholdChangeSchema>;

export const ImportPlanSchema = Type.Object({
  ...ImportCountsSchema.properties,
  changes: Type.Array(HouseholdChangeSchema),
  /** The households it adds, by name. */
  adding: Type.Array(Type.String()),
  /** Of those, the ones deleted from the list before (in the admin, or by an import): when. */
  returning: Type.Array(Type.Object({ household: Type.String(), deletedAt: Type.String() })),
  /**
   * New names with the phone or e-mail of a household on the list: not added until the couple says they are another
   * family (asNew), as a renamed family would otherwise be two.
   */
  sameAs: Type.Array(Type.Object({ household: Type.String(), existing: Type.String(), because: Type.String() })),
});
export type ImportPlan = Static<typeof ImportPlanSchema>;

export const SheetErrorSchema = Type.Object({
  /** The spreadsheet's row number: the header is row 1. */
  row: Type.Integer(),
  /** The column's header as the sheet has it, or null for a problem of the whole row or sheet. */
  column: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
});
export type SheetError = Static<typeof SheetErrorSchema>;
