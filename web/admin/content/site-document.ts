// site.json as the admin reads and saves it whole: the content editor, and the settings' public address.
import type { SiteFile } from '../../../shared/site/schema';

/** The site's content with the version it was read at, which a save names. */
export interface SiteDocument {
  version: string;
  site: SiteFile;
}

/** What PUT /api/admin/site answered: the new version, or the refusal's code and sentence. */
export interface SaveAnswer {
  ok: boolean;
  status: number;
  version?: string;
  message?: string;
  error?: string;
}

/**
 * Saves the whole of site.json against the version it was opened at (If-Match): a change saved since, in another
 * tab or by the other partner, is refused (412) rather than overwritten.
 */
export async function saveSite(site: SiteFile, version: string): Promise<SaveAnswer> {
  const response = await fetch('/api/admin/site', {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
    body: JSON.stringify(site),
  });
  const body = (await response.json().catch(() => ({}))) as Omit<SaveAnswer, 'ok' | 'status'>;
  return { ok: response.ok, status: response.status, ...body };
}
