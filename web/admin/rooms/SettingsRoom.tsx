import LogOut from 'lucide-react/icons/log-out';
import { useContext } from 'react';
import { LinkAddressContext, LinkAddressWarning } from '../guests/link-address';
import type { RoomProps } from '../AdminRooms';
import { StorageWarning } from '../StorageWarning';
import { PublicAddressForm } from './PublicAddressForm';
import { RoomFrame } from './RoomFrame';
import { PeopleSection } from './PeopleSection';
import { PasswordForm } from './PasswordForm';
import { useMe } from '../me';

/** /admin/settings: the address guests' links carry, the disk, and signing out. */
export default function SettingsRoom({ onSignOut, publicUrl }: RoomProps) {
  const address = useContext(LinkAddressContext);
  const me = useMe();
  const couple = me?.role === 'couple';
  return (
    <RoomFrame title="Settings">
      {couple ? <StorageWarning checkKey={0} /> : null}
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
        {couple ? <PublicAddressForm drawnWith={publicUrl} /> : null}
      </section>
      {couple ? <PeopleSection /> : null}
      <section className="admin-card guest-list" aria-labelledby="session-title">
        <h2 id="session-title">This browser</h2>
        {me ? (
          <p className="submissions__text">
            Signed in as <strong>{me.name}</strong>
            {me.username ? ` (${me.username})` : ''}.
          </p>
        ) : null}
        <button type="button" className="button button--outline button--small" onClick={onSignOut}>
          <LogOut aria-hidden="true" size={18} />
          Logout
        </button>
        {me?.username ? <PasswordForm /> : null}
      </section>
    </RoomFrame>
  );
}
