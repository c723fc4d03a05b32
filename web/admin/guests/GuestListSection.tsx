import './GuestList.css';
import { useMemo, useState } from 'react';
import type { Household, HouseholdInput } from '../../../shared/guests/schemas';
import { guestWords } from '../../../shared/i18n/admin-guests';
import type { Site } from '../../../shared/site/schema';
import { apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import { useAdminLanguage } from '../admin-language';
import { GuestListActions } from './GuestListActions';
import { GuestListStatus } from './GuestListStatus';
import { useGuestListChanges } from './guest-list-changes';
import { useGuestListHandle } from './guest-list-context';
import { HouseholdList, useFoundHouseholds } from './guest-list-section/HouseholdList';
import { updateHousehold } from './guest-list-section/household-writes';
import { ListedHousehold } from './guest-list-section/ListedHousehold';
import { RecordAnswer } from './guest-list-section/RecordAnswer';
import { HouseholdForm } from './HouseholdForm';
import { ImportPanel } from './ImportPanel';
import { LinkAddressWarning } from './LinkAddressWarning';

/** The guest list: households, their links and answers, found by name or status, added, imported, edited. */
export function GuestListSection({ site, onSessionEnded }: { site: Site; onSessionEnded: () => void }) {
  const { state, reload } = useGuestListHandle();
  const words = guestWords(useAdminLanguage().language);
  const [editing, setEditing] = useState<Household | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [recording, setRecording] = useState<Household | null>(null);
  const [sendingTo, setSendingTo] = useState<number | null>(null);
  const found = useFoundHouseholds(state.status === 'ready' ? state.households : []);
  const events = useMemo(() => new Map((state.status === 'ready' ? state.events : []).map((e) => [e.id, e])), [state]);
  const changes = useGuestListChanges(onSessionEnded);

  const save = (input: HouseholdInput) =>
    changes
      .change(
        words.saving,
        () =>
          editing === 'new'
            ? apiJson('POST', '/api/admin/households', input)
            : updateHousehold(editing as Household, input, words),
        words.saved,
      )
      .then((saved) => {
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
        <RecordAnswer
          site={site}
          household={recording}
          list={state}
          onDone={() => {
            setRecording(null);
            void reload();
          }}
        />
      ) : null}
      {state.status === 'ready' ? (
        <HouseholdList
          list={state}
          found={found}
          card={(household) => (
            <ListedHousehold
              key={household.id}
              site={site}
              household={household}
              events={events}
              changes={changes}
              sending={sendingTo === household.id}
              onSending={() => setSendingTo(sendingTo === household.id ? null : household.id)}
              onEdit={() => setEditing(household)}
              onRecord={() => setRecording(household)}
            />
          )}
        />
      ) : null}
    </section>
  );
}
