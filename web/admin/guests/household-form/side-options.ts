import type { PersonView } from '../../../../shared/admin/people';
import type { Household } from '../../../../shared/guests/schemas';
import type { GuestWords } from '../../../../shared/i18n/admin-guests';

export type HouseholdSide = Household['side'];

const sideLabels = (words: GuestWords): Readonly<Record<HouseholdSide, string>> => ({
  both: words.bothSides,
  bride: words.theBrideSide,
  groom: words.theGroomSide,
});

/**
 * The sides a person may file a household under, with their labels: the couple any; an organiser their own ("both"
 * when they look after both). A new household may stay unfiled ("": the server files it under the organiser's side
 * or both sides); one filed under a side the person may not choose keeps it on offer, so a save does not move it.
 */
export function sideOptions(
  words: GuestWords,
  me: PersonView | null,
  household: Household | undefined,
): Array<[HouseholdSide | '', string]> {
  const labels = sideLabels(words);
  const choices: HouseholdSide[] =
    me?.role === 'organiser'
      ? [...me.sides, ...(me.sides.length === 2 ? (['both'] as const) : [])]
      : ['both', 'bride', 'groom'];
  const unfiled: Array<[HouseholdSide | '', string]> = household
    ? []
    : [['', me?.role === 'organiser' ? words.yourSide : words.bothSides]];
  const kept: Array<[HouseholdSide, string]> =
    household && !choices.includes(household.side) ? [[household.side, labels[household.side]]] : [];
  const offered = choices
    .filter((choice) => household || me?.role === 'organiser' || choice !== 'both')
    .map((choice): [HouseholdSide, string] => [choice, labels[choice]]);
  return [...unfiled, ...kept, ...offered];
}
