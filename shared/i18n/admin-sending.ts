import type { Language } from '../site/languages';
import type { Words } from './admin';
import { roomWordsIn } from './room-words';

// The words of the send walk and of the side and group fields, in both languages: they travel with the rooms that
// use them (Guests, Sending), not with the admin's first view.

const EN = {
  title: 'Invitations and reminders',
  intro:
    'Each message goes from your own phone (WhatsApp, SMS or e-mail), one household after another, with its own link; a household answered is never reminded.',
  empty: 'No households yet: add them in Guests first.',
  sendInvitations: 'Send invitations ({count})',
  sendReminders: 'Send reminders ({count})',
  sendStay: 'Send where they stay ({count})',
  walkInvitations: 'Send the invitations',
  walkReminders: 'Send reminders',
  walkStay: 'Send where they stay',
  allInvited: 'Every household has been sent its invitation.',
  allAnswered: 'Every household sent an invitation has answered.',
  noTravellers: 'No household is asked about its journey.',
  doneInvitations: 'Done: {count} invitations gone through.',
  doneReminders: 'Done: {count} reminders gone through.',
  doneStay: 'Done: {count} households told where they stay.',
  position: '{position} of {count}: ',
  skip: 'Skip this household',
  stop: 'Stop',
  close: 'Close',
  whatsAppChoose: 'WhatsApp (choose the chat)',
  email: 'E-mail',
  copyMessage: 'Copy message',
  invitationFor: 'The invitation for {name}',
  reminderFor: 'The reminder for {name}',
  stayFor: 'Where {name} stays',
  phoneUnreadable: 'The phone number "{phone}" cannot be read: edit it, or send another way.',
  cards: 'Cards and codes',
  cardsIntro:
    'A card per household with the code of its own link, to hand over or post; the site’s code for anywhere else.',
  to: 'To',
  side: 'Side',
  group: 'Group',
  both: 'Both sides',
  bride: 'The bride’s side',
  groom: 'The groom’s side',
  allGroups: 'All groups',
} as const;

export type SendingWords = Words<typeof EN>;

/** The room's words: in the reader's language once its chunk has brought them (room-words.ts), else English. */
export const sendingWords = (language: Language): SendingWords => roomWordsIn(language, 'sending') ?? EN;
