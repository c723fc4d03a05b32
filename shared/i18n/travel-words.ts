import type { Words } from './admin';

// The words of a household's journey (its page's travel section, its calendar's stay and pickups), in both languages:
// they travel with the section's own chunk, fetched only by a household asked about its journey, not in every page's
// data.

const EN = {
  title: 'Your journey',
  intro: 'Tell us when you arrive and when you leave, so that someone can meet you and a room is ready for you.',
  stay: 'Where will you stay?',
  stayArranged: 'Where the family has arranged for us',
  stayOwn: 'On our own',
  together: 'We all travel together',
  arriving: 'Arriving',
  leaving: 'Leaving',
  date: 'Date',
  time: 'Time',
  by: 'By',
  byLeaving: 'By',
  modes: { train: 'Train', flight: 'Flight', bus: 'Bus', car: 'Car', other: 'Other' },
  number: 'Train or flight number (as on the ticket)',
  place: 'Station or airport',
  pickup: 'Please pick us up',
  drop: 'Please take us to the station or airport',
  needs: 'Anything we should know? (a wheelchair, a ground-floor room, travelling with an infant)',
  save: 'Save our journey',
  saving: 'Saving…',
  saved: 'Thank you, we have your journey',
  notSaved: 'Your journey could not be saved. Please try again; what you typed is still here.',
  halfTold: 'Please give both the date and the time of each journey, or leave both empty.',
  unreadable:
    'A date, a time or a number could not be read, or a note is too long. Write dates like 2026-12-25 and times like 14:30, and try again.',
  notAsked: 'The family has not asked for your journey here; please tell them directly.',
  farFromWedding: '{name}: {date} is more than a week from the wedding. Is the date right?',
  leavesBeforeArriving: '{name} leaves before arriving. Is a date swapped?',
  whereYouStay: 'Where you stay',
  room: '{place}, room {room}',
  sharing: 'Sharing with {names}',
  checkIn: 'Check-in {date}',
  checkOut: 'check-out {date}',
  pickups: 'Who meets you',
  pickupLine: '{names}: {date}, {time}, {place}',
  dropLine: '{names}, leaving: {date}, {time}, {place}',
  driver: 'Driver: {driver}',
} as const;

export type TravelWords = Words<typeof EN>;

const HI: TravelWords = {
  title: 'आपकी यात्रा',
  intro: 'बताइए आप कब पहुँचेंगे और कब जाएँगे, ताकि कोई आपको लेने आ सके और आपके लिए कमरा तैयार रहे।',
  stay: 'आप कहाँ ठहरेंगे?',
  stayArranged: 'जहाँ परिवार ने हमारे लिए इंतज़ाम किया है',
  stayOwn: 'अपने इंतज़ाम से',
  together: 'हम सब साथ यात्रा कर रहे हैं',
  arriving: 'पहुँचना',
  leaving: 'वापसी',
  date: 'तारीख़',
  time: 'समय',
  by: 'कैसे आएँगे?',
  byLeaving: 'कैसे जाएँगे?',
  modes: { train: 'ट्रेन', flight: 'फ़्लाइट', bus: 'बस', car: 'कार', other: 'और कुछ' },
  number: 'ट्रेन या फ़्लाइट का नंबर (जैसा टिकट पर है)',
  place: 'स्टेशन या हवाई अड्डा',
  pickup: 'कृपया हमें लेने आइए',
  drop: 'कृपया हमें स्टेशन या हवाई अड्डे तक छोड़ दीजिए',
  needs: 'कुछ और जो हमें पता होना चाहिए? (व्हीलचेयर, नीचे की मंज़िल का कमरा, साथ में छोटा बच्चा)',
  save: 'हमारी यात्रा सहेजें',
  saving: 'सहेज रहे हैं…',
  saved: 'धन्यवाद, हमें आपकी यात्रा की जानकारी मिल गई है',
  notSaved: 'आपकी यात्रा सहेजी नहीं जा सकी। कृपया फिर कोशिश करें; आपका लिखा यहीं है।',
  halfTold: 'कृपया हर यात्रा की तारीख़ और समय दोनों लिखें, या दोनों ख़ाली छोड़ दें।',
  unreadable:
    'कोई तारीख़, समय या नंबर पढ़ा नहीं जा सका, या कोई बात बहुत लंबी लिखी है। तारीख़ 2026-12-25 की तरह और समय 14:30 की तरह लिखें, और फिर कोशिश करें।',
  notAsked: 'परिवार ने यहाँ आपकी यात्रा की जानकारी नहीं माँगी है; कृपया उन्हें सीधे बताइए।',
  farFromWedding: '{name}: {date} विवाह से एक हफ़्ते से ज़्यादा दूर है। क्या तारीख़ सही है?',
  leavesBeforeArriving: '{name} पहुँचने से पहले जा रहे हैं। क्या तारीख़ें उलट गई हैं?',
  whereYouStay: 'आप कहाँ ठहरेंगे',
  room: '{place}, कमरा {room}',
  sharing: 'साथ में: {names}',
  checkIn: 'चेक-इन {date}',
  checkOut: 'चेक-आउट {date}',
  pickups: 'आपको कौन लेने आएगा',
  pickupLine: '{names}: {date}, {time}, {place}',
  dropLine: '{names}, वापसी: {date}, {time}, {place}',
  driver: 'ड्राइवर: {driver}',
};

export const travelWords = (language: 'en' | 'hi'): TravelWords => (language === 'hi' ? HI : EN);
