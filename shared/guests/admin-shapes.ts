// The shapes the admin's guest-list calls answer with, which the admin page reads: the caterer's counts, the audit
// log, an import's plan and the rows it refused. The server fills them (headcounts.ts, guest-list.ts, apply-import.ts,
// import.ts); they are here so that the page reads them without importing the server.

export interface DietaryNote {
  household: string;
  name: string;
  meal: string | null;
  note: string;
}

/** One function's numbers for the caterer. Members are counted once each; named extra guests count when they answer. */
export interface Headcount {
  eventId: string;
  title: string;
  /** An event answered for that site.json no longer has: its answers stay visible, never silently dropped. */
  removed: boolean;
  invited: number;
  attending: number;
  declined: number;
  pending: number;
  children: number;
  meals: Record<string, number>;
  dietary: DietaryNote[];
}

/** Who changed a household: the family through its link, the couple in the admin, or an import. */
export type Actor = 'guest' | 'couple' | 'import';
export type SendChannel = 'whatsapp' | 'sms' | 'email' | 'copy';

export interface AuditEntry {
  id: number;
  at: string;
  actor: Actor;
  householdId: number | null;
  householdName: string;
  action: string;
  detail: unknown;
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** What an import does to one household already on the list, in words the couple reads before pressing Import. */
export interface HouseholdChange {
  readonly household: string;
  readonly changes: string[];
}

export interface ImportPlan extends ImportCounts {
  readonly changes: HouseholdChange[];
}

export interface SheetError {
  /** The spreadsheet's row number: the header is row 1. */
  readonly row: number;
  /** The column's header as the sheet has it, or null for a problem of the whole row or sheet. */
  readonly column: string | null;
  readonly message: string;
}
