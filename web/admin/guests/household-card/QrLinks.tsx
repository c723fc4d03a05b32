import { useContext } from 'react';
import type { Household } from '../../../../shared/guests/schemas';
import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';
import { anyway, LinkAddressContext, linksMayGo } from '../link-address';

/** The household's QR code to download, as a picture or a drawing; none while its links would not work. */
export function QrLinks({ household, words }: { household: Household; words: GuestWords }) {
  const address = useContext(LinkAddressContext);
  if (!linksMayGo(address)) return null;
  return (
    <p className="household-card__qr">
      {words.qr}{' '}
      <a href={`/api/admin/households/${household.id}/qr.png${anyway(address)}`} download>
        PNG<span className="visually-hidden">{fill(words.forName, { name: household.name })}</span>
      </a>{' '}
      ·{' '}
      <a href={`/api/admin/households/${household.id}/qr.svg${anyway(address)}`} download>
        SVG<span className="visually-hidden">{fill(words.forName, { name: household.name })}</span>
      </a>
    </p>
  );
}
