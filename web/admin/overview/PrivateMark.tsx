import Lock from 'lucide-react/icons/lock';
import { useAdminLanguage } from '../admin-language';

/** Said beside a private function wherever the admin names it: only the households invited to it see it. */
export function PrivateMark() {
  const { texts } = useAdminLanguage();
  return (
    <span className="private-mark" title={texts.privateHint}>
      <Lock aria-hidden="true" size={14} />
      {texts.private}
    </span>
  );
}
