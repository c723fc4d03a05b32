// A function's time as guests read it, written from its start and end (YYYY-MM-DDTHH:MM, the venue's local time), by
// a language's grammar of times (its guest catalog's `time`): "1:00 - 3:00 PM", "दोपहर 1:00 से 3:00 बजे", as a couple
// would write them by hand. The grammar comes as a value, so that the admin's browser, which has no catalogs, writes
// times with the grammars its page data carries.
import { fill } from '../i18n/fill';
import type { Texts } from '../i18n/guest-texts';

/** How a language writes a time: see the `@time` note of locales/en/guest.json. */
export type TimeGrammar = Texts['time'];

type Part = keyof TimeGrammar['parts'];

const clock = (localDateTime: string) => {
  const [hours = 0, minutes = 0] = (localDateTime.split('T')[1] ?? '').split(':').map(Number);
  return { hours, twelve: `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}` };
};

/** The part of the day a language may name before the hour (सुबह, காலை): 4-12 h, 12-16 h, 16-20 h, the rest. */
function partOf(hours: number): Part {
  if (hours >= 4 && hours < 12) return 'morning';
  if (hours >= 12 && hours < 16) return 'afternoon';
  if (hours >= 16 && hours < 20) return 'evening';
  return 'night';
}

const NAMES_PART = /\{(?:part|fromPart|toPart)\}/;
const NAMES_HALF = /\{(?:half|fromHalf|toHalf)\}/;

export function timeWords(start: string, end: string | undefined, grammar: TimeGrammar): string {
  const from = clock(start);
  const fromHalf = grammar.halves[from.hours < 12 ? 0 : 1] ?? '';
  const fromPart = grammar.parts[partOf(from.hours)];
  if (end === undefined) return fill(grammar.one, { clock: from.twelve, half: fromHalf, part: fromPart });
  const to = clock(end);
  const toHalf = grammar.halves[to.hours < 12 ? 0 : 1] ?? '';
  const toPart = grammar.parts[partOf(to.hours)];
  // Both ends read alike but for the clock when the words the language writes beside it are the same at both.
  const templates = [grammar.range, grammar.rangeAcross];
  const alike =
    (fromPart === toPart || !templates.some((template) => NAMES_PART.test(template))) &&
    (fromHalf === toHalf || !templates.some((template) => NAMES_HALF.test(template)));
  return fill(alike ? grammar.range : grammar.rangeAcross, {
    from: from.twelve,
    to: to.twelve,
    half: toHalf,
    part: fromPart,
    fromHalf,
    toHalf,
    fromPart,
    toPart,
  });
}
