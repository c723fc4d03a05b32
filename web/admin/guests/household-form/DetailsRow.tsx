import type { Household } from '../../../../shared/guests/schemas';
import { InputField, SelectField } from '../../form/fields';
import { useMe } from '../../me';
import type { HouseholdPart } from './household-part';
import { PlusOnesField } from './PlusOnesField';
import { type HouseholdSide, sideOptions } from './side-options';

export interface Details {
  plusOnes: number;
  language: 'en' | 'hi';
  side: HouseholdSide | '';
  /** The groups as typed, separated by commas. */
  groups: string;
}

/** The household's extra guests, its language, its side and its groups, side by side. */
export function DetailsRow({
  id,
  words,
  value: details,
  onChange,
  household,
}: HouseholdPart<Details> & { household: Household | undefined }) {
  const me = useMe();
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
        choices={[
          { value: 'en', label: words.english },
          { value: 'hi', label: words.hindi },
        ]}
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
