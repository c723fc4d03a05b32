import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiJson } from '../api';

/**
 * Tells the couple, at the top of their page, when guests' answers cannot be kept (a full disk, a lost database
 * file): they should hear it from the site before they hear it from a guest. Checked on load and on Refresh.
 */
export function StorageWarning({ checkKey }: { checkKey: number }) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    apiJson<{ problem: string | null }>('GET', '/api/admin/storage').then(
      (state) => current && setProblem(state.problem),
      // The list below reports its own failures; this warning stays as it was.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [checkKey]);
  if (!problem) return null;
  return (
    <div className="admin-card storage-warning" role="alert">
      <AlertTriangle aria-hidden="true" size={22} />
      <p>
        <strong>Guests' answers cannot be saved right now.</strong> {problem}
      </p>
    </div>
  );
}
