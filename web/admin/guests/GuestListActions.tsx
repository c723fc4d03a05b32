import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import QrCode from 'lucide-react/icons/qr-code';
import { useContext } from 'react';
import { anyway, LinkAddressContext, linksMayGo } from './link-address';

/** What the couple does with the whole list: add, import, export with links, print cards, the site's own QR. */
export function GuestListActions({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  const address = useContext(LinkAddressContext);
  // Codes at an address guests cannot open are made only once the couple has said they know (the note below).
  const codes = linksMayGo(address);
  return (
    <div className="dashboard__actions">
      <button type="button" className="button button--small" onClick={onAdd}>
        Add household
      </button>
      <button type="button" className="button button--outline button--small" onClick={onImport}>
        Import CSV
      </button>
      <a className="button button--outline button--small" href="/api/admin/households.csv" download>
        <Download aria-hidden="true" size={18} />
        Export with links
      </a>
      {codes ? (
        <>
          <a
            className="button button--outline button--small"
            href={`/admin/print/cards${anyway(address)}`}
            target="_blank"
            rel="noopener"
          >
            <Printer aria-hidden="true" size={18} />
            Print QR cards
          </a>
          {(['png', 'svg'] as const).map((format) => (
            <a
              key={format}
              className="button button--outline button--small"
              href={`/api/admin/qr/site.${format}${anyway(address)}`}
              download
            >
              <QrCode aria-hidden="true" size={18} />
              Site QR ({format.toUpperCase()})
            </a>
          ))}
        </>
      ) : null}
    </div>
  );
}
