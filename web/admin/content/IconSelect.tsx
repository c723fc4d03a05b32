import { contentWords } from '../../../shared/i18n/admin-content';
import { ICON_NAMES } from '../../../shared/site/icons';
import type { IconName } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';

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
  const words = contentWords(useAdminLanguage().language);
  return (
    <div className="field">
      <label htmlFor={id}>{words.icon}</label>
      <select id={id} value={value} onChange={(change) => onChange(change.target.value as IconName)}>
        {ICON_NAMES.map((icon) => (
          <option key={icon} value={icon}>
            {words.icons[icon]}
          </option>
        ))}
      </select>
    </div>
  );
}
