import type { Language } from '../site/languages';
import type { Words } from './admin';
import { fill } from './fill';
import { roomWordsIn } from './room-words';

// The words of the Content room, in both languages: they travel in the room's own chunk, not with the admin's first
// view. What the couple typed (names, titles, venues) is the site's content, not words, and is shown as typed.

const EN = {
  region: 'The site’s content',
  loading: 'Loading the content…',
  noAnswer: 'The site did not answer; nothing was saved.',
  noAnswerTryAgain: 'The site did not answer; nothing was saved. Please try again.',
  changedSinceOpened: 'The content was changed since you opened it.',
  notSavedStatus: 'Not saved ({status}).',
  saved: 'Saved.',
  restored: 'The earlier version is back.',
  guestsSeeIt: '{what} Guests see it the next time they open the invitation.',
  notSaved: 'Not saved:',
  notSavedSeeFields: 'Not saved: see the fields marked above.',
  loadLatest: 'Load the latest',
  save: 'Save the content',
  reloadBeforeSending: 'Reload the admin page before sending messages',
  versions: 'Earlier versions',
  noVersions: 'None yet: each save keeps the version it replaces (the last 20).',
  replaced: 'Replaced {when}',
  restore: 'Restore',

  missing: '(missing)',
  description: 'Description',
  takeOut: 'Take out {title}',

  couple: 'The couple',
  firstName: 'First name',
  secondName: 'Second name',
  city: 'City',
  firstDay: 'First day',
  lastDay: 'Last day',
  tagline: 'The line under “Itinerary” (optional)',
  theme: 'The look of the pages',
  maroon: 'Maroon and gold',
  marigold: 'Marigold and saffron',
  pastel: 'Pastel: plum and blush',
  hosts: 'On behalf of (the hosts)',
  host: 'Host {number}',
  removeHost: 'Remove host {number}',
  addHost: 'Add a host',
  portraitAlt: 'The photo, described for those who cannot see it (optional)',

  functions: 'Functions',
  households: { one: '{count} household', other: '{count} households' },
  householdsInvited: { one: '{count} household is', other: '{count} households are' },
  peopleAnswered: { one: '{count} person has', other: '{count} people have' },
  nowPrivate:
    'Once saved, it is no longer on the open invitation or in the open form; the {households} invited to it still see it on their own page.',
  nowPublic: 'Once saved, everyone who opens the site sees it, not only the {households} invited to it.',
  thisFunction: 'this function',
  takeOutAnswered:
    'Take {title} out? {households} invited to it and {people} answered for it: they stop seeing it, and their answers are kept (as a retired function) in case it comes back.',
  takeOutUnanswered: 'Take {title} out of the itinerary?',
  lastOfDay: "{question} It is the day's only function, so the day goes too.",
  day: 'Day {number}',
  newFunction: 'A new function',
  private: 'Private',
  title: 'Title',
  starts: 'Starts',
  ends: 'Ends (optional)',
  time: 'Time, as guests read it',
  writeTime: 'Write the time from the start: {time}',
  venue: 'Venue',
  dressCode: 'Dress code (optional)',
  privateCheck: 'Private: only the households invited to it see it',
  addFunction: 'Add a function on day {number}',
  addDay: 'Add a day',
  moveWedding:
    'Move the whole wedding {shift}? Its {days} and {functions} go with it, each at the same time on its new date. Cancel changes only this date.',
  later: { one: '{count} day later', other: '{count} days later' },
  earlier: { one: '{count} day earlier', other: '{count} days earlier' },
  dayCount: { one: '{count} day', other: '{count} days' },
  functionCount: { one: '{count} function', other: '{count} functions' },

  venues: 'Venues',
  newVenue: 'A new venue',
  name: 'Name',
  address: 'Address (what the map searches for)',
  heldHereOne: 'One function is held here: move it to another venue to take this one out.',
  heldHereMany: '{count} functions are held here: move them to another venue to take this one out.',
  lastVenue: 'The site needs at least one venue.',
  thisVenue: 'this venue',
  addVenue: 'Add a venue',

  icon: 'Icon',
  icons: {
    bed: 'bed',
    hotel: 'hotel',
    castle: 'castle',
    landmark: 'landmark',
    wine: 'wine',
    'party-popper': 'party popper',
    sunrise: 'sunrise',
    heart: 'heart',
    paintbrush: 'paintbrush',
    diya: 'diya',
    horse: 'horse',
    mehendi: 'mehendi',
    haldi: 'haldi',
    dhol: 'dhol',
    mandap: 'mandap',
    rings: 'rings',
  },

  answers: 'Answers',
  answerBy: 'Answer by (as guests read it)',
  contact: 'Who to contact',
  mode: 'Who may answer',
  modeOpen: 'Anyone who opens the site (the open form), and each household by its link',
  modeInviteOnly: 'Only households, each through its own link',
  openCountsFor: 'An open-form “yes” counts for',
  everyPublicFunction: 'Every public function',
  onlyFunction: 'Only {title}',
  askSong: 'Ask for a song request',
  askTravel: 'Ask the households you mark as travelling about their journey and stay',
  shagun: 'Shagun by UPI',
  shagunIntro:
    'For those who cannot come. Off until you write a UPI id: then both invitations show a link and a QR code to send shagun, with your line. Some families find this improper; leave it empty if yours does.',
  shagunUpi: 'UPI id (such as ananya.sharma@okhdfcbank)',
  shagunPayee: 'The name it is paid to',
  shagunNote: 'Your line above it (optional)',
  meals: 'Meals guests choose from',
  noMeals: 'No meal choice is asked.',
  meal: 'Meal {number}',
  stopMeal:
    'Stop offering {meal}? Answers that chose it keep it, and the caterer\'s sheet still counts them under "{id}".',
  removeMeal: 'Remove meal {number}',
  addMeal: 'Add a meal',
  languages: 'Languages guests may read the site in',
  defaultLanguage: 'A guest nothing else chooses for reads',

  messages: 'Messages',
  messagesIntro:
    "Written with {names}: each household's message puts in its own name and link. Left empty, the site's own words are sent.",
  inviteMessage: 'The invitation message',
  reminderMessage: 'The reminder message',
  ownInvite: "The site's own invitation",
  ownReminder: "The site's own reminder",

  photo: 'The photo',
  photoIntro:
    'A photo from your phone (JPEG, PNG, WebP or an iPhone’s HEIC). Where it was taken and the phone’s details are removed before anyone sees it.',
  photoAlt: 'The couple, as guests see them on the invitation',
  choosePhoto: 'Choose a photo',
  removePhoto: 'Take the photo away',
  removePhotoConfirm: 'Take the photo away? The invitation shows its drawn picture instead.',
  sendingPhoto: 'Sending the photo…',
  removingPhoto: 'Taking the photo away…',
  photoNotChanged: 'The photo was not changed ({status}).',
  photoOn: 'The photo is on the invitation now.',
  photoGone: 'The photo is taken away; the drawn one is back.',
  photoNoAnswer: 'The site did not answer; the photo was not changed. Please try again.',

  preview: 'Preview',
  drawing: 'Drawing the preview…',
  notDrawn: 'The preview could not be drawn ({status}).',
  previewNoAnswer: 'The site did not answer; please try again.',
  language: 'Language',
  whosePage: 'Whose page',
  openInvitation: 'The open invitation',
  seenOn: 'Seen on',
  phone: 'A phone (390 px)',
  laptop: 'A laptop (1280 px)',
  previewAgain: 'Preview again',
  previewFirst: 'Preview the invitation',
  changedSincePreview: 'Changed since this preview: preview again to see it.',
  previewFrame: 'The invitation as guests would see it',
} as const;

export type ContentWords = Words<typeof EN>;

// Names the couple typed are put in with "को" after them ("{title} को हटाएँ"), so "this function" is in the form
// that goes before it: इस कार्यक्रम.

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const contentWords = (language: Language): ContentWords => roomWordsIn(language, 'content') ?? EN;

/** "{count} household" or "{count} households", as the count asks: a language's forms for one and for more (or none). */
export const counted = (forms: { readonly one: string; readonly other: string }, count: number): string =>
  fill(count === 1 ? forms.one : forms.other, { count });
