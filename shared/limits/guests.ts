// The sizes a household's fields may have: the schemas (the server's checks), the import and the forms' maxLength all
// read them here. Plain data, so that a page can import it without the schema library.

export const GUEST_LIMITS = {
  nameMaxLength: 200,
  membersMax: 30,
  plusOnesMax: 20,
  noteMaxLength: 1000,
  messageMaxLength: 2000,
  // A number as couples type it, with spaces, dashes and brackets.
  phoneMaxLength: 40,
  // RFC 5321 caps a forward path at 256 octets, which leaves 254 for the address itself.
  emailMaxLength: 254,
  mealMaxLength: 200,
  /**
   * The most households one list holds: a very large Indian wedding invites a few thousand; past this the print
   * sheet, the headcounts and the import would hold a Pi for seconds (see docs/performance.md).
   */
  householdsMax: 5000,
} as const;
