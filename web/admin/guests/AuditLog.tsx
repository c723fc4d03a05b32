import { useState } from 'react';
import type { AuditEntry } from '../../../shared/guests/admin-shapes';
import { apiJson, failureText } from '../../api';
import { byWhom, useMe } from '../me';

const ACTIONS: Readonly<Record<string, string>> = {
  created: 'added',
  updated: 'changed',
  deleted: 'deleted',
  'new-link': 'given a new link',
  answered: 'answered',
  'answer-changed': 'changed their answer',
  'rsvp-added': 'answer added',
  'rsvp-changed': 'answer corrected',
  'rsvp-deleted': 'answer deleted',
  'rsvp-merged': 'answer merged into another of the same guest',
  'rsvp-linked': 'answer counted with a household',
  'rsvp-unlinked': 'answer counted as the open form’s again',
};
const ACTORS: Readonly<Record<string, string>> = {
  guest: 'through their link',
  couple: 'by you',
  import: 'by an import',
};

/** Who changed what, and when: answers replaced, households deleted, links renewed. Loaded when opened. */
export function AuditLog() {
  const me = useMe();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [problem, setProblem] = useState('');
  return (
    <details
      className="admin-card audit-log"
      onToggle={(event) => {
        if (!(event.currentTarget as HTMLDetailsElement).open) return;
        apiJson<AuditEntry[]>('GET', '/api/admin/audit').then(setEntries, (err: unknown) =>
          setProblem(failureText(err, 'The log could not be loaded.')),
        );
      }}
    >
      <summary>Changes to the guest list (audit log)</summary>
      {problem ? <p role="alert">{problem}</p> : null}
      {entries === null ? null : entries.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>
                {new Date(entry.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              : {entry.householdName} {ACTIONS[entry.action] ?? entry.action}{' '}
              {entry.by ? `by ${byWhom(entry.by, me)}` : (ACTORS[entry.actor] ?? '')}
              {entry.changes && entry.changes.length > 0 ? `: ${entry.changes.join('; ')}` : ''}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
