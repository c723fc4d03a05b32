import Download from 'lucide-react/icons/download';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { useAdminLanguage } from '../admin-language';

/** What the couple does with the whole list: add a household, import a sheet, export the list with its links. */
export function GuestListActions({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  const { language, texts } = useAdminLanguage();
  const words = guestWords(language);
  return (
    <div className="dashboard__actions">
      <button type="button" className="button button--small" onClick={onAdd}>
        {words.add}
      </button>
      <button type="button" className="button button--outline button--small" onClick={onImport}>
        {words.import}
      </button>
      <a className="button button--outline button--small" href="/api/admin/households.csv" download>
        <Download aria-hidden="true" size={18} />
        {words.export}
      </a>
      <a className="button button--outline button--small" href="/api/admin/answers.csv" download>
        <Download aria-hidden="true" size={18} />
        {texts.answersSheet}
      </a>
    </div>
  );
}
