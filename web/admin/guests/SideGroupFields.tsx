import { sendingWords } from '../../../shared/i18n/admin-sending';
import { useAdminLanguage } from '../admin-language';
import type { HouseholdView } from './household-filter';

/**
 * Which side's households, and which group's: the guest list's filters and the send walk's "to whom" both ask it.
 * The group's field appears once a household is filed under one.
 */
export function SideGroupFields({
  idPrefix,
  sideLabel,
  side,
  group,
  groups,
  disabled = false,
  onSide,
  onGroup,
}: {
  idPrefix: string;
  sideLabel: string;
  side: HouseholdView['side'];
  group: string;
  groups: readonly string[];
  disabled?: boolean;
  onSide: (side: HouseholdView['side']) => void;
  onGroup: (group: string) => void;
}) {
  const { language } = useAdminLanguage();
  const words = sendingWords(language);
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-side`} lang={language}>
          {sideLabel}
        </label>
        <select
          lang={language}
          id={`${idPrefix}-side`}
          value={side}
          disabled={disabled}
          onChange={(e) => onSide(e.target.value as HouseholdView['side'])}
        >
          <option value="">{words.both}</option>
          <option value="bride">{words.bride}</option>
          <option value="groom">{words.groom}</option>
        </select>
      </div>
      {groups.length > 0 ? (
        <div className="field">
          <label htmlFor={`${idPrefix}-group`} lang={language}>
            {words.group}
          </label>
          <select id={`${idPrefix}-group`} value={group} disabled={disabled} onChange={(e) => onGroup(e.target.value)}>
            <option value="" lang={language}>
              {words.allGroups}
            </option>
            {groups.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
