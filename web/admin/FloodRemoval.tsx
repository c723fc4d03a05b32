import { type FormEvent, useId, useState } from 'react';
import { settingsWords } from '../../shared/i18n/admin-settings';
import { fill } from '../../shared/i18n/fill';
import { apiJson } from '../api';
import { toast } from '../ui/useToast';
import { useAdminLanguage } from './admin-language';

// A datetime-local field's value as the instant it means in this browser's zone, for the server.
const instant = (local: string) => new Date(local).toISOString();

/**
 * The open form's answers that came in a flood, found by when they came and removed in one action (in Settings: a
 * thing for the day a flood comes). The log keeps them whole: "Put them back" undoes it.
 */
export default function FloodRemoval() {
  const id = useId();
  const { language, failure } = useAdminLanguage();
  const words = settingsWords(language);
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [found, setFound] = useState<{ removed: number; names: string[] } | null>(null);
  const [removal, setRemoval] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const window = () => `from=${encodeURIComponent(instant(from))}&until=${encodeURIComponent(instant(until))}`;
  const failed = (err: unknown) =>
    toast({ variant: 'destructive', title: words.floodNotDone, description: failure(err, words.floodNotDone) });

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    if (!from || !until) return;
    setBusy(true);
    try {
      setFound(await apiJson('POST', `/api/rsvps/remove-received?${window()}&dryRun=1`));
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      const done = await apiJson<{ removed: number; removal: number | null }>(
        'POST',
        `/api/rsvps/remove-received?${window()}`,
      );
      setFound(null);
      setRemoval(done.removal);
      toast({ title: fill(words.floodRemoved, { count: done.removed }) });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const putBack = async () => {
    if (removal === null) return;
    setBusy(true);
    try {
      const done = await apiJson<{ restored: number }>('POST', `/api/rsvps/removals/${removal}/restore`);
      setRemoval(null);
      toast({ title: fill(words.floodPutBackDone, { count: done.restored }) });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-card submissions" aria-labelledby={`${id}-title`} lang={language}>
      <h2 id={`${id}-title`}>{words.floodTitle}</h2>
      <p className="submissions__text">{words.floodIntro}</p>
      <form className="flood-removal" onSubmit={preview}>
        <div className="field">
          <label htmlFor={`${id}-from`}>{words.floodFrom}</label>
          <input
            id={`${id}-from`}
            type="datetime-local"
            required
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-until`}>{words.floodUntil}</label>
          <input
            id={`${id}-until`}
            type="datetime-local"
            required
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--outline button--small" disabled={busy}>
          {words.floodFind}
        </button>
      </form>
      {found ? (
        <div role="status">
          <p>
            {found.removed === 0
              ? words.floodNone
              : fill(words.floodFound, {
                  count: found.removed,
                  names: `${found.names.join(', ')}${found.removed > found.names.length ? ', …' : ''}`,
                })}
          </p>
          {found.removed > 0 ? (
            <button type="button" className="button button--small" disabled={busy} onClick={() => void remove()}>
              {fill(words.floodRemove, { count: found.removed })}
            </button>
          ) : null}
        </div>
      ) : null}
      {removal !== null ? (
        <button
          type="button"
          className="button button--outline button--small"
          disabled={busy}
          onClick={() => void putBack()}
        >
          {words.floodPutBack}
        </button>
      ) : null}
    </section>
  );
}
