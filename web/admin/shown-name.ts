// The couple's first account is named in English by the database ("The couple", migration 011) until renamed: it
// is shown in the reader's words for the couple.
const FIRST_ACCOUNT_NAME = 'The couple';

export const shownName = (person: { readonly name: string; readonly role: string }, theCouple: string): string =>
  person.role === 'couple' && person.name === FIRST_ACCOUNT_NAME ? theCouple : person.name;
