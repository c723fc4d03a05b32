import { ICON_NAMES } from '../../../shared/site/icons';
import type { IconName } from '../../../shared/site/schema';

/** The icon of a function or a venue, chosen from those the page can draw. */
export function IconSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: IconName;
  onChange: (next: IconName) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Icon</label>
      <select id={id} value={value} onChange={(change) => onChange(change.target.value as IconName)}>
        {ICON_NAMES.map((icon) => (
          <option key={icon} value={icon}>
            {icon.replace(/-/g, ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}
