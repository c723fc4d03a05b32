import type { Words } from './admin';
import { translated } from './translated';

// What is wrong with the wedding's content, field by field, in the language of the person saving it in the admin
// (a site.json read at start is told in English, to the one who runs the server). Each problem starts with the
// field's path ("days[1].events[2].end: …"), which the content editor shows it beside; the words after it are these.

const EN = {
  topLevel: '(top level)',
  useADate: 'use a date written YYYY-MM-DD, such as 2025-08-31',
  notInForm: 'is not in the expected form',
  notInFormAs: 'is not in the expected form ({form})',
  atMostEntries: 'at most {limit} entries',
  expected: 'expected {type}',
  missing: 'is missing',
  unknownField: 'is not a field site.json knows',
  unknownFieldNear: 'is not a field site.json knows (did you mean "{near}"?)',
  notEmpty: 'must not be empty',
  tooShort: 'must have at least {limit} characters',
  tooLong: 'must have at most {limit} characters',
  tooSmall: 'must be at least {limit}',
  tooLarge: 'must be at most {limit}',
  notValid: 'is not valid',
  oneOf: 'must be one of {values}',
  venueUsedTwice: '"{id}" is used by an earlier venue too',
  notAVenue: '"{venue}" is not a venue id ({venues})',
  notADay: '{date} is not a day of the calendar',
  endWithoutStart: 'is given without a start',
  endNotAfterStart: '{end} is not after its start {start}',
  endBeforeStart: '{end} is before startDate {start}',
  startNotOnDay:
    '{start} is not on its day, {date}: give the function a start on {date} (or before 06:00 the morning after), or put it under the day of its date',
  dayBeforeWedding: '{date} is before the first day, startDate {start}',
  dayAfterWedding: '{date} is after the last day, endDate {end}',
  eventIdTwice: 'the event id "{id}" ({title}) is used twice: give one of them an "id" of its own',
  retiredStillUsed: '"{id}" is the id of a function still in days; take it out of one of them',
  mealIdTwice: '"{id}" is the id of an earlier meal too',
  notAFunction: '"{id}" is not a function\'s id; write "public", or one of the ids',
  privateFunction: '"{id}" is a private function, and the open form is answered by anyone',
  notAMoment: '{value} is not a moment in time',
  notACountry: '"{value}" is not a country code phone numbers know (for India, "IN")',
  notATimeZone: '"{value}" is not a time zone (write it as "Asia/Kolkata", "Europe/London", "America/New_York")',
  notALanguage: '"{value}" is not one of languages ({languages})',
  noWordsInLanguage: '"{value}" is not a language the site has words for; it has them in {languages}',
  unknownPlaceholders: '{unknown} is not one of {known}',
  noLink: 'has no {link}, so the household could not open its invitation',
} as const;

export type SiteProblemWords = Words<typeof EN>;

const HI: SiteProblemWords = {
  topLevel: '(सबसे ऊपर)',
  useADate: 'तारीख़ YYYY-MM-DD में लिखें, जैसे 2025-08-31',
  notInForm: 'सही रूप में नहीं है',
  notInFormAs: 'सही रूप में नहीं है ({form})',
  atMostEntries: 'ज़्यादा से ज़्यादा {limit} चीज़ें',
  expected: 'यहाँ {type} होना चाहिए',
  missing: 'नहीं दिया गया है',
  unknownField: 'site.json में ऐसा कोई फ़ील्ड नहीं होता',
  unknownFieldNear: 'site.json में ऐसा कोई फ़ील्ड नहीं होता (क्या आपका मतलब "{near}" था?)',
  notEmpty: 'ख़ाली नहीं हो सकता',
  tooShort: 'कम से कम {limit} अक्षर होने चाहिए',
  tooLong: 'ज़्यादा से ज़्यादा {limit} अक्षर हो सकते हैं',
  tooSmall: 'कम से कम {limit} होना चाहिए',
  tooLarge: 'ज़्यादा से ज़्यादा {limit} हो सकता है',
  notValid: 'सही नहीं है',
  oneOf: 'इनमें से एक होना चाहिए: {values}',
  venueUsedTwice: '"{id}" किसी पिछले आयोजन स्थल की पहचान भी है',
  notAVenue: '"{venue}" किसी आयोजन स्थल की पहचान नहीं है ({venues})',
  notADay: '{date} कैलेंडर का कोई दिन नहीं है',
  endWithoutStart: 'शुरुआत के बिना दिया गया है',
  endNotAfterStart: '{end} अपनी शुरुआत {start} के बाद नहीं है',
  endBeforeStart: '{end} शुरुआत की तारीख़ {start} से पहले है',
  startNotOnDay:
    '{start} अपने दिन {date} पर नहीं है: कार्यक्रम की शुरुआत {date} को रखें (या अगली सुबह 06:00 से पहले), या उसे उसकी तारीख़ वाले दिन में डालें',
  dayBeforeWedding: '{date} पहले दिन (startDate {start}) से पहले है',
  dayAfterWedding: '{date} आख़िरी दिन (endDate {end}) के बाद है',
  eventIdTwice: 'कार्यक्रम की पहचान "{id}" ({title}) दो बार है: इनमें से एक को अपनी अलग "id" दें',
  retiredStillUsed: '"{id}" ऐसे कार्यक्रम की पहचान है जो अभी दिनों में है; इसे दोनों में से एक जगह से हटाएँ',
  mealIdTwice: '"{id}" किसी पहले के भोजन की भी पहचान है',
  notAFunction: '"{id}" किसी कार्यक्रम की पहचान नहीं है; "public" लिखें, या कोई पहचान',
  privateFunction: '"{id}" एक निजी कार्यक्रम है, और खुला फ़ॉर्म कोई भी भर सकता है',
  notAMoment: '{value} कोई समय नहीं है',
  notACountry: '"{value}" ऐसा देश-कोड नहीं जिसे फ़ोन नंबर पहचानें (भारत के लिए "IN")',
  notATimeZone: '"{value}" कोई समय-क्षेत्र नहीं है (ऐसे लिखें: "Asia/Kolkata", "Europe/London", "America/New_York")',
  notALanguage: '"{value}" भाषाओं ({languages}) में से नहीं है',
  noWordsInLanguage: '"{value}" ऐसी भाषा नहीं है जिसके शब्द इस साइट के पास हों; शब्द इन भाषाओं में हैं: {languages}',
  unknownPlaceholders: '{unknown} इनमें से नहीं है: {known}',
  noLink: 'में {link} नहीं है, तो परिवार अपना निमंत्रण नहीं खोल पाएगा',
};

export const siteProblemWords = translated<SiteProblemWords>(EN, { hi: HI });
