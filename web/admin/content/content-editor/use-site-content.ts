import { useCallback, useEffect, useState } from 'react';
import { contentWords } from '../../../../shared/i18n/admin-content';
import { fill } from '../../../../shared/i18n/fill';
import type { SiteFile } from '../../../../shared/site/schema';
import { apiJson } from '../../../api';
import { useAdminLanguage } from '../../admin-language';
import { withMealIds } from '../draft';
import { type SiteDocument, saveSite } from '../site-document';
import { type Problem, refusedSave, withoutStatus } from './save-problem';

export interface KeptVersion {
  version: string;
  replacedAt: string;
}

/**
 * The content as opened, the draft the couple edits, and the earlier versions kept; a save sends the whole draft
 * against the version it was opened at, and a restore saves an earlier one again.
 */
export function useSiteContent() {
  const { language, refusal } = useAdminLanguage();
  const words = contentWords(language);
  const [opened, setOpened] = useState<SiteDocument | null>(null);
  const [site, setSite] = useState<SiteFile | null>(null);
  const [versions, setVersions] = useState<KeptVersion[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setProblem(null);
    try {
      const [document, kept] = await Promise.all([
        apiJson<SiteDocument>('GET', '/api/admin/site'),
        apiJson<KeptVersion[]>('GET', '/api/admin/site/versions'),
      ]);
      setOpened(document);
      setSite(document.site);
      setVersions(kept);
    } catch (err) {
      setProblem(withoutStatus(err));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (document: SiteFile, what: string) => {
    if (!opened) return;
    setBusy(true);
    setProblem(null);
    setStatus('');
    try {
      const answer = await saveSite(withMealIds(document), opened.version);
      if (!answer.ok || !answer.version) {
        setProblem(refusedSave(answer, words, refusal));
        return;
      }
      // As the server wrote it (a new function's id, a new meal's): what the next change is made from.
      const saved = await apiJson<SiteDocument>('GET', '/api/admin/site').catch(() => ({
        version: answer.version ?? '',
        site: withMealIds(document),
      }));
      setOpened(saved);
      setSite(saved.site);
      setVersions(await apiJson<KeptVersion[]>('GET', '/api/admin/site/versions'));
      setStatus(fill(words.guestsSeeIt, { what }));
    } catch {
      setProblem({ kind: 'other', message: words.noAnswerTryAgain });
    } finally {
      setBusy(false);
    }
  };

  const restore = async (version: string) => {
    try {
      const kept = await apiJson<SiteDocument>('GET', `/api/admin/site/versions/${version}`);
      // The public address is a setting, not content: an earlier version's words come back, today's address stays.
      const { publicUrl: _earlier, ...content } = kept.site;
      const address = opened?.site.publicUrl;
      await save(address ? { ...content, publicUrl: address } : content, words.restored);
    } catch (err) {
      setProblem(withoutStatus(err));
    }
  };

  return { opened, site, setSite, versions, problem, status, setStatus, busy, load, save, restore };
}
