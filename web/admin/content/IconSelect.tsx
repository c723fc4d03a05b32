import { contentWords } from '../../../shared/i18n/admin-content';
import { ICON_NAMES } from '../../../shared/site/icons';
import type { IconName } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { SelectField } from '../form/fields';

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
    <SelectField
      id={id}
      label={words.icon}
      value={value}
      choices={ICON_NAMES.map((icon) => ({ value: icon, label: words.icons[icon] }))}
      onValue={onChange}
    />
  );
}
