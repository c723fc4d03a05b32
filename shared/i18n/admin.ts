// The admin's words, in each person's chosen language (PUT /api/admin/me/language). The guest pages' words are
// elsewhere (en.ts, hi.ts): they travel in a guest page's data; these travel with the admin's own code.

export const ADMIN_EN = {
  sections: 'Admin sections',
  moreRooms: 'More',
  loading: 'Loading…',
  rooms: {
    overview: 'Overview',
    guests: 'Guests',
    functions: 'Functions',
    sending: 'Send',
    stay: 'Stay',
    door: 'Door',
    days: 'The days',
    content: 'Content',
    settings: 'Settings',
  },
  titles: {
    overview: 'RSVP Management',
    guests: 'Guests',
    functions: 'Functions and headcounts',
    sending: 'Sending',
    stay: 'Stay and travel',
    door: 'At the door: who arrived',
    days: 'The days: updates and gifts',
    content: 'The site’s content',
    settings: 'Settings',
  },
  notHere: 'Not here',
  notHereText: 'There is no such page in the admin.',
  toOverview: 'Go to the overview',
  address: 'The site’s address',
  addressPointsTo: 'Links, messages and QR codes point guests to',
  addressReachable: 'Guests can open it from their own phones.',
  thisBrowser: 'This browser',
  signedInAs: 'Signed in as',
  logout: 'Logout',
  language: 'The admin’s language, for you',
  changePassword: 'Change your password',
  currentPassword: 'Current password',
  newPassword: 'New password (at least 10 characters)',
  changePasswordButton: 'Change password',
  passwordChanged: 'Password changed',
  passwordChangedText: 'Every other phone and computer you used is signed out.',
  notChanged: 'Not changed',
  noAnswer: 'The server could not be reached. Check the connection and try again.',
  toast: {
    notification: 'Notification',
    notificationsRegion: 'Notifications ({hotkey})',
    closeToast: 'Close',
  },
  answersSheet: 'Who is coming to what (CSV)',
  private: 'Private',
  privateHint: 'Only the households invited to it see it',
  storage: {
    cannotSave: "Guests' answers cannot be saved right now.",
    lastCopied: 'The answers were last copied off this machine on {when}.',
    neverCopied: 'The answers have never been copied off this machine.',
    diskDies: 'If its SD card or disk dies, what came after is lost.',
    lastTry: 'The last try said: {error}',
    seeDocs:
      'A copy on this same card does not count: this notice goes once a copy is on another machine or in a cloud bucket.',
    howTo: 'How to set that up',
    lastCopy: 'Last copy off this machine: {when}',
  },
} as const;

/** A dictionary's shape, its words any strings: what each language's version must fill. */
export type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type AdminTexts = Words<typeof ADMIN_EN>;
