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
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-side`}>{sideLabel}</label>
        <select
          id={`${idPrefix}-side`}
          value={side}
          disabled={disabled}
          onChange={(e) => onSide(e.target.value as HouseholdView['side'])}
        >
          <option value="">Both sides</option>
          <option value="bride">The bride’s side</option>
          <option value="groom">The groom’s side</option>
        </select>
      </div>
      {groups.length > 0 ? (
        <div className="field">
          <label htmlFor={`${idPrefix}-group`}>Group</label>
          <select id={`${idPrefix}-group`} value={group} disabled={disabled} onChange={(e) => onGroup(e.target.value)}>
            <option value="">All groups</option>
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
