import AlertTriangle from 'lucide-react/icons/triangle-alert';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { fill } from '../../shared/i18n/fill';
import { apiJson } from '../api';
import { type AdminLanguage, useAdminLanguage } from './admin-language';

interface StorageState {
  problem: string | null;
  offsite: { lastCopyAt: string | null; lastError: string | null; stale: boolean };
}

const when = (iso: string, { tag, hourCycle }: AdminLanguage['dates']) =>
  new Date(iso).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short', ...(hourCycle && { hourCycle }) });

/**
 * Tells the couple, at the top of their page, when guests' answers cannot be kept (a full disk, a lost database
 * file): they should hear it from the site before they hear it from a guest. Checked on load and on Refresh. Below
 * it, when the answers were last copied off the machine, which a dead SD card would otherwise take with it.
 */
export function StorageWarning({ checkKey }: { checkKey: number }) {
  const [state, setState] = useState<StorageState | null>(null);
  const { texts, dates } = useAdminLanguage();
  const words = texts.storage;
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: checkKey is the list's word to ask again (after a change)
  useEffect(() => {
    let current = true;
    apiJson<StorageState>('GET', '/api/admin/storage').then(
      (fetched) => current && setState(fetched),
      // The list below reports its own failures; this warning stays as it was.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [checkKey]);
  if (!state) return null;
  const { problem, offsite } = state;
  return (
    <>
      {problem && (
        <div className="admin-card storage-warning" role="alert">
          <AlertTriangle aria-hidden="true" size={22} />
          <p>
            <strong>{words.cannotSave}</strong> {problem}
          </p>
        </div>
      )}
      {offsite.stale ? (
        <div className="admin-card offsite-warning" role="status">
          <AlertTriangle aria-hidden="true" size={22} />
          <p>
            <strong>
              {offsite.lastCopyAt
                ? fill(words.lastCopied, { when: when(offsite.lastCopyAt, dates) })
                : words.neverCopied}
            </strong>{' '}
            {words.diskDies} {offsite.lastError ? fill(words.lastTry, { error: offsite.lastError }) : words.seeDocs}{' '}
            {location === '/settings' ? null : <Link href="/settings#offsite">{words.howTo}</Link>}
          </p>
        </div>
      ) : (
        offsite.lastCopyAt && (
          <p className="offsite-status">{fill(words.lastCopy, { when: when(offsite.lastCopyAt, dates) })}</p>
        )
      )}
    </>
  );
}
