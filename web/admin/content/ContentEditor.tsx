import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { type ContentWords, contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import { siteProblemWords } from '../../../shared/i18n/site-problem-words';
import { dayProblems } from '../../../shared/site/day-problems';
import type { SiteFile } from '../../../shared/site/schema';
import { ApiError, apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';
import { AnswersSection } from './AnswersSection';
import { CoupleSection } from './CoupleSection';
import { problemsByField, type SectionProps, withMealIds } from './draft';
import { FunctionsSection } from './FunctionsSection';
import { MessagesSection } from './MessagesSection';
import { PortraitSection } from './PortraitSection';
import { PreviewPanel } from './PreviewPanel';
import { ShagunSection } from './ShagunSection';
import { VenuesSection } from './VenuesSection';

interface SiteDocument {
  version: string;
  site: SiteFile;
}
interface KeptVersion {
  version: string;
  replacedAt: string;
}

/** The fields the sections show a refusal under; a refusal of anything else is shown above the Save button. */
function fieldPaths(site: SiteFile): string[] {
  return [
    'couple.first',
    'couple.second',
    'city',
    'startDate',
    'endDate',
    'tagline',
    'portraitAlt',
    'rsvpDeadline',
    'rsvp.contact',
    'rsvp.openAnswersCountFor',
    'messages.invite',
    'messages.reminder',
    'shagun.upi',
    'shagun.payee',
    'shagun.note',
    ...site.hosts.map((_, h) => `hosts[${h}]`),
    ...(site.rsvp?.meals ?? []).map((_, m) => `rsvp.meals[${m}]`),
    ...site.venues.flatMap((_, v) => ['name', 'address', 'description', 'id'].map((field) => `venues[${v}].${field}`)),
    ...site.days.flatMap((day, d) => [
      `days[${d}].date`,
      ...day.events.flatMap((_, e) =>
        ['title', 'time', 'start', 'end', 'venue', 'description', 'dressCode'].map(
          (field) => `days[${d}].events[${e}].${field}`,
        ),
      ),
    ]),
  ];
}

const within = (at: string, path: string) => at === path || at.startsWith(`${path}.`) || at.startsWith(`${path}[`);

// null: the site did not answer, said in the reader's language when it is drawn (the admin's Hindi words may arrive
// after the content has been asked for).
const withoutStatus = (err: unknown) => (err instanceof ApiError ? err.message.replace(/^\d{3}: /, '') : null);

type Problem =
  | { kind: 'fields'; byField: Map<string, string[]> }
  | { kind: 'changed' | 'other'; message: string | null };

/**
 * The site's content, edited in the browser: the couple, the days and functions, the venues, the answers (deadline,
 * contact, who may answer, meals, languages), the messages and the photo, every text in both languages side by side. A save is the whole document
 * against the version it was opened at; the server checks it by the rules a start uses, and guests get it at their
 * next visit. Earlier versions are listed, and any of them can be saved again.
 */
export function ContentEditor() {
  const { language, refusal } = useAdminLanguage();
  const words = contentWords(language);
  const [opened, setOpened] = useState<SiteDocument | null>(null);
  const [site, setSite] = useState<SiteFile | null>(null);
  const [versions, setVersions] = useState<KeptVersion[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [heldBack, setHeldBack] = useState(false);

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
        body: JSON.stringify(withMealIds(document)),
      });
      const body = (await response.json().catch(() => ({}))) as { version?: string; message?: string; error?: string };
      if (response.ok && body.version) {
        // As the server wrote it (a new function's id, a new meal's): what the next change is made from.
        const saved = await apiJson<SiteDocument>('GET', '/api/admin/site').catch(() => ({
          version: body.version ?? '',
          site: withMealIds(document),
        }));
        setOpened(saved);
        setSite(saved.site);
        setVersions(await apiJson<KeptVersion[]>('GET', '/api/admin/site/versions'));
        setStatus(fill(words.guestsSeeIt, { what }));
      } else if (response.status === 400) {
        setProblem({ kind: 'fields', byField: problemsByField(body.message ?? '') });
      } else if (response.status === 412) {
        setProblem({ kind: 'changed', message: refusal(412, body.error, body.message ?? words.changedSinceOpened) });
      } else {
        setProblem({
          kind: 'other',
          message: refusal(
            response.status,
            body.error,
            body.message ?? fill(words.notSavedStatus, { status: response.status }),
          ),
        });
      }
    } catch {
      setProblem({ kind: 'other', message: words.noAnswerTryAgain });
    } finally {
      setBusy(false);
    }
  };

  const restore = async (version: string) => {
    try {
      const kept = await apiJson<SiteDocument>('GET', `/api/admin/site/versions/${version}`);
      // The public address is a setting, not content: an earlier version's words come back, today's address stays.
      const { publicUrl: _earlier, ...content } = kept.site;
      const address = opened?.site.publicUrl;
      await save(address ? { ...content, publicUrl: address } : content, words.restored);
    } catch (err) {
      setProblem({ kind: 'other', message: withoutStatus(err) });
    }
  };

  if (!site) {
    return problem ? (
      <p role="alert">{'message' in problem ? (problem.message ?? words.noAnswer) : ''}</p>
    ) : (
      <p>{words.loading}</p>
    );
  }

  // The dates' agreement is checked as the couple types, by the rules the server saves by: seen before a save.
  const datesDisagree = dayProblems(site, siteProblemWords(language));
  const byField = [
    ...(problem?.kind === 'fields' ? problem.byField : []),
    ...(datesDisagree.length > 0 ? problemsByField(datesDisagree.join('; ')) : []),
  ];
  const errorAt = (path: string) =>
    [...new Set(byField.filter(([at]) => within(at, path)).flatMap(([, messages]) => messages))].join(' ') || undefined;
  const shownPaths = fieldPaths(site);
  const elsewhere =
    problem?.kind === 'fields'
      ? [...problem.byField]
          .filter(([at]) => !shownPaths.some((path) => within(at, path)))
          .flatMap(([, messages]) => messages)
      : [];

  const set = (change: (draft: SiteFile) => void) => {
    const draft = structuredClone(site);
    change(draft);
    setSite(draft);
    setStatus('');
  };
  const sections: SectionProps = { site, set, errorAt };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setHeldBack(datesDisagree.length > 0);
    if (datesDisagree.length === 0) void save(site, words.saved);
  };

  return (
    <div className="content-layout" lang={language}>
      <form className="content-editor" onSubmit={submit} noValidate>
        <CoupleSection {...sections} />
        <PortraitSection onChanged={() => setStatus('')} />
        <FunctionsSection {...sections} saved={opened?.site ?? site} />
        <VenuesSection {...sections} />
        <AnswersSection {...sections} />
        <ShagunSection {...sections} />
        <MessagesSection {...sections} />

        {elsewhere.length > 0 ? (
          <div role="alert" className="content-editor__problem">
            <p>{words.notSaved}</p>
            <ul>
              {elsewhere.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {(problem?.kind === 'fields' || (heldBack && datesDisagree.length > 0)) && elsewhere.length === 0 ? (
          <p role="alert" className="content-editor__problem">
            {words.notSavedSeeFields}
          </p>
        ) : null}
        {problem && problem.kind !== 'fields' ? (
          <div role="alert" className="content-editor__problem">
            <p>{problem.message ?? words.noAnswer}</p>
            {problem.kind === 'changed' ? (
              <button type="button" className="button button--outline button--small" onClick={() => void load()}>
                {words.loadLatest}
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="content-editor__actions">
          <button type="submit" className="button button--small" disabled={busy}>
            {words.save}
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
              {words.reloadBeforeSending}
            </button>
          ) : null}
        </div>

        <section className="content-editor__group" aria-labelledby="content-versions">
          <h2 id="content-versions">{words.versions}</h2>
          {versions.length === 0 ? (
            <p>{words.noVersions}</p>
          ) : (
            <ol className="content-editor__versions">
              {versions.map((kept) => (
                <li key={kept.version}>
                  <Replaced words={words} language={language} at={kept.replacedAt} />
                  <button
                    type="button"
                    className="button button--outline button--small"
                    disabled={busy}
                    onClick={() => void restore(kept.version)}
                  >
                    {words.restore}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
      </form>
      <PreviewPanel site={site} />
    </div>
  );
}

/** "Replaced 3 Sept 2025, 4:05 pm": the time in its own element, where each language's sentence puts it. */
function Replaced({ words, language, at }: { words: ContentWords; language: 'en' | 'hi'; at: string }) {
  const [before = '', after = ''] = words.replaced.split('{when}');
  // English keeps the reader's own browser format, as before; Hindi names the month in Hindi.
  const when = new Date(at).toLocaleString(language === 'hi' ? 'hi-IN' : undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <>
      {before}
      <time dateTime={at}>{when}</time>
      {after}
    </>
  );
}
