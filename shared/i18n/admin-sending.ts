import type { Words } from './admin';

// The words of the send walk and of the side and group fields, in both languages: they travel with the rooms that
// use them (Guests, Sending), not with the admin's first view.

const EN = {
  title: 'Invitations and reminders',
  intro:
    'Each message goes from your own phone (WhatsApp, SMS or e-mail), one household after another, with its own link; a household answered is never reminded.',
  empty: 'No households yet: add them in Guests first.',
  sendInvitations: 'Send invitations ({count})',
  sendReminders: 'Send reminders ({count})',
  walkInvitations: 'Send the invitations',
  walkReminders: 'Send reminders',
  allInvited: 'Every household has been sent its invitation.',
  allAnswered: 'Every household sent an invitation has answered.',
  doneInvitations: 'Done: {count} invitations gone through.',
  doneReminders: 'Done: {count} reminders gone through.',
  position: '{position} of {count}: ',
  skip: 'Skip this household',
  stop: 'Stop',
  close: 'Close',
  whatsAppChoose: 'WhatsApp (choose the chat)',
  email: 'E-mail',
  copyMessage: 'Copy message',
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

const HI: SendingWords = {
  title: 'निमंत्रण और याद-दिहानी',
  intro:
    'हर संदेश आपके अपने फ़ोन से जाता है (WhatsApp, SMS या ई-मेल), एक के बाद एक परिवार को, उसके अपने लिंक के साथ; जिस परिवार ने उत्तर दे दिया, उसे याद नहीं दिलाया जाता।',
  empty: 'अभी कोई परिवार नहीं है: पहले उन्हें "मेहमान" में जोड़ें।',
  sendInvitations: 'निमंत्रण भेजें ({count})',
  sendReminders: 'याद दिलाएँ ({count})',
  walkInvitations: 'निमंत्रण भेजें',
  walkReminders: 'याद दिलाएँ',
  allInvited: 'हर परिवार को निमंत्रण भेजा जा चुका है।',
  allAnswered: 'जिन्हें निमंत्रण भेजा गया, उन सबने उत्तर दे दिया है।',
  doneInvitations: 'हो गया: {count} निमंत्रण भेजे गए।',
  doneReminders: 'हो गया: {count} याद-दिहानियाँ भेजी गईं।',
  position: '{count} में से {position}: ',
  skip: 'इस परिवार को छोड़ें',
  stop: 'रोकें',
  close: 'बंद करें',
  whatsAppChoose: 'WhatsApp (चैट चुनें)',
  email: 'ई-मेल',
  copyMessage: 'संदेश कॉपी करें',
  phoneUnreadable: 'फ़ोन नंबर "{phone}" पढ़ा नहीं जा सकता: उसे ठीक करें, या किसी और तरह भेजें।',
  cards: 'कार्ड और कोड',
  cardsIntro: 'हर परिवार के लिए एक कार्ड, उसके अपने लिंक के कोड के साथ, देने या डाक से भेजने के लिए; बाकी जगहों के लिए साइट का कोड।',
  to: 'किसे',
  side: 'पक्ष',
  group: 'समूह',
  both: 'दोनों पक्ष',
  bride: 'वधू पक्ष',
  groom: 'वर पक्ष',
  allGroups: 'सभी समूह',
};

export const sendingWords = (language: 'en' | 'hi'): SendingWords => (language === 'hi' ? HI : EN);
