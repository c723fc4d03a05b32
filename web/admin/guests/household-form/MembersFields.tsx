import { fill } from '../../../../shared/i18n/fill';
import { GUEST_LIMITS } from '../../../../shared/limits/guests';
import type { HouseholdPart } from './household-part';

export interface MemberDraft {
  id?: number;
  name: string;
  child: boolean;
}

/** The household's people, each a name and whether a child; a person is added or taken off by a button. */
export function MembersFields({ id, words, value: members, onChange }: HouseholdPart<MemberDraft[]>) {
  const changed = (index: number, change: Partial<MemberDraft>) =>
    onChange(members.map((member, at) => (at === index ? { ...member, ...change } : member)));
  return (
    <fieldset className="household-form__members">
      <legend>{words.people}</legend>
      {members.map((member, index) => (
        <div key={member.id ?? `new-${index}`} className="household-form__member">
          <label className="visually-hidden" htmlFor={`${id}-m${index}`}>
            {fill(words.person, { n: index + 1 })}
          </label>
          <input
            id={`${id}-m${index}`}
            value={member.name}
            maxLength={GUEST_LIMITS.nameMaxLength}
            placeholder={words.fullName}
            onChange={(e) => changed(index, { name: e.target.value })}
          />
          <label className="household-form__check">
            <input
              type="checkbox"
              checked={member.child}
              onChange={(e) => changed(index, { child: e.target.checked })}
            />
            {words.childCheck}
          </label>
          <button
            type="button"
            className="button button--outline button--small"
            aria-label={fill(words.removePerson, { n: index + 1 })}
            onClick={() => onChange(members.filter((_, at) => at !== index))}
          >
            {words.remove}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() => onChange([...members, { name: '', child: false }])}
      >
        {words.addPerson}
      </button>
    </fieldset>
  );
}
