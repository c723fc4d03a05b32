import Download from 'lucide-react/icons/download';

/** What the couple does with the whole list: add a household, import a sheet, export the list with its links. */
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
    </div>
  );
}
