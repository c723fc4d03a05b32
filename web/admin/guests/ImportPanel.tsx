import { useId, useState } from 'react';
import type { ImportPlan, SheetError } from '../../../shared/guests/admin-shapes';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { ApiError } from '../../api';
import { useAdminLanguage } from '../admin-language';

type Result = ImportPlan & {
  errors: SheetError[];
  ignored: string[];
  readAs: Array<{ word: string; title: string; rows: number[] }>;
  greetedByName: { count: number; examples: string[] };
};

/** The file's own bytes: the server reads the encoding they are in (Excel's plain CSV is not UTF-8). */
async function sendSheet(
  file: Blob,
  dryRun: boolean,
  words: { importFailed: string; notSent: string },
  asNew: readonly string[] = [],
): Promise<Result> {
  const query = new URLSearchParams(dryRun ? { dryRun: '1' } : {});
  for (const name of asNew) query.append('asNew', name);
  try {
    const response = await fetch(`/api/admin/households/import${query.size > 0 ? `?${query}` : ''}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'text/csv' },
      body: file,
    });
    const body = (await response.json().catch(() => ({}))) as
      | Result
      | { message?: string; error?: string; language?: string };
    if ((response.status === 200 || response.status === 400) && 'errors' in body) return body;
    // A refusal of the whole sheet (its encoding, the list's size): the server's sentence says what to do.
    throw new ApiError(
      response.status,
      ('message' in body && body.message) || response.statusText || words.importFailed,
      'error' in body && typeof body.error === 'string' ? body.error : undefined,
      'language' in body && typeof body.language === 'string' ? body.language : undefined,
    );
  } catch (err) {
    throw err instanceof ApiError ? err : new Error(words.notSent);
  }
}

/** Choose a CSV, see what it would do and every row's problem, then import it, all or nothing. */
export function ImportPanel({ onImported, onClose }: { onImported: () => void; onClose: () => void }) {
  const id = useId();
  const [sheet, setSheet] = useState<File | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<Result | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // New names with a known phone or e-mail that the couple ticked as another family: added, not held back.
  const [asNew, setAsNew] = useState<ReadonlySet<string>>(new Set());
  const { language, failure } = useAdminLanguage();
  const words = guestWords(language);
  // A refusal of the whole sheet in the reader's words; a dropped connection says so.
  const problemOf = (err: unknown) => failure(err, err instanceof Error ? err.message : String(err));

  const choose = async (file: File | undefined) => {
    setPreview(null);
    setProblem('');
    setAsNew(new Set());
    if (!file) return;
    setBusy(true);
    try {
      setSheet(file);
      setFileName(file.name);
      setPreview(await sendSheet(file, true, words));
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  };

  const importNow = async () => {
    if (sheet === null) return;
    setBusy(true);
    try {
      const result = await sendSheet(sheet, false, words, [...asNew]);
      if (result.errors.length > 0) setPreview(result);
      else {
        onImported();
        onClose();
      }
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  };

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
            void choose(file);
          }}
        />
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {preview ? (
        <div role="status">
          <p>
            {fill(words.preview, {
              file: fileName,
              created: preview.created,
              updated: preview.updated,
              unchanged: preview.unchanged,
            })}
            {preview.errors.length === 0
              ? '.'
              : preview.errors.length === 1
                ? words.problemFirst
                : fill(words.problemsFirst, { count: preview.errors.length })}
          </p>
          {preview.ignored.length > 0 ? <p>{fill(words.ignored, { columns: preview.ignored.join(', ') })}</p> : null}
          {preview.adding.length > 0 ? <p>{fill(words.adding, { names: preview.adding.join(', ') })}</p> : null}
          {preview.readAs.length > 0 ? (
            <ul className="import-panel__changes">
              {preview.readAs.map((one) => (
                <li key={one.word}>{fill(words.readAs, { ...one, rows: one.rows.join(', ') })}</li>
              ))}
            </ul>
          ) : null}
          {preview.greetedByName.count > 0 ? (
            <p>
              {fill(preview.greetedByName.count === 1 ? words.greetedByName.one : words.greetedByName.other, {
                count: preview.greetedByName.count,
                examples: preview.greetedByName.examples.map((name) => `“${name}”`).join(', '),
              })}
            </p>
          ) : null}
          {preview.returning.length > 0 ? (
            <ul className="import-panel__changes">
              {preview.returning.map((one) => (
                <li key={one.household}>
                  {fill(words.bringsBack, { household: one.household, date: one.deletedAt.slice(0, 10) })}
                </li>
              ))}
            </ul>
          ) : null}
          {preview.sameAs.map((one, index) => (
            // Named by its question, a paragraph: a legend that long breaks over the fieldset's border.
            <fieldset key={one.household} className="import-panel__same" aria-labelledby={`${id}-same-${index}`}>
              <p id={`${id}-same-${index}`}>{fill(words.sameAsQuestion, one)}</p>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={asNew.has(one.household)}
                  onChange={(e) => {
                    const ticked = new Set(asNew);
                    if (e.target.checked) ticked.add(one.household);
                    else ticked.delete(one.household);
                    setAsNew(ticked);
                  }}
                />
                <span>{fill(words.addAsNew, one)}</span>
              </label>
              <p>{fill(words.renameHint, one)}</p>
            </fieldset>
          ))}
          {preview.changes.length > 0 ? (
            <ul className="import-panel__changes">
              {preview.changes.map((change) => (
                <li key={change.household}>
                  {change.household}: {change.changes.join('; ')}
                </li>
              ))}
            </ul>
          ) : null}
          {preview.errors.length > 0 ? (
            <table className="import-panel__errors">
              <thead>
                <tr>
                  <th scope="col">{words.row}</th>
                  <th scope="col">{words.column}</th>
                  <th scope="col">{words.problem}</th>
                </tr>
              </thead>
              <tbody>
                {preview.errors.map((error) => (
                  <tr key={`${error.row}:${error.column}:${error.message}`}>
                    <td>{error.row}</td>
                    <td>{error.column ?? '—'}</td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
      <div className="household-form__actions">
        <button
          type="button"
          className="button button--small"
          disabled={busy || !preview || preview.errors.length > 0}
          onClick={() => void importNow()}
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
