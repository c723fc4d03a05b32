import type { Language } from '../site/languages';
import type { Words } from './admin';
import { roomWordsIn } from './room-words';

// The words of the room for the days themselves (the couple's updates, the register of gifts), in English; the Hindi
// comes in the admin's Hindi chunk (admin-days-hi.ts).

const EN = {
  updates: 'Updates to the guests',
  updatesIntro:
    'What changed ("The Haldi moves to 11:00, on the lawn"): shown at the top of the pages of the households it concerns, dated, in their language.',
  /** The update in one of the wedding's languages, named in itself: "The update, in தமிழ் (optional)". */
  textIn: 'The update, in {language}',
  textInOptional: 'The update, in {language} (optional)',
  forWhom: 'For',
  everyone: 'Every household',
  invitedTo: 'The households invited to {function}',
  post: 'Post the update',
  posted: 'Posted',
  noUpdates: 'No update yet.',
  withdraw: 'Withdraw',
  withdrawConfirm: 'Withdraw this update? It leaves the guests’ pages.',
  withdrawn: 'Withdrawn',
  seenBy: 'On the pages of {seen} of {concerns} households so far',
  toGroups: 'For the family’s WhatsApp groups',
  shareWhatsApp: 'Share on WhatsApp',
  copyMessage: 'Copy the message',
  copied: 'Copied',
  copyPrompt: 'Copy this message:',
  email: 'E-mail it to its households',
  emailed: 'E-mailed to {sent} households; {withoutEmail} have no e-mail address',
  emailFailed: '{failed} could not be sent',
  emailedBefore: '{mailedBefore} had it already and were not mailed again.',
  emailing: 'E-mailing…',
  reach: 'Who has had it',
  hideReach: 'Hide who has had it',
  seenOn: 'seen {day}',
  sentNotSeen: 'sent ({channel}) {day}, not seen yet',
  notYet: 'not seen yet',
  channels: { whatsapp: 'WhatsApp', sms: 'SMS', email: 'e-mail', copy: 'copied' },
  allSeen: 'Every household it is for has seen it.',
  sendUnseen: 'Send it to the {count} who have not seen it, one by one',
  walkPosition: '{position} of {count}: ',
  updateFor: 'The update for {name}',
  walkDone: 'That was all {count}. Their pages say when each has seen it.',
  skip: 'Skip',
  done: 'Done',
  stop: 'Stop',
  privateOnly: 'For a private function: it reaches only its households’ pages, never a group.',
  gifts: 'Shagun and gifts',
  giftsIntro: 'Who gave what, for the thank-you notes. Only you see this, and the organisers you allow in Settings.',
  from: 'From',
  household: 'Household (optional)',
  noHousehold: 'Not on the list',
  kind: 'Kind',
  kinds: { cash: 'Cash', upi: 'UPI', gift: 'A gift', other: 'Other' },
  amount: 'Amount (₹, optional)',
  description: 'What it was (optional)',
  atFunction: 'At (optional)',
  noFunction: 'Not at a function',
  record: 'Record the gift',
  recorded: 'Recorded',
  search: 'Find a gift',
  noGifts: 'No gift recorded yet.',
  thanked: 'Thanked',
  returned: 'Return gift given',
  download: 'Download as CSV',
  notSaved: 'Not saved',
  noServer: 'The server did not answer.',
} as const;

export type DaysWords = Words<typeof EN>;

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const daysWords = (language: Language): DaysWords => roomWordsIn(language, 'days') ?? EN;
