import type { CountryCode } from 'libphonenumber-js/max';

type PhoneLibrary = typeof import('libphonenumber-js/max');
let library: PhoneLibrary | undefined;

/**
 * Loads libphonenumber-js on first need (a household's page, the admin) rather than at start: its metadata is the
 * largest library the server holds, and a couple without a guest list never needs it. The routes that read households
 * wait for it with src/http/phones-first.ts.
 */
export async function loadPhoneLibrary(): Promise<void> {
  library ??= await import('libphonenumber-js/max');
}

export const phoneLibraryLoaded = (): boolean => library !== undefined;

/**
 * A phone number as couples type it into a spreadsheet ("098765 43210", "+91-98765-43210", "9876543210") in the
 * international form chat apps need (+919876543210), read with the wedding's country for numbers without one.
 * null when it cannot be a real number: the list flags it instead of sending to a wrong one.
 */
export function internationalPhone(typed: string, defaultCountry: CountryCode): string | null {
  if (!library) throw new Error('phone numbers were read before loadPhoneLibrary() finished (src/reach/phone.ts)');
  const parsed = library.parsePhoneNumberFromString(typed, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Reading a number takes tens of microseconds; a list of a thousand households reads the same numbers again and again.
 */
export function createPhoneReader(defaultCountry: CountryCode): (typed: string) => string | null {
  const read = new Map<string, string | null>();
  return (typed) => {
    let international = read.get(typed);
    if (international === undefined) {
      international = internationalPhone(typed, defaultCountry);
      if (read.size > 20_000) read.clear();
      read.set(typed, international);
    }
    return international;
  };
}
