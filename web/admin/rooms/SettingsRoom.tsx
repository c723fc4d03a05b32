import LogOut from 'lucide-react/icons/log-out';
import { useContext } from 'react';
import { LinkAddressContext, LinkAddressWarning } from '../guests/link-address';
import type { RoomProps } from '../AdminRooms';
import { StorageWarning } from '../StorageWarning';
import { RoomFrame } from './RoomFrame';

/** /admin/settings: the address guests' links carry, the disk, and signing out. */
export default function SettingsRoom({ onSignOut }: RoomProps) {
  const address = useContext(LinkAddressContext);
  return (
    <RoomFrame title="Settings">
      <StorageWarning checkKey={0} />
      <section className="admin-card guest-list" aria-labelledby="address-title">
        <h2 id="address-title">The site’s address</h2>
        <p>
          Links, messages and QR codes point guests to <strong>{address.origin}</strong>.
        </p>
        {address.why ? (
          <LinkAddressWarning />
        ) : (
          <p className="submissions__text">Guests can open it from their own phones.</p>
        )}
        <p className="submissions__text">
          It is the address in PUBLIC_URL where the site was started (the service’s environment, see docs/deploy.md),
          else the one this page is open at.
        </p>
      </section>
      <section className="admin-card guest-list" aria-labelledby="session-title">
        <h2 id="session-title">This browser</h2>
        <button type="button" className="button button--outline button--small" onClick={onSignOut}>
          <LogOut aria-hidden="true" size={18} />
          Logout
        </button>
      </section>
    </RoomFrame>
  );
}
