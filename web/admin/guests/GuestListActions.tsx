import Download from 'lucide-react/icons/download';
import Printer from 'lucide-react/icons/printer';
import QrCode from 'lucide-react/icons/qr-code';

/** What the couple does with the whole list: add, import, export with links, print cards, the site's own QR. */
export function GuestListActions({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
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
      <a className="button button--outline button--small" href="/admin/print/cards" target="_blank" rel="noopener">
        <Printer aria-hidden="true" size={18} />
        Print QR cards
      </a>
      <a className="button button--outline button--small" href="/api/admin/qr/site.png" download>
        <QrCode aria-hidden="true" size={18} />
        Site QR (PNG)
      </a>
      <a className="button button--outline button--small" href="/api/admin/qr/site.svg" download>
        <QrCode aria-hidden="true" size={18} />
        Site QR (SVG)
      </a>
    </div>
  );
}
