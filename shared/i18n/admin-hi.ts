// The admin's words in Hindi: a chunk of their own, fetched only by a person who reads the admin in Hindi.

import type { RefusalCode } from '../refusal-codes';
import type { AdminTexts } from './admin';
import { CONTENT_HI } from './admin-content-hi';
import { DAYS_HI } from './admin-days-hi';
import { DOOR_HI } from './admin-door-hi';
import { GUESTS_HI } from './admin-guests-hi';
import { SENDING_HI } from './admin-sending-hi';
import { SETTINGS_HI } from './admin-settings-hi';
import { STAY_HI } from './admin-stay-hi';
import type { RoomWords } from './room-words';

export const ADMIN_HI_ROOMS: RoomWords = {
  guests: GUESTS_HI,
  content: CONTENT_HI,
  settings: SETTINGS_HI,
  sending: SENDING_HI,
  stay: STAY_HI,
  door: DOOR_HI,
  days: DAYS_HI,
};

export const ADMIN_HI: AdminTexts = {
  sections: 'एडमिन के भाग',
  moreRooms: 'और',
  answersSheet: 'कौन किस कार्यक्रम में आ रहा है (CSV)',
  overview: {
    loading: 'मेहमानों की सूची आ रही है...',
    title: 'मेहमानों की सूची, एक नज़र में',
    next: 'आगे क्या करें',
    noHouseholds: 'मेहमानों की सूची में अभी कोई परिवार नहीं है।',
    addThem: 'परिवार जोड़ें या सूची लाएँ',
    notSent: { one: '1 परिवार को निमंत्रण नहीं भेजा गया है।', other: '{count} परिवारों को निमंत्रण नहीं भेजा गया है।' },
    sendInvitations: 'निमंत्रण भेजें',
    notAnswered: {
      one: '1 परिवार को निमंत्रण गया है और उसका उत्तर नहीं आया है।',
      other: '{count} परिवारों को निमंत्रण गया है और उनका उत्तर नहीं आया है।',
    },
    closeIn: { one: 'उत्तर देने का 1 दिन बचा है।', other: 'उत्तर देने के {count} दिन बचे हैं।' },
    sendReminders: 'याद दिलाएँ',
    allAnswered: 'हर परिवार को निमंत्रण गया है और सबका उत्तर आ गया है।',
    seeHeadcounts: 'गिनती देखें',
    perFunction: 'हर कार्यक्रम में कितने लोग',
    function: 'कार्यक्रम',
    coming: 'आ रहे हैं',
    notComing: 'नहीं आ रहे',
    notYet: 'अभी उत्तर नहीं',
    today: 'आज',
    arrivedAt: 'आज {title} में: {expected} में से {arrived} आ चुके हैं।',
    toTheDoor: 'द्वार',
  },
  loading: 'लोड हो रहा है…',
  rooms: {
    overview: 'सारांश',
    guests: 'मेहमान',
    functions: 'कार्यक्रम',
    sending: 'भेजें',
    stay: 'ठहरना',
    door: 'द्वार',
    days: 'विवाह के दिन',
    content: 'सामग्री',
    settings: 'सेटिंग्स',
  },
  titles: {
    overview: 'मेहमानों के उत्तर',
    guests: 'मेहमान',
    functions: 'कार्यक्रम और गिनती',
    sending: 'भेजना',
    stay: 'ठहरना और यात्रा',
    door: 'द्वार पर: कौन आया',
    days: 'विवाह के दिन: सूचना और उपहार',
    content: 'साइट की सामग्री',
    settings: 'सेटिंग्स',
  },
  notHere: 'यह पेज नहीं है',
  notHereText: 'एडमिन में ऐसा कोई पेज नहीं है।',
  toOverview: 'सारांश पर जाएँ',
  address: 'साइट का पता',
  addressPointsTo: 'लिंक, संदेश और QR कोड मेहमानों को यहाँ ले जाते हैं:',
  addressReachable: 'मेहमान इसे अपने फ़ोन से खोल सकते हैं।',
  thisBrowser: 'यह ब्राउज़र',
  signedInAs: 'इस नाम से साइन इन:',
  logout: 'लॉग आउट',
  language: 'आपके लिए एडमिन की भाषा',
  changePassword: 'अपना पासवर्ड बदलें',
  currentPassword: 'अभी का पासवर्ड',
  newPassword: 'नया पासवर्ड (कम से कम 10 अक्षर)',
  changePasswordButton: 'पासवर्ड बदलें',
  passwordChanged: 'पासवर्ड बदल गया',
  passwordChangedText: 'आप अपने बाकी सभी फ़ोन और कंप्यूटर पर साइन आउट हो गए हैं।',
  notChanged: 'नहीं बदला',
  noAnswer: 'सर्वर तक नहीं पहुँच पाए। कनेक्शन देखें और फिर कोशिश करें।',
  toast: {
    notification: 'सूचना',
    notificationsRegion: 'सूचनाएँ ({hotkey})',
    closeToast: 'बंद करें',
  },
  private: 'निजी',
  privateHint: 'इसे केवल वही परिवार देखते हैं जो इसमें आमंत्रित हैं',
  storage: {
    cannotSave: 'मेहमानों के उत्तर अभी सहेजे नहीं जा सकते।',
    lastCopied: 'उत्तरों की कॉपी आख़िरी बार {when} को इस मशीन से बाहर रखी गई।',
    neverCopied: 'उत्तरों की कॉपी अभी तक कभी इस मशीन से बाहर नहीं रखी गई।',
    diskDies: 'अगर इसका SD कार्ड या डिस्क ख़राब हो गया, तो उसके बाद का सब खो जाएगा।',
    lastTry: 'पिछली कोशिश में यह आया: {error}',
    seeDocs: 'इसी कार्ड पर रखी कॉपी नहीं गिनी जाती: कॉपी किसी दूसरी मशीन या क्लाउड बकेट में पहुँचते ही यह सूचना हट जाएगी।',
    howTo: 'यह कैसे करें',
    lastCopy: 'इस मशीन से बाहर आख़िरी कॉपी: {when}',
  },
};

/**
 * The server's refusals as a Hindi reader of the admin reads them: by the refusal's code, else by its status. The
 * server speaks English; where its sentence names something the code alone cannot (a row of a sheet, a field, the
 * households concerned), `{detail}` carries it along, in English.
 */
export const ADMIN_HI_FAILURES: {
  readonly language: string;
  readonly byCode: Readonly<Record<string, string>>;
  readonly byStatus: Readonly<Record<number, string>>;
} = {
  language: 'hi',
  byCode: {
    'not-found': 'यह अब यहाँ नहीं है; शायद किसी ने इसे पहले ही हटा दिया। पेज फिर से लोड करें।',
    'sign-in-required': 'फिर से साइन इन करें।',
    'not-allowed': 'आपको यह करने की अनुमति नहीं है; वर-वधू से कहें। (सर्वर: {detail})',
    'wrong-password': 'पासवर्ड सही नहीं है।',
    'wrong-current-password': 'पासवर्ड सही नहीं है।',
    'stay-goes-too': 'इन लोगों के लिए यात्रा, कमरा या लेने की व्यवस्था की गई है; इन्हें सूची में रखें, या पूछे जाने पर हाँ कहें।',
    'household-exists': 'इस नाम का परिवार सूची में पहले से है: इस परिवार को कोई दूसरा नाम दें, या सूची वाले परिवार को बदलें।',
    'too-many-attempts': 'बहुत बार गलत कोशिश हुई; थोड़ी देर बाद फिर कोशिश करें। (सर्वर: {detail})',
    'too-many-requests': 'थोड़े समय में बहुत सारे अनुरोध आए; कुछ मिनट बाद फिर कोशिश करें।',
    'passkey-only': 'आप पासकी से साइन इन करते हैं, उसके लिए पासवर्ड नहीं चाहिए। पासवर्ड चाहिए तो वर-वधू से कहें।',
    'last-couple-account': 'वर-वधू का आख़िरी खाता हटाया नहीं जा सकता: पहले उनके लिए किसी और को जोड़ें।',
    'passkey-not-proved': 'पासकी की पुष्टि नहीं हो पाई। फिर से कोशिश करें।',
    'ceremony-expired': 'पासकी की पुष्टि में बहुत देर हो गई। फिर से कोशिश करें।',
    'invalid-input': 'कुछ भरा हुआ सही नहीं है; कुछ नहीं बदला। (सर्वर: {detail})',
    'invalid-sheet': 'शीट में गड़बड़ियाँ हैं; कुछ नहीं बदला। (सर्वर: {detail})',
    'unreadable-sheet': 'शीट पढ़ी नहीं जा सकी; कुछ नहीं बदला। (सर्वर: {detail})',
    'guest-list-full': 'सूची में इतने परिवार नहीं आ सकते; कुछ नहीं बदला। (सर्वर: {detail})',
    'site-changed':
      'आपके खोलने के बाद सामग्री बदल गई है (किसी दूसरी विंडो में, या site.json में)। कुछ नहीं सहेजा गया: नई सामग्री देखने के लिए पेज फिर से लोड करें, फिर अपना बदलाव दोबारा करें।',
    'invalid-site': 'सामग्री सहेजी नहीं गई, उसमें कुछ ठीक नहीं है। (सर्वर: {detail})',
    'answers-would-be-hidden': 'सहेजा नहीं गया: इससे मेहमानों के दिए उत्तर छिप जाते। (सर्वर: {detail})',
    'site-too-large': 'सामग्री बहुत बड़ी है; कुछ नहीं सहेजा गया। (सर्वर: {detail})',
    'not-a-picture': 'यह फ़ाइल ऐसी फ़ोटो नहीं है जिसे साइट ले सके: JPEG, PNG, WebP या HEIC फ़ोटो भेजें (जैसे फ़ोन या कैमरा सहेजता है)।',
    'photo-not-prepared': 'फ़ोटो तैयार नहीं हो पाई; कुछ नहीं बदला। फिर कोशिश करें।',
    'address-not-public': 'मेहमान इस पते को अपने फ़ोन से नहीं खोल पाएँगे। (सर्वर: {detail})',
    'storage-unavailable':
      'यह सहेजा नहीं जा सका: सर्वर अभी अपनी डिस्क पर नहीं लिख पा रहा (शायद डिस्क भर गई है)। कुछ नहीं बदला; कारण सर्वर के लॉग में है।',
    'disk-full': 'यह सहेजा नहीं जा सका: सर्वर की डिस्क भर गई है। कुछ नहीं बदला; थोड़ी जगह खाली करें।',
    'database-gone': 'यह सहेजा नहीं जा सका: सर्वर की डेटाबेस फ़ाइल बदल गई है। कुछ नहीं बदला; सर्वर को फिर से चालू करें।',
    'database-unwritable':
      'यह सहेजा नहीं जा सका: सर्वर अपनी डेटाबेस फ़ाइल में नहीं लिख पा रहा। कुछ नहीं बदला; कारण सर्वर के लॉग में है।',
    'cross-site-request': 'यह अनुरोध किसी दूसरी साइट से आया, इसलिए मना कर दिया गया।',
    'body-too-large': 'भेजी गई चीज़ बहुत बड़ी है।',
    'internal-error': 'हमारी ओर से कुछ गड़बड़ हुई। थोड़ी देर में फिर कोशिश करें।',
    'invalid-response': 'उत्तर में कुछ अधूरा है; कुछ नहीं बदला। (सर्वर: {detail})',
    'rsvp-closed': 'उत्तर देने की अंतिम तिथि निकल चुकी है।',
  } satisfies Partial<Record<RefusalCode, string>>,
  byStatus: {
    400: 'यह अनुरोध सही नहीं है; कुछ नहीं बदला। (सर्वर: {detail})',
    401: 'फिर से साइन इन करें।',
    403: 'आपको यह करने की अनुमति नहीं है; वर-वधू से कहें।',
    404: 'यह अब यहाँ नहीं है; पेज फिर से लोड करें।',
    409: 'यह अभी नहीं हो सकता; कुछ नहीं बदला। (सर्वर: {detail})',
    413: 'भेजी गई चीज़ बहुत बड़ी है।',
    429: 'थोड़े समय में बहुत सारे अनुरोध आए; कुछ मिनट बाद फिर कोशिश करें।',
    500: 'हमारी ओर से कुछ गड़बड़ हुई। थोड़ी देर में फिर कोशिश करें।',
    503: 'यह अभी सहेजा नहीं जा सका; कुछ नहीं बदला। थोड़ी देर में फिर कोशिश करें।',
  },
};
