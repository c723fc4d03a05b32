import { useId } from 'react';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { useAdminLanguage } from '../admin-language';
import { ImportPreview } from './import-panel/ImportPreview';
import { useSheetImport } from './import-panel/useSheetImport';

/** Choose a CSV, see what it would do and every row's problem, then import it, all or nothing. */
export function ImportPanel({ onImported, onClose }: { onImported: () => void; onClose: () => void }) {
  const id = useId();
  const words = guestWords(useAdminLanguage().language);
  const { fileName, preview, problem, busy, asNew, setAsNew, choose, importNow } = useSheetImport(onImported, onClose);
  return (
    <section className="admin-card import-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{words.importTitle}</h3>
      <p>{words.importIntro}</p>
      <div className="field">
        <label htmlFor={`${id}-file`}>{words.csvFile}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Emptied, so that choosing the same file again, after fixing it, reads it again.
            e.target.value = '';
            choose(file);
          }}
        />
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {preview ? (
        <ImportPreview id={id} fileName={fileName} preview={preview} words={words} asNew={asNew} onAsNew={setAsNew} />
      ) : null}
      <div className="household-form__actions">
        <button
          type="button"
          className="button button--small"
          disabled={busy || !preview || preview.errors.length > 0}
          onClick={importNow}
        >
          {words.importButton}
        </button>
        <button type="button" className="button button--outline button--small" onClick={onClose}>
          {words.close}
        </button>
      </div>
    </section>
  );
}
