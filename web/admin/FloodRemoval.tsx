import { type FormEvent, useId, useState } from 'react';
import { type SettingsWords, settingsWords } from '../../shared/i18n/admin-settings';
import { fill } from '../../shared/i18n/fill';
import { apiJson } from '../api';
import { toast } from '../ui/useToast';
import { useAdminLanguage } from './admin-language';
import { InputField } from './form/fields';

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
  /** A call to the server, the buttons held while it runs; a failure is told in a toast. */
  const call = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      toast({ variant: 'destructive', title: words.floodNotDone, description: failure(err, words.floodNotDone) });
    } finally {
      setBusy(false);
    }
  };

  const preview = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !until) return;
    void call(async () => setFound(await apiJson('POST', `/api/rsvps/remove-received?${window()}&dryRun=1`)));
  };
  const remove = () =>
    call(async () => {
      const done = await apiJson<{ removed: number; removal: number | null }>(
        'POST',
        `/api/rsvps/remove-received?${window()}`,
      );
      setFound(null);
      setRemoval(done.removal);
      toast({ title: fill(words.floodRemoved, { count: done.removed }) });
    });
  const putBack = (undone: number) =>
    call(async () => {
      const done = await apiJson<{ restored: number }>('POST', `/api/rsvps/removals/${undone}/restore`);
      setRemoval(null);
      toast({ title: fill(words.floodPutBackDone, { count: done.restored }) });
    });

  return (
    <section className="admin-card submissions" aria-labelledby={`${id}-title`} lang={language}>
      <h2 id={`${id}-title`}>{words.floodTitle}</h2>
      <p className="submissions__text">{words.floodIntro}</p>
      <form className="flood-removal" onSubmit={preview}>
        {(
          [
            ['from', words.floodFrom, from, setFrom],
            ['until', words.floodUntil, until, setUntil],
          ] as const
        ).map(([end, label, value, onValue]) => (
          <InputField
            key={end}
            id={`${id}-${end}`}
            label={label}
            type="datetime-local"
            required
            value={value}
            onValue={onValue}
          />
        ))}
        <button type="submit" className="button button--outline button--small" disabled={busy}>
          {words.floodFind}
        </button>
      </form>
      {found ? <FoundAnswers found={found} words={words} busy={busy} onRemove={() => void remove()} /> : null}
      {removal !== null ? (
        <button
          type="button"
          className="button button--outline button--small"
          disabled={busy}
          onClick={() => void putBack(removal)}
        >
          {words.floodPutBack}
        </button>
      ) : null}
    </section>
  );
}

/** The answers the window holds, by name (the first few), and the button that removes them. */
function FoundAnswers({
  found,
  words,
  busy,
  onRemove,
}: {
  found: { removed: number; names: string[] };
  words: SettingsWords;
  busy: boolean;
  onRemove: () => void;
}) {
  return (
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
        <button type="button" className="button button--small" disabled={busy} onClick={onRemove}>
          {fill(words.floodRemove, { count: found.removed })}
        </button>
      ) : null}
    </div>
  );
}
