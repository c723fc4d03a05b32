import Printer from 'lucide-react/icons/printer';
import QrCode from 'lucide-react/icons/qr-code';
import { useContext } from 'react';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';
import { anyway, LinkAddressContext, linksMayGo } from './link-address';

/** Cards with each household's code to print, and the site's own code: made only at an address guests can open. */
export function PrintActions() {
  const address = useContext(LinkAddressContext);
  const words = guestWords(useAdminLanguage().language);
  // Codes at an address guests cannot open are made only once the couple has said they know (LinkAddressWarning).
  if (!linksMayGo(address)) return null;
  return (
    <div className="dashboard__actions">
      <a
        className="button button--outline button--small"
        href={`/admin/print/cards${anyway(address)}`}
        target="_blank"
        rel="noopener"
      >
        <Printer aria-hidden="true" size={18} />
        {words.printCards}
      </a>
      {(['png', 'svg'] as const).map((format) => (
        <a
          key={format}
          className="button button--outline button--small"
          href={`/api/admin/qr/site.${format}${anyway(address)}`}
          download
        >
          <QrCode aria-hidden="true" size={18} />
          {fill(words.siteQr, { format: format.toUpperCase() })}
        </a>
      ))}
    </div>
  );
}
