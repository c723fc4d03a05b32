import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { SiteFile } from '../../../shared/site/schema';
import { ApiError, apiJson } from '../../api';
import { BilingualField, type Localised } from './BilingualField';
import { timeWords } from '../../../shared/site/time-words';

interface SiteDocument {
  version: string;
  site: SiteFile;
}
interface KeptVersion {
  version: string;
  replacedAt: string;
}

// site.json's own sizes (shared/site/schema.ts), for the fields' maxLength: the server refuses anything longer.
const SHORT_TEXT = 200;
const EVENT_TIME = 60;

type SiteEvent = SiteFile['days'][number]['events'][number];

/** The time text written from a start and end, in both languages; undefined without a start. */
function writtenTime(start: string | undefined, end: string | undefined): Localised | undefined {
  return start ? { en: timeWords(start, end, 'en'), hi: timeWords(start, end, 'hi') } : undefined;
}

const sameText = (a: Localised | undefined, b: Localised | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A function's start or end changed: its time as guests read it is written again from them, unless the couple has
 * written it their own way (it no longer says what the old start and end would have written).
 */
function withMoment(event: SiteEvent, field: 'start' | 'end', value: string): SiteEvent {
  const next: SiteEvent = { ...event };
  if (value) next[field] = value;
  else delete next[field];
  if (next.end !== undefined && next.start === undefined) delete next.end;
  const before = writtenTime(event.start, event.end);
  const after = writtenTime(next.start, next.end);
  if (after && (before === undefined || sameText(event.time as Localised, before)))
    next.time = after as SiteEvent['time'];
  return next;
}

/** "days[1].events[0].title: is missing; city: …" → each problem under the field it names; the rest on top. */
function problemsByField(message: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const problem of message.split('; ')) {
    const at = /^([\w.[\]]+): /.exec(problem)?.[1] ?? '';
    found.set(at, [...(found.get(at) ?? []), problem]);
  }
  return found;
}

const withoutStatus = (err: unknown) =>
  err instanceof ApiError ? err.message.replace(/^\d{3}: /, '') : 'The site did not answer; nothing was saved.';

type Problem = { kind: 'fields'; byField: Map<string, string[]> } | { kind: 'changed' | 'other'; message: string };

/**
 * The site's content, edited in the browser: the couple's names, the city, the dates, the deadline and contact, and
 * each function's title, time and privacy, every text in both languages side by side. A save is the whole document
 * against the version it was opened at; the server checks it by the rules a start uses, and guests get it at their
 * next visit. Earlier versions are listed, and any of them can be saved again.
 */
export function ContentEditor() {
  const [opened, setOpened] = useState<SiteDocument | null>(null);
  const [site, setSite] = useState<SiteFile | null>(null);
  const [versions, setVersions] = useState<KeptVersion[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setProblem(null);
    try {
      const [document, kept] = await Promise.all([
        apiJson<SiteDocument>('GET', '/api/admin/site'),
        apiJson<KeptVersion[]>('GET', '/api/admin/site/versions'),
      ]);
      setOpened(document);
      setSite(document.site);
      setVersions(kept);
    } catch (err) {
      setProblem({ kind: 'other', message: withoutStatus(err) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (document: SiteFile, what: string) => {
    if (!opened) return;
    setBusy(true);
    setProblem(null);
    setStatus('');
    try {
      const response = await fetch('/api/admin/site', {
        method: 'PUT',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'If-Match': `"${opened.version}"` },
        body: JSON.stringify(document),
      });
      const body = (await response.json().catch(() => ({}))) as { version?: string; message?: string };
      if (response.ok && body.version) {
        setOpened({ version: body.version, site: document });
        setSite(document);
        setVersions(await apiJson<KeptVersion[]>('GET', '/api/admin/site/versions'));
        setStatus(`${what} Guests see it the next time they open the invitation.`);
      } else if (response.status === 400) {
        setProblem({ kind: 'fields', byField: problemsByField(body.message ?? '') });
      } else if (response.status === 412) {
        setProblem({ kind: 'changed', message: body.message ?? 'The content was changed since you opened it.' });
      } else {
        setProblem({ kind: 'other', message: body.message ?? `Not saved (${response.status}).` });
      }
    } catch {
      setProblem({ kind: 'other', message: 'The site did not answer; nothing was saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const restore = async (version: string) => {
    try {
      const kept = await apiJson<SiteDocument>('GET', `/api/admin/site/versions/${version}`);
      await save(kept.site, 'The earlier version is back.');
    } catch (err) {
      setProblem({ kind: 'other', message: withoutStatus(err) });
    }
  };

  if (!site) {
    return problem ? <p role="alert">{'message' in problem ? problem.message : ''}</p> : <p>Loading the content…</p>;
  }

  const errorAt = (path: string) =>
    problem?.kind === 'fields'
      ? [...problem.byField]
          .filter(([at]) => at === path || at.startsWith(`${path}.`))
          .flatMap(([, messages]) => messages)
          .join(' ') || undefined
      : undefined;
  const shownPaths = [
    'couple.first',
    'couple.second',
    'city',
    'startDate',
    'endDate',
    'rsvpDeadline',
    'rsvp.contact',
    ...site.days.flatMap((day, d) =>
      day.events.flatMap((_, e) =>
        ['title', 'time', 'start', 'end'].map((field) => `days[${d}].events[${e}].${field}`),
      ),
    ),
  ];
  const elsewhere =
    problem?.kind === 'fields'
      ? [...problem.byField]
          .filter(([at]) => !shownPaths.some((path) => at === path || at.startsWith(`${path}.`)))
          .flatMap(([, messages]) => messages)
      : [];

  const set = (change: (draft: SiteFile) => void) => {
    const draft = structuredClone(site);
    change(draft);
    setSite(draft);
    setStatus('');
  };
  /** Changes one function of the draft: day `d`'s event `e`. */
  const setEvent = (d: number, e: number, change: (target: SiteEvent) => void) =>
    set((draft) => {
      const target = draft.days[d]?.events[e];
      if (target) change(target);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(site, 'Saved.');
  };

  return (
    <form className="content-editor" onSubmit={submit} noValidate>
      <section className="content-editor__group" aria-labelledby="content-couple">
        <h2 id="content-couple">The couple</h2>
        <BilingualField
          label="First name"
          value={site.couple.first as Localised}
          maxLength={SHORT_TEXT}
          error={errorAt('couple.first')}
          onChange={(next) =>
            set((d) => {
              d.couple.first = next as SiteFile['couple']['first'];
            })
          }
        />
        <BilingualField
          label="Second name"
          value={site.couple.second as Localised}
          maxLength={SHORT_TEXT}
          error={errorAt('couple.second')}
          onChange={(next) =>
            set((d) => {
              d.couple.second = next as SiteFile['couple']['second'];
            })
          }
        />
        <BilingualField
          label="City"
          value={site.city as Localised}
          maxLength={SHORT_TEXT}
          error={errorAt('city')}
          onChange={(next) =>
            set((d) => {
              d.city = next as SiteFile['city'];
            })
          }
        />
        <div className="content-editor__dates">
          {(['startDate', 'endDate'] as const).map((field) => (
            <div key={field} className="field">
              <label htmlFor={`content-${field}`}>{field === 'startDate' ? 'First day' : 'Last day'}</label>
              <input
                id={`content-${field}`}
                type="date"
                value={site[field]}
                aria-invalid={errorAt(field) ? true : undefined}
                onChange={(e) =>
                  set((d) => {
                    d[field] = e.target.value;
                  })
                }
              />
              {errorAt(field) ? <p className="field__error">{errorAt(field)}</p> : null}
            </div>
          ))}
        </div>
      </section>

      <section className="content-editor__group" aria-labelledby="content-rsvp">
        <h2 id="content-rsvp">Answers</h2>
        <BilingualField
          label="Answer by (as guests read it)"
          value={site.rsvpDeadline as Localised}
          maxLength={EVENT_TIME}
          error={errorAt('rsvpDeadline')}
          onChange={(next) =>
            set((d) => {
              d.rsvpDeadline = next as SiteFile['rsvpDeadline'];
            })
          }
        />
        <BilingualField
          label="Who to contact"
          value={(site.rsvp?.contact ?? '') as Localised}
          maxLength={SHORT_TEXT}
          error={errorAt('rsvp.contact')}
          onChange={(next) =>
            set((d) => {
              const empty = typeof next === 'string' ? next === '' : Object.keys(next).length === 0;
              const rest = { ...d.rsvp };
              delete rest.contact;
              d.rsvp = empty ? rest : { ...rest, contact: next as NonNullable<SiteFile['rsvp']>['contact'] };
            })
          }
        />
      </section>

      <section className="content-editor__group" aria-labelledby="content-functions">
        <h2 id="content-functions">Functions</h2>
        {site.days.map((day, d) =>
          day.events.map((event, e) => {
            const at = `days[${d}].events[${e}]`;
            const title = typeof event.title === 'string' ? event.title : (event.title.en ?? event.title.hi ?? '');
            return (
              // A function's place in the itinerary is what it is while editing: new ones get no id before a save.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is not reordered here
              <fieldset key={`${d}-${e}`} className="content-editor__function">
                <legend>
                  {title || 'A function'} <span className="content-editor__day">{day.date}</span>
                  {event.private ? <span className="badge badge--private">Private</span> : null}
                </legend>
                <BilingualField
                  label="Title"
                  value={event.title as Localised}
                  maxLength={SHORT_TEXT}
                  error={errorAt(`${at}.title`)}
                  onChange={(next) =>
                    setEvent(d, e, (target) => {
                      target.title = next as typeof target.title;
                    })
                  }
                />
                <div className="content-editor__dates">
                  {(['start', 'end'] as const).map((field) => (
                    <div key={field} className="field">
                      <label htmlFor={`content-${d}-${e}-${field}`}>
                        {field === 'start' ? 'Starts' : 'Ends (optional)'}
                      </label>
                      <input
                        id={`content-${d}-${e}-${field}`}
                        type="datetime-local"
                        value={event[field] ?? ''}
                        disabled={field === 'end' && event.start === undefined}
                        aria-invalid={errorAt(`${at}.${field}`) ? true : undefined}
                        onChange={(change) =>
                          set((draft) => {
                            const day = draft.days[d];
                            const target = day?.events[e];
                            if (day && target) day.events[e] = withMoment(target, field, change.target.value);
                          })
                        }
                      />
                      {errorAt(`${at}.${field}`) ? <p className="field__error">{errorAt(`${at}.${field}`)}</p> : null}
                    </div>
                  ))}
                </div>
                <BilingualField
                  label="Time, as guests read it"
                  value={event.time as Localised}
                  maxLength={EVENT_TIME}
                  error={errorAt(`${at}.time`)}
                  onChange={(next) =>
                    setEvent(d, e, (target) => {
                      target.time = next as typeof target.time;
                    })
                  }
                />
                <label className="household-form__check">
                  <input
                    type="checkbox"
                    checked={event.private === true}
                    onChange={(change) =>
                      setEvent(d, e, (target) => {
                        if (change.target.checked) target.private = true;
                        else delete target.private;
                      })
                    }
                  />
                  Private: only the households invited to it see it
                </label>
              </fieldset>
            );
          }),
        )}
      </section>

      {elsewhere.length > 0 ? (
        <div role="alert" className="content-editor__problem">
          <p>Not saved:</p>
          <ul>
            {elsewhere.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem?.kind === 'fields' && elsewhere.length === 0 ? (
        <p role="alert" className="content-editor__problem">
          Not saved: see the fields marked above.
        </p>
      ) : null}
      {problem && problem.kind !== 'fields' ? (
        <div role="alert" className="content-editor__problem">
          <p>{problem.message}</p>
          {problem.kind === 'changed' ? (
            <button type="button" className="button button--outline button--small" onClick={() => void load()}>
              Load the latest
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="content-editor__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          Save the content
        </button>
        <p role="status" className="content-editor__status">
          {status}
        </p>
        {status ? (
          // Messages to households are written from the words this page loaded with: a reload brings the new ones.
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => window.location.reload()}
          >
            Reload the admin page before sending messages
          </button>
        ) : null}
      </div>

      <section className="content-editor__group" aria-labelledby="content-versions">
        <h2 id="content-versions">Earlier versions</h2>
        {versions.length === 0 ? (
          <p>None yet: each save keeps the version it replaces (the last 20).</p>
        ) : (
          <ol className="content-editor__versions">
            {versions.map((kept) => (
              <li key={kept.version}>
                Replaced{' '}
                <time dateTime={kept.replacedAt}>
                  {new Date(kept.replacedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                <button
                  type="button"
                  className="button button--outline button--small"
                  disabled={busy}
                  onClick={() => void restore(kept.version)}
                >
                  Restore
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </form>
  );
}
