// The sign-up page's words, in the language the couple said the person reads (their invitation's language).
import { translated } from '../../shared/i18n/translated';

const EN = {
  title: 'Create your account',
  welcome: 'Namaste {name}! The couple has asked you to help with the wedding. Choose the name you will sign in with.',
  welcomeNoName: 'The couple has asked you to help with the wedding. Choose the name you will sign in with.',
  lostCode: 'This address has lost its sign-up code. Open the link again from the couple’s message.',
  username: 'Username',
  usernameHint: '3 to 40 letters or digits; a dot, dash or underscore may join them.',
  usernameFirst: 'Choose your username first: 3 to 40 letters or digits.',
  passkey: 'Use this phone’s fingerprint or screen lock',
  orPassword: 'Or choose a password:',
  password: 'Password',
  passwordHint: 'At least 10 characters. A few words you will remember are best.',
  create: 'Create my account with this password',
  noPasskey: 'The phone did not make a passkey. Try again, or choose a password below.',
  noAnswer: 'The server could not be reached. Check the connection and try again.',
} as const;

const HI: { readonly [K in keyof typeof EN]: string } = {
  title: 'अपना खाता बनाएँ',
  welcome: 'नमस्ते {name}! वर-वधू ने विवाह में आपसे मदद माँगी है। वह नाम चुनें जिससे आप साइन इन करेंगे।',
  welcomeNoName: 'वर-वधू ने विवाह में आपसे मदद माँगी है। वह नाम चुनें जिससे आप साइन इन करेंगे।',
  lostCode: 'इस पते का साइन-अप कोड खो गया है। वर-वधू के संदेश से लिंक फिर से खोलें।',
  username: 'यूज़रनेम',
  usernameHint: '3 से 40 अक्षर या अंक (अंग्रेज़ी या हिंदी में); बीच में बिंदु, डैश या अंडरस्कोर हो सकता है।',
  usernameFirst: 'पहले अपना यूज़रनेम चुनें: 3 से 40 अक्षर या अंक।',
  passkey: 'इस फ़ोन का फ़िंगरप्रिंट या स्क्रीन लॉक इस्तेमाल करें',
  orPassword: 'या एक पासवर्ड चुनें:',
  password: 'पासवर्ड',
  passwordHint: 'कम से कम 10 अक्षर। कुछ शब्द जो आपको याद रहें, सबसे अच्छे हैं।',
  create: 'इस पासवर्ड से मेरा खाता बनाएँ',
  noPasskey: 'फ़ोन पासकी नहीं बना पाया। फिर कोशिश करें, या नीचे पासवर्ड चुनें।',
  noAnswer: 'सर्वर तक नहीं पहुँच पाए। कनेक्शन देखें और फिर कोशिश करें।',
};

/** In one of the admin's languages; a language nobody translated them into reads them as written (translated). */
export const signupWords = translated<{ readonly [K in keyof typeof EN]: string }>(EN, { hi: HI });
