import type { ImportPlan, SheetError } from '../../../../shared/guests/admin-shapes';
import { ApiError } from '../../../api';

/** What the server read in the sheet: what it would do (or did), and every row's problem. */
export type SheetResult = ImportPlan & {
  errors: SheetError[];
  ignored: string[];
  readAs: Array<{ word: string; title: string; rows: number[] }>;
  greetedByName: { count: number; examples: string[] };
};

/** The file's own bytes: the server reads the encoding they are in (Excel's plain CSV is not UTF-8). */
export async function sendSheet(
  file: Blob,
  dryRun: boolean,
  words: { importFailed: string; notSent: string },
  asNew: readonly string[] = [],
): Promise<SheetResult> {
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
      | SheetResult
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
