import Lock from 'lucide-react/icons/lock';

/** Said beside a private function wherever the admin names it: only the households invited to it see it. */
export function PrivateMark() {
  return (
    <span className="private-mark" title="Only the households invited to it see it">
      <Lock aria-hidden="true" size={14} />
      Private
    </span>
  );
}
