import type { Language } from '../site/languages';
import type { Words } from './admin';
import { fill } from './fill';
import { roomWordsIn } from './room-words';
import { translated } from './translated';

// The words of the Settings room's own parts (the people who help, the site's address), in both languages: they
// travel with that room, not with the admin's first view.

const EN = {
  offsiteTitle: 'Copies off this machine',
  offsiteIntro:
    'A dead SD card or disk takes every answer with it, and a copy on the same card with them. Whoever runs the machine sets up copies to somewhere else, once:',
  offsiteSteps: [
    'Install restic on the machine the site runs on: sudo apt install restic.',
    'Say where the copies go and the password that locks them, in /etc/wedding/offsite.env: RESTIC_REPOSITORY (another machine over SFTP, or a bucket such as Backblaze B2) and RESTIC_PASSWORD_FILE. Write the password down somewhere else too.',
    'Run npm run backup -- --offsite once to check it; the wedding-offsite timer then makes a copy every 15 minutes.',
  ],
  offsiteMore: 'Every step, with the commands, is in docs/deploy.md under “Off the machine”.',
  peopleTitle: 'People who help',
  peopleIntro: 'Each person signs in with their own name and password, and sees only what their role allows.',
  roles: {
    couple: 'The couple',
    organiser: 'Organiser',
    caterer: 'Caterer',
    door: 'At the door',
  },
  roleHints: {
    couple: 'everything, including the site’s words, the people and the settings',
    organiser: 'their side’s households: add, import, send, record answers, headcounts',
    caterer: 'headcounts, meals and dietary notes; no phone numbers or links',
    door: 'on the day: find a household and mark who arrived',
  },
  sides: { bride: 'the bride’s side', groom: 'the groom’s side' },
  and: ' and ',
  you: '{name} (you)',
  signsInAs: 'Signs in as {username}',
  lastUsed: ' · last used {day}',
  linkWorksUntil: 'Not signed up yet · the link works until {day}',
  linkExpired: 'Not signed up yet · the link has expired',
  newLink: 'New link',
  signInCode: 'Code for a new phone',
  floodTitle: 'Answers that came in a flood',
  floodIntro:
    'When strangers flood the open form, find what came between two times and remove it in one go. Answers you linked to a household stay. The log keeps what goes, and it can be put back.',
  floodFrom: 'From',
  floodUntil: 'Until',
  floodFind: 'Find them',
  floodNone: 'No answers of the open form came then.',
  floodFound: '{count} answers: {names}',
  floodRemove: 'Remove these {count}',
  floodRemoved: '{count} answers removed',
  floodPutBack: 'Put them back',
  floodPutBackDone: '{count} answers put back',
  floodNotDone: 'Not done',
  signInCodeMine: 'Sign in on another device',
  signInCodeShown:
    'On the other device, open the admin, choose "Sign in with a code" and type this code. It works once, within 10 minutes:',
  signInCodeFor: 'For {name}:',
  remove: 'Remove',
  removeConfirm: 'Remove {name}? They are signed out at once and their link stops working.',
  removed: '{name} removed',
  notRemoved: 'Not removed',
  notAdded: 'Not added',
  noNewLink: 'No new link',
  addPerson: 'Add a person',
  name: 'Name',
  role: 'Role',
  looksAfter: 'Looks after',
  seesGifts: 'Sees the register of shagun and gifts',
  seesGiftsHint: 'what each family gave, for the thank-you notes (you always see it)',
  giftsAllowed: '{name} now sees the gift register',
  giftsTakenBack: '{name} no longer sees the gift register',
  giftsNotChanged: 'Not changed',
  theyRead: 'They read',
  addButton: 'Add and make their link',
  linkFor: '’s sign-up link (it works once, for five days):',
  linkQr: 'QR code of {name}’s sign-up link',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  couldNotCopy: 'Could not copy',
  selectAndCopy: 'Select it and copy.',
  sendWhatsApp: 'Send on WhatsApp',
  sendSms: 'Send by SMS',
  done: 'Done',

  addressForm: 'The site’s public address',
  addressLabel: 'The address guests open the site at',
  addressUnreachable: '{address}: {why}. Guests’ phones could not open links to it.',
  addressHint:
    'Without a path (https://wedding.example.com). Links, messages and QR codes carry it from the moment it is saved.',
  addressFromEnvironmentStart: 'Set where the site was started (PUBLIC_URL = ',
  addressFromEnvironmentEnd: '); change it there.',
  saveAddress: 'Save the address',
  settingsNotLoaded: 'The settings could not be loaded.',
  notSavedStatus: 'Not saved ({status}).',
  noSiteAnswer: 'The site did not answer; nothing was saved. Please try again.',
} as const;

export type SettingsWords = Words<typeof EN>;

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const settingsWords = (language: Language): SettingsWords => roomWordsIn(language, 'settings') ?? EN;

const SIGNUP_INVITATION = translated(
  'Namaste {name}! We would love your help with our wedding. Open this link on your phone to set up your sign-in ' +
    '(it works once, for five days): {link}',
  {
    hi:
      'नमस्ते {name}! हमारे विवाह में हमें आपकी मदद चाहिए। अपना साइन-इन बनाने के लिए यह लिंक अपने फ़ोन पर खोलें ' +
      '(यह लिंक केवल एक बार, पाँच दिन के भीतर काम करेगा): {link}',
  },
);

/**
 * The message a person's sign-up link goes in, from the couple's own phone: in the language the couple said they
 * read, whatever the couple's own admin language.
 */
export const signupInvitation = (language: Language, name: string, link: string): string =>
  fill(SIGNUP_INVITATION(language), { name, link });
