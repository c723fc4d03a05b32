// The guest pages' own words in English: SPEC's texts exactly as it writes them, and the product's own beside them.
// hi.ts has the same keys (its type is this file's, so a missing or extra key fails `npm run typecheck`).
// {name} marks a value put in by fill() (texts.ts); a date's parts are {weekday}, {day}, {month}, {year}.

/** HTTP statuses whose answer a page may put in its own words rather than the server's English sentence. */
export type FailureStatus = '400' | '403' | '404' | '409' | '413' | '429' | '500' | '503';

export const en = {
  switchLanguage: 'Language',

  navMain: 'Main',
  navHome: 'Home',
  navItinerary: 'Itinerary',
  navRsvp: 'RSVP',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',

  invitedBefore: 'You are cordially invited to the wedding of',
  invitedAfter: '',
  rsvpNow: 'RSVP Now',
  viewDetails: 'View Details',
  scrollToItinerary: 'Scroll to the itinerary',
  greeting: 'Dear {household},',
  updates: 'News from the family',
  and: 'and',
  shagunTitle: 'Blessings from afar',
  shagunNote: 'If you cannot be with us and wish to send your blessings, you may send shagun here.',
  shagunPay: 'Send shagun by UPI',
  shagunTo: 'To {payee} · {upi}',
  shagunQr: 'A QR code for sending shagun to {payee} by UPI',
  coupleJoin: '&',
  portraitOwn: 'A portrait of {couple}',
  portraitDrawn: 'An illustrated portrait of {couple} in wedding attire',

  itineraryTitle: 'Itinerary',
  itineraryIntro: 'Two days of celebration, from the first henna to the last dance.',
  addAllToCalendar: 'Add every function to your calendar',
  dayNumber: 'Day {number}',
  addToCalendar: 'Add to calendar',
  googleCalendar: 'Google Calendar',
  opensGoogle: '(opens Google)',

  venuesTitle: 'The Venues',
  venuesIntro: 'Where to find us, in {city}.',
  opensMap: '(opens a map in a new tab)',

  onBehalfOf: 'On behalf of',

  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
  notFoundBack: 'Go to the invitation',
  notFoundHelp:
    'If someone sent you this link, check that it arrived whole (a link cut short in a message is a common cause), or open the invitation.',

  rsvpTitle: 'RSVP',
  rsvpAskBy: "Please let us know if you'll be joining us by {deadline}",
  rsvpInviteOnly: 'Please answer through the link in your invitation.',
  rsvpClosed: 'Responses closed on {deadline}; please contact {contact}.',
  theCouple: 'the couple',
  thankYou: 'Thank You!',
  rsvpSubmitted: 'Your RSVP has been submitted successfully.',
  lookingForward: "We're looking forward to celebrating with you!",
  sorryNotComing: "We're sorry you can't be with us, and thank you for letting us know.",
  recordedName: 'Name',
  recordedAttending: 'Attending',
  recordedSong: 'Song request',
  accept: 'Joyfully Accept',
  decline: 'Regretfully Decline',
  rsvpAnother: 'RSVP for someone else',

  fullNameLabel: 'Full Name *',
  emailLabel: 'Email Address *',
  attendingQuestion: 'Will you be attending? *',
  dietaryLabel: 'Dietary Restrictions',
  songLabel: 'Song request (optional)',
  honeypotLabel: 'Leave this field empty',
  submit: 'Submit RSVP',
  submitting: 'Submitting...',
  rsvpFailedTitle: 'RSVP Submission Failed',
  rsvpFailedNoAnswer: 'There was an error submitting your RSVP. Please try again.',

  fullNameRequired: 'Full name is required',
  emailInvalid: 'Please enter a valid email address',
  attendingRequired: 'Please select whether you will be attending',
  unsavableCharacters: 'Please type this again: it contains characters that cannot be saved',
  tooLong: 'Please shorten this to {max} characters',

  householdAskBy: 'Please let us know who will be joining us, for each celebration, by {deadline}',
  yourAnswer: 'Your answer',
  thanksHousehold: 'Thank you, we have your answer',
  changeUntil: 'You can change it on this page until {deadline}.',
  inYourCalendar: 'The functions you are coming to, for your calendar',
  coming: 'Coming',
  notComing: 'Not coming',
  noAnswerYet: 'no answer',
  comingLower: 'coming',
  notComingLower: 'not coming',
  mealLine: 'Meal: {meal}',
  dressCode: 'Dress code: {dress}',
  dietaryLine: 'Dietary: {note}',
  extraGuest: 'Extra guest {number} (optional)',
  childName: '{name} (child)',
  theirName: 'Their name',
  chooseComing: 'Please choose coming or not coming',
  chooseComingForEveryone: 'Please choose coming or not coming for everyone, for each celebration.',
  meal: 'Meal',
  noPreference: 'No preference',
  dietaryNeeds: 'Dietary needs',
  messageForCouple: 'A message for the couple (optional)',
  sending: 'Sending...',
  saveChanges: 'Save the changes',
  sendAnswer: 'Send our answer',
  everyoneTitle: 'The quick answer',
  missingOne: 'One answer is still missing: choose Coming or Not coming where it is marked below.',
  missingMany: '{count} answers are still missing: choose Coming or Not coming where they are marked below.',
  everyoneMeal: 'One meal for everyone (optional)',
  everyoneComing: 'We are all coming to everything',
  everyoneNotComing: 'We cannot come',
  everyoneOr: 'Or answer for each person below: who comes to what, and meals.',
  changeAnswer: 'Change our answer',
  noAnswerInTime: 'We did not receive an answer from you in time.',
  answerNotSent: 'Your answer was not sent',
  answerNotSentNoAnswer: 'There was an error sending your answer. Please check your connection and try again.',

  closeToast: 'Close',
  // What a screen reader says before a toast's words.
  notification: 'Notification',
  // {hotkey} is Radix's: the key that moves the focus to the notifications (F8).
  notificationsRegion: 'Notifications ({hotkey})',

  offline:
    'Your answer needs a network to be sent, and there seems to be none just now. What you have chosen and typed stays here: send it again once you are connected.',

  // English pages show the server's own sentence, which is English already.
  failures: {} as Partial<Record<FailureStatus, string>>,
  failuresByCode: {} as Readonly<Record<string, string>>,

  documentTitle: '{couple} · Wedding Invitation',
  documentDescription: 'You are cordially invited to the wedding of {couple}.',
  previewTitle: 'You are cordially invited to the wedding of {couple}',
  homeDescription: 'You are cordially invited to the wedding of {couple}. {dates}, {city}.',
  notFoundDocumentTitle: 'Page not found · {couple}',
  notFoundDescription: 'This page does not exist.',

  // The digits dates are written with; site.json's "digits" may ask a Hindi page for Devanagari ones.
  digits: 'latin' as 'latin' | 'devanagari',
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  longDate: '{weekday}, {month} {day}, {year}',
  dateWithoutYear: '{weekday}, {month} {day}',
};

/** The shape every language's texts have: en's keys, each a string (or a list of them, or the failures' map). */
export type Texts = typeof en;
