import { useState } from 'react';
import type { AuditEntry } from '../../../shared/guests/admin-shapes';
import { guestWords } from '../../../shared/i18n/admin-guests';
import { fill } from '../../../shared/i18n/fill';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';
import { useMe } from '../me';
import { useLanguages } from './household-form/use-languages';

/** Who changed what, and when: answers replaced, households deleted, links renewed. Loaded when opened. */
export function AuditLog() {
  const me = useMe();
  const { language, failure } = useAdminLanguage();
  const words = guestWords(language);
  const { when } = useLanguages();
  const actions: Readonly<Record<string, string>> = words.actions;
  const actors: Readonly<Record<string, string>> = words.actors;
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [problem, setProblem] = useState('');
  return (
    <details
      className="admin-card audit-log"
      onToggle={(event) => {
        if (!(event.currentTarget as HTMLDetailsElement).open) return;
        apiJson<AuditEntry[]>('GET', '/api/admin/audit').then(setEntries, (err: unknown) =>
          setProblem(failure(err, words.auditFailed)),
        );
      }}
    >
      <summary>{words.auditTitle}</summary>
      {problem ? <p role="alert">{problem}</p> : null}
      {entries === null ? null : entries.length === 0 ? (
        <p>{words.nothingYet}</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{when(entry.at)}</time>: {entry.householdName}{' '}
              {actions[entry.action] ?? entry.action}{' '}
              {entry.by
                ? me?.name === entry.by
                  ? actors.couple
                  : fill(words.by, { who: entry.by })
                : (actors[entry.actor] ?? '')}
              {entry.changes && entry.changes.length > 0 ? `: ${entry.changes.join('; ')}` : ''}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
