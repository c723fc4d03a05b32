import type { Words } from './admin';
import { translated } from './translated';

// The words the audit log says a change in: what an answer, a household's details or a correction changed, in the
// language of the person reading the log (the server words each entry as it is read, so one log reads in both).

const EN = {
  yes: 'yes',
  no: 'no',
  none: 'none',
  quoted: '“{text}”',
  changed: '{what} {before} → {after}',
  said: '{what} {value}',
  meal: 'meal',
  dietary: 'dietary',
  message: 'message: {text}',
  added: '{name} (added)',
  noLongerInAnswer: '{name}: no longer in the answer',
  name: 'name',
  invitedTo: 'invited to {events}',
  noLongerInvitedTo: 'no longer invited to {events}',
  adds: 'adds {name}',
  takesOff: 'takes {name} off the list',
  extraGuests: 'extra guests',
  phone: 'phone',
  email: 'e-mail',
  language: 'language',
  notes: 'notes',
  greetingIn: '{language} greeting',
  attending: 'attending',
  guests: 'guests',
  song: 'song',
  countedWith: 'counted with {household}',
  countedAsOpenForm: 'counted as the open form’s again',
  sameGuestAs: 'the same guest as answer {id} ({name}), which is kept',
} as const;

export type ChangeWords = Words<typeof EN>;

const HI: ChangeWords = {
  yes: 'हाँ',
  no: 'नहीं',
  none: 'कुछ नहीं',
  quoted: '“{text}”',
  changed: '{what} {before} → {after}',
  said: '{what} {value}',
  meal: 'भोजन',
  dietary: 'खान-पान',
  message: 'संदेश: {text}',
  added: '{name} (जोड़े गए)',
  noLongerInAnswer: '{name}: अब उत्तर में नहीं',
  name: 'नाम',
  invitedTo: '{events} में आमंत्रित',
  noLongerInvitedTo: 'अब {events} में आमंत्रित नहीं',
  adds: '{name} को जोड़ा',
  takesOff: '{name} को सूची से हटाया',
  extraGuests: 'अतिरिक्त मेहमान',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  language: 'भाषा',
  notes: 'टिप्पणी',
  greetingIn: '{language} संबोधन',
  attending: 'आ रहे हैं',
  guests: 'मेहमान',
  song: 'गाना',
  countedWith: '{household} के साथ गिने गए',
  countedAsOpenForm: 'फिर से खुले फ़ॉर्म के उत्तर के रूप में गिने गए',
  sameGuestAs: 'उत्तर {id} ({name}) वाले ही मेहमान, जो रखा गया है',
};

export const changeWords = translated<ChangeWords>(EN, { hi: HI });
