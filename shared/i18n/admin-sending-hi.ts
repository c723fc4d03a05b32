// The sending words in Hindi: in the admin's Hindi chunk (admin-hi.ts), fetched only by a person who reads the admin
// in Hindi. The English, and the shape both fill, are in admin-sending.ts.
import type { SendingWords } from './admin-sending';

export const SENDING_HI: SendingWords = {
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
  invitationFor: '{name} के लिए निमंत्रण',
  reminderFor: '{name} के लिए याद-दिहानी',
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
