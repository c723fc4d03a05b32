import { lazy, Suspense, useMemo, useState } from 'react';
import { guestListSummary } from '../../../shared/guests/guest-list-summary';
import type { Household, HouseholdInput } from '../../../shared/guests/schemas';
import type { Site } from '../../../shared/site/schema';
import { ApiError, apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import { GuestListCards } from './GuestListCards';
import { useGuestListChanges } from './guest-list-changes';
import { useGuestListHandle } from './guest-list-context';
import { HouseholdCard } from './HouseholdCard';
import { HouseholdForm } from './HouseholdForm';
import { filterHouseholds, groupsOf, type HouseholdView } from './household-filter';
import { ImportPanel } from './ImportPanel';
import { SendPanel } from './SendPanel';

import './GuestList.css';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';
import { copyText } from './copy-text';
import { GuestFilters } from './GuestFilters';
import { GuestListActions } from './GuestListActions';
import { GuestListStatus } from './GuestListStatus';
import { householdView } from './household-view';
import { LinkAddressWarning } from './LinkAddressWarning';
import { StatusCounts } from './StatusCounts';

// Recording an answer for a household is a rare errand: its form (the household page's own) comes when it is asked
// for, not with the room.
const PersonalRsvp = lazy(() =>
  import('../../invitation/PersonalRsvp').then((module) => ({ default: module.PersonalRsvp })),
);

const PAGE = 50;

/** The guest list: households, their links and answers, found by name or status, added, imported, edited. */
export function GuestListSection({ site, onSessionEnded }: { site: Site; onSessionEnded: () => void }) {
  const { state, reload } = useGuestListHandle();
  const { language, texts } = useAdminLanguage();
  const words = guestWords(language);
  const [view, setView] = useState<HouseholdView>({
    q: '',
    status: 'all',
    eventId: '',
    side: '',
    group: '',
    sort: 'name',
  });
  const [shown, setShown] = useState(PAGE);
  const [editing, setEditing] = useState<Household | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [recording, setRecording] = useState<Household | null>(null);
  const [sendingTo, setSendingTo] = useState<number | null>(null);
  const households = state.status === 'ready' ? state.households : [];
  const summary = useMemo(() => guestListSummary(households), [households]);
  const found = useMemo(() => filterHouseholds(households, view), [households, view]);
  const events = useMemo(() => new Map((state.status === 'ready' ? state.events : []).map((e) => [e.id, e])), [state]);

  const { change, markSent, copyMessage } = useGuestListChanges(onSessionEnded);

  /** A household's changes; taking people off who have a journey, a room or a pickup asks first (409 stay-goes-too). */
  const update = (household: Household, input: HouseholdInput) => {
    const patch = (confirmed: boolean) =>
      apiJson('PATCH', `/api/admin/households/${household.id}${confirmed ? '?confirm=1' : ''}`, input);
    return patch(false).catch((err: unknown) => {
      if (!(err instanceof ApiError && err.code === 'stay-goes-too')) throw err;
      const leaving = household.members.filter((member) => !input.members.some((kept) => kept.id === member.id));
      if (!window.confirm(fill(words.stayGoesToo, { names: leaving.map((member) => member.name).join(', ') })))
        throw err;
      return patch(true);
    });
  };

  const save = (input: HouseholdInput) =>
    change(
      words.saving,
      () => (editing === 'new' ? apiJson('POST', '/api/admin/households', input) : update(editing as Household, input)),
      words.saved,
    ).then((saved) => {
      if (saved) setEditing(null);
      return saved;
    });

  return (
    <section className="admin-card guest-list" aria-labelledby="guest-list-title">
      <div className="headcounts__head">
        <h2 id="guest-list-title">{words.guestList}</h2>
        <GuestListActions onAdd={() => setEditing('new')} onImport={() => setImporting(true)} />
      </div>
      <LinkAddressWarning />
      <GuestListStatus state={state} />
      {importing ? (
        <ImportPanel
          onImported={() => void reload().then(() => toast({ title: words.imported }))}
          onClose={() => setImporting(false)}
        />
      ) : null}
      {editing && state.status === 'ready' ? (
        <HouseholdForm
          household={editing === 'new' ? undefined : editing}
          events={state.events}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {recording && state.status === 'ready' ? (
        // biome-ignore lint/a11y/useSemanticElements: a <fieldset> is for a form's controls; this holds a whole form
        <div aria-label={fill(words.recordGroup, { name: recording.name })} role="group">
          <h3 className="household-form__title">{fill(words.recordTitle, { name: recording.name })}</h3>
          <Suspense fallback={<p role="status">{texts.loading}</p>}>
            <PersonalRsvp
              site={site}
              token={recording.token}
              view={householdView(recording, state.events, state.meals)}
              byCouple={{
                send: (input) => apiJson('PUT', `/api/admin/households/${recording.id}/response`, input),
                onDone: () => {
                  setRecording(null);
                  void reload();
                },
              }}
            />
          </Suspense>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          {households.length > 0 ? <GuestListCards summary={summary} /> : null}
          {households.length > 0 ? <StatusCounts households={households} view={view} onView={setView} /> : null}
          <GuestFilters view={view} onView={setView} events={state.events} groups={groupsOf(state.households)} />
          {found.length === 0 ? (
            <p className="rsvp-table__empty">{households.length === 0 ? words.none : words.noMatch}</p>
          ) : (
            <ul className="household-list">
              {found.slice(0, shown).map((household) => (
                <HouseholdCard
                  key={household.id}
                  household={household}
                  events={events}
                  onSend={() => setSendingTo(sendingTo === household.id ? null : household.id)}
                  sending={
                    sendingTo === household.id ? (
                      <SendPanel
                        site={site}
                        household={household}
                        kind={household.sentAt && !household.response ? 'reminder' : 'invite'}
                        onCopy={copyMessage}
                        onSent={(channel) =>
                          void markSent(
                            household,
                            household.sentAt && !household.response ? 'reminder' : 'invite',
                            channel,
                          )
                        }
                      />
                    ) : null
                  }
                  onCopyLink={() =>
                    void copyText(new URL(household.link, window.location.origin).href, words.copyPrompt).then(
                      (copied) => copied && toast({ title: fill(words.linkCopied, { name: household.name }) }),
                    )
                  }
                  onNewLink={() => {
                    if (window.confirm(fill(words.newLinkConfirm, { name: household.name }))) {
                      void change(
                        words.newLinkWhat,
                        () => apiJson('POST', `/api/admin/households/${household.id}/link`),
                        fill(words.newLinkDone, { name: household.name }),
                      );
                    }
                  }}
                  onEdit={() => setEditing(household)}
                  onRecord={() => setRecording(household)}
                  onTravelling={() =>
                    void change(words.saving, () =>
                      apiJson('PUT', `/api/admin/households/${household.id}/travelling`, {
                        travelling: !household.travelling,
                      }),
                    )
                  }
                  onDelete={() => {
                    // A travelling household is asked about its journey and rooms at once; any other that still
                    // holds some (the server says so, 409) is asked about them before it goes.
                    const askedAboutStay = household.travelling;
                    const question = askedAboutStay ? words.deleteTravellingConfirm : words.deleteConfirm;
                    if (!window.confirm(fill(question, { name: household.name }))) return;
                    const remove = (confirmed: boolean) =>
                      apiJson('DELETE', `/api/admin/households/${household.id}${confirmed ? '?confirm=1' : ''}`);
                    void change(
                      words.deleting,
                      () =>
                        remove(askedAboutStay).catch((err: unknown) => {
                          if (!(err instanceof ApiError && err.code === 'stay-goes-too')) throw err;
                          if (!window.confirm(fill(words.deleteTravellingConfirm, { name: household.name }))) throw err;
                          return remove(true);
                        }),
                      fill(words.deleted, { name: household.name }),
                    );
                  }}
                />
              ))}
            </ul>
          )}
          {found.length > shown ? (
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => setShown(shown + PAGE)}
            >
              {fill(words.showMore, { count: Math.min(PAGE, found.length - shown), left: found.length - shown })}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
