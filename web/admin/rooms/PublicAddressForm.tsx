import { type FormEvent, useEffect, useId, useState } from 'react';
import { settingsWords } from '../../../shared/i18n/admin-settings';
import { fill } from '../../../shared/i18n/fill';
import { unreachableWhy } from '../../../shared/i18n/unreachable-words';
import { unreachableAddress } from '../../../shared/reach/unreachable-address';
import type { SiteFile } from '../../../shared/site/schema';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';

interface SiteDocument {
  version: string;
  site: SiteFile;
}

/** "wedding.example.com/" → "https://wedding.example.com": what a person types, as the site stores it. */
function asAddress(typed: string): string {
  const text = typed.trim().replace(/\/+$/, '');
  if (text === '') return '';
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

/**
 * The address guests open the site at, which links, messages and QR codes carry. Saved in site.json (publicUrl) with
 * the rest of the content; PUBLIC_URL, where the site was started, wins over it and is then only shown here.
 */
export function PublicAddressForm({ drawnWith }: { drawnWith: string | null }) {
  const id = useId();
  const [document, setDocument] = useState<SiteDocument | null>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const { language, texts, failure, refusal } = useAdminLanguage();
  const words = settingsWords(language);

  // Loaded once, its failure kept as it came and worded as drawn: a change of the admin's language must not load it
  // again and wipe an address being typed.
  const [loadFailed, setLoadFailed] = useState<unknown>(null);
  useEffect(() => {
    apiJson<SiteDocument>('GET', '/api/admin/site')
      .then((opened) => {
        setDocument(opened);
        setTyped(opened.site.publicUrl ?? '');
      })
      .catch((err: unknown) => setLoadFailed(err ?? new Error('no answer')));
  }, []);
  if (loadFailed !== null && !document) return <p role="alert">{failure(loadFailed, words.settingsNotLoaded)}</p>;

  if (!document) return problem ? <p role="alert">{problem}</p> : <p role="status">{texts.loading}</p>;
  // The page was drawn with an address the file does not hold: it came from PUBLIC_URL, which wins.
  const fromEnvironment = drawnWith !== null && drawnWith !== (document.site.publicUrl ?? null);
  if (fromEnvironment) {
    return (
      <p>
        {words.addressFromEnvironmentStart}
        <strong>{drawnWith}</strong>
        {words.addressFromEnvironmentEnd}
      </p>
    );
  }
  const address = asAddress(typed);
  const why = address ? unreachableAddress(address) : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    const next: SiteFile = { ...document.site };
    if (address) next.publicUrl = address;
    else delete next.publicUrl;
    try {
      const response = await fetch('/api/admin/site', {
        method: 'PUT',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'If-Match': `"${document.version}"` },
        body: JSON.stringify(next),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (!response.ok) {
        setProblem(
          refusal(response.status, body.error, body.message ?? fill(words.notSavedStatus, { status: response.status })),
        );
        return;
      }
      // The admin's page carries the address it was drawn with: a reload brings the new one to every room.
      window.location.reload();
    } catch {
      setProblem(words.noSiteAnswer);
    } finally {
      setBusy(false);
    }
  };

  return (
    // noValidate: an address typed without https:// is what people type; it is completed here, not refused by the browser.
    <form className="household-form" onSubmit={save} aria-label={words.addressForm} noValidate>
      <div className="field">
        <label htmlFor={`${id}-address`}>{words.addressLabel}</label>
        <input
          id={`${id}-address`}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://wedding.example.com"
          value={typed}
          maxLength={200}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <p id={`${id}-hint`} className="submissions__text">
          {why ? fill(words.addressUnreachable, { address, why: unreachableWhy(language, why) }) : words.addressHint}
        </p>
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="household-form__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {words.saveAddress}
        </button>
      </div>
    </form>
  );
}
