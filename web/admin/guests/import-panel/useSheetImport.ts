import { useState } from 'react';
import { guestWords } from '../../../../shared/i18n/admin-guests';
import { useAdminLanguage } from '../../admin-language';
import { type SheetResult, sendSheet } from './send-sheet';

/** The import's two steps: a sheet chosen is read and previewed, then imported, all or nothing. */
export function useSheetImport(onImported: () => void, onClose: () => void) {
  const [sheet, setSheet] = useState<File | null>(null);
  const [preview, setPreview] = useState<SheetResult | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // New names with a known phone or e-mail that the couple ticked as another family: added, not held back.
  const [asNew, setAsNew] = useState<ReadonlySet<string>>(new Set());
  const { language, failure } = useAdminLanguage();
  const words = guestWords(language);

  /**
   * A step, the buttons held while it runs. A refusal of the whole sheet is said in the reader's words; a dropped
   * connection says so.
   */
  const step = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setProblem(failure(err, err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  };

  const choose = (file: File | undefined) => {
    setPreview(null);
    setProblem('');
    setAsNew(new Set());
    if (!file) return;
    void step(async () => {
      setSheet(file);
      setPreview(await sendSheet(file, true, words));
    });
  };

  const importNow = () => {
    if (sheet === null) return;
    void step(async () => {
      const result = await sendSheet(sheet, false, words, [...asNew]);
      if (result.errors.length > 0) setPreview(result);
      else {
        onImported();
        onClose();
      }
    });
  };

  return { fileName: sheet?.name ?? '', preview, problem, busy, asNew, setAsNew, choose, importNow };
}
