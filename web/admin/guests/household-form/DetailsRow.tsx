import type { Household } from '../../../../shared/guests/schemas';
import type { Language } from '../../../../shared/site/languages';
import { InputField, SelectField } from '../../form/fields';
import { useMe } from '../../me';
import type { HouseholdPart } from './household-part';
import { PlusOnesField } from './PlusOnesField';
import { type HouseholdSide, sideOptions } from './side-options';
import { useLanguages } from './use-languages';

export interface Details {
  plusOnes: number;
  /** "" for a new household: the server files it under the wedding's default language, the list's first. */
  language: Language | '';
  side: HouseholdSide | '';
  /** The groups as typed, separated by commas. */
  groups: string;
}

/**
 * The household's extra guests, its language (the wedding's, and the one it has if the wedding does not offer it),
 * its side and its groups, side by side.
 */
export function DetailsRow({
  id,
  words,
  value: details,
  onChange,
  household,
}: HouseholdPart<Details> & { household: Household | undefined }) {
  const me = useMe();
  const { offered, labelOf } = useLanguages();
  const languages = details.language && !offered.includes(details.language) ? [...offered, details.language] : offered;
  return (
    <div className="household-form__row">
      <PlusOnesField
        id={id}
        words={words}
        value={details.plusOnes}
        onChange={(plusOnes) => onChange({ ...details, plusOnes })}
      />
      <SelectField
        id={`${id}-language`}
        label={words.language}
        value={details.language}
        choices={languages.map((language) => ({ value: language, label: labelOf(language), lang: language }))}
        onValue={(language) => onChange({ ...details, language })}
      />
      <SelectField
        id={`${id}-side`}
        label={words.side}
        value={details.side}
        choices={sideOptions(words, me, household).map(([value, label]) => ({ value, label }))}
        onValue={(side) => onChange({ ...details, side })}
      />
      <InputField
        id={`${id}-groups`}
        label={words.groups}
        value={details.groups}
        placeholder={words.groupsExample}
        onValue={(groups) => onChange({ ...details, groups })}
      />
    </div>
  );
}
