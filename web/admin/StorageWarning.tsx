import AlertTriangle from 'lucide-react/icons/triangle-alert';
import { useEffect, useState } from 'react';
import { apiJson } from '../api';

interface StorageState {
  problem: string | null;
  offsite: { lastCopyAt: string | null; lastError: string | null; stale: boolean };
}

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Tells the couple, at the top of their page, when guests' answers cannot be kept (a full disk, a lost database
 * file): they should hear it from the site before they hear it from a guest. Checked on load and on Refresh. Below
 * it, when the answers were last copied off the machine, which a dead SD card would otherwise take with it.
 */
export function StorageWarning({ checkKey }: { checkKey: number }) {
  const [state, setState] = useState<StorageState | null>(null);
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
            <strong>Guests' answers cannot be saved right now.</strong> {problem}
          </p>
        </div>
      )}
      {offsite.stale ? (
        <div className="admin-card offsite-warning" role="status">
          <AlertTriangle aria-hidden="true" size={22} />
          <p>
            <strong>
              {offsite.lastCopyAt
                ? `The answers were last copied off this machine on ${when(offsite.lastCopyAt)}.`
                : 'The answers have never been copied off this machine.'}
            </strong>{' '}
            If its SD card or disk dies, what came after is lost.{' '}
            {offsite.lastError ? `The last try said: ${offsite.lastError}` : 'See “Off the machine” in docs/deploy.md.'}
          </p>
        </div>
      ) : (
        offsite.lastCopyAt && <p className="offsite-status">Last copy off this machine: {when(offsite.lastCopyAt)}</p>
      )}
    </>
  );
}
