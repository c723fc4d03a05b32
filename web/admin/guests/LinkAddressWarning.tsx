import { useContext } from 'react';
import { Link, useLocation } from 'wouter';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { unreachableWhy } from '../../../shared/i18n/unreachable-words';
import { useAdminLanguage } from '../admin-language';
import { useMe } from '../me';
import { LinkAddressContext } from './link-address';

/** Said above the list (and where a message would go) while links would carry an address guests cannot open. */
export function LinkAddressWarning() {
  const address = useContext(LinkAddressContext);
  const { language } = useAdminLanguage();
  const words = guestWords(language);
  const me = useMe();
  const [location] = useLocation();
  if (!address.why || address.acknowledged) return null;
  const why = unreachableWhy(language, address.why);
  return (
    <div className="household-card__warning link-address" role="note">
      <p>{fill(words.unreachable, { origin: address.origin, why })}</p>
      {me?.role === 'couple' && location !== '/settings' ? (
        <Link className="button button--small" href="/settings">
          {words.openSettings}
        </Link>
      ) : null}
      <button type="button" className="button button--outline button--small" onClick={address.acknowledge}>
        {words.useAnyway}
      </button>
    </div>
  );
}
