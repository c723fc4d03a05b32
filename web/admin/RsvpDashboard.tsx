import Download from 'lucide-react/icons/download';
import LogOut from 'lucide-react/icons/log-out';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { RoomProps } from './AdminRooms';
import type { Editing } from './AnswerEditor';
import { Overview } from './overview/Overview';
import { RsvpFilters } from './RsvpFilters';
import { RsvpTable } from './RsvpTable';
import { StorageWarning } from './StorageWarning';
import { SummaryCards } from './SummaryCards';
import { type RsvpListView, useRsvpList } from './useRsvpList';

const DOWNLOAD_URL = '/api/rsvps/download';
// Opened to add or correct an answer, not at every visit: a chunk of its own.
const AnswerEditor = lazy(() => import('./AnswerEditor').then((module) => ({ default: module.AnswerEditor })));

/** /admin: the spec's page (the open form's answers, its four cards and its table), under the overview. */
export function RsvpDashboard({ site, onSignOut, onSessionEnded }: RoomProps) {
  const { state, view, setView, refresh } = useRsvpList(onSessionEnded);
  const changeFilters = useCallback(
    (next: Pick<RsvpListView, 'q' | 'attending'>) => setView({ ...next, page: 0 }),
    [setView],
  );
  const [checks, setChecks] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const busy = state.status === 'loading' || (state.status === 'ready' && state.refreshing);

  return (
    <main className="admin-shell">
      <div className="dashboard">
        <header className="dashboard__header">
          <h1>RSVP Management</h1>
          <div className="dashboard__actions">
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => {
                setChecks((n) => n + 1);
                void refresh();
              }}
              disabled={busy}
            >
              <RefreshCw aria-hidden="true" size={18} />
              Refresh
            </button>
            <button type="button" className="button button--small" onClick={() => window.open(DOWNLOAD_URL, '_blank')}>
              <Download aria-hidden="true" size={18} />
              Export CSV
            </button>
            <button type="button" className="button button--outline button--small" onClick={onSignOut}>
              <LogOut aria-hidden="true" size={18} />
              Logout
            </button>
          </div>
        </header>

        <StorageWarning checkKey={checks} />
        <Overview site={site} />
        {state.status === 'loading' && (
          <p className="dashboard__status" role="status">
            Loading RSVP data...
          </p>
        )}
        {state.status === 'error' && (
          <p className="dashboard__status dashboard__status--error" role="alert">
            Error loading RSVP data. Please try refreshing.
          </p>
        )}
        {state.status === 'ready' && (
          <>
            <SummaryCards summary={state.summary} />
            <section className="admin-card submissions" aria-labelledby="submissions-title">
              <h2 id="submissions-title">RSVP Submissions</h2>
              <p className="submissions__text">All guest responses to your wedding invitation</p>
              <button
                type="button"
                className="button button--outline button--small submissions__add"
                onClick={() => setEditing({ kind: 'new' })}
              >
                <Plus aria-hidden="true" size={18} />
                Add an answer
              </button>
              {state.summary.total === 0 ? (
                <p className="rsvp-table__empty">No RSVPs submitted yet.</p>
              ) : (
                <>
                  <RsvpFilters view={view} onChange={changeFilters} />
                  {state.matching === 0 ? (
                    <p className="rsvp-table__empty">No RSVPs match this search.</p>
                  ) : (
                    <RsvpTable
                      rsvps={state.rsvps}
                      matching={state.matching}
                      page={state.page}
                      onPage={(page) => setView({ ...view, page })}
                      onEdit={(answer) => setEditing({ kind: 'existing', answer })}
                    />
                  )}
                </>
              )}
            </section>
            {editing ? (
              <Suspense fallback={null}>
                <AnswerEditor editing={editing} onDone={() => void refresh()} onClose={() => setEditing(null)} />
              </Suspense>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}
