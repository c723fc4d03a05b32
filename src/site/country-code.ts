// Checks site.json's defaultCountry without loading libphonenumber-js: its metadata is the largest library the
// server has, and a start should not parse it (the guest list loads it on first use: src/reach/phone.ts).
// Made at the first check, not at load: ICU's region names are some 5 MB of the Node binary's pages that a restart
// with an unchanged site.json never needs to touch.
let regionNames: Intl.DisplayNames | undefined;
function regionNamesOnce(): Intl.DisplayNames {
  // The root locale ("und"): a region has a name in it exactly when it has one in any language.
  regionNames ??= new Intl.DisplayNames(['und'], { type: 'region', fallback: 'none' });
  return regionNames;
}
// Regions ICU names that are not countries with a telephone numbering plan of their own.
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO']);

/** "IN", "GB", "US": an ISO 3166 two-letter country code. */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNamesOnce().of(code) !== undefined;
}
