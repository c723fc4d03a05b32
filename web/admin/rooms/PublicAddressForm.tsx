import { type FormEvent, useEffect, useId, useState } from 'react';
import type { SiteFile } from '../../../shared/site/schema';
import { unreachableAddress } from '../../../shared/reach/unreachable-address';
import { ApiError, apiJson } from '../../api';

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

  useEffect(() => {
    apiJson<SiteDocument>('GET', '/api/admin/site')
      .then((opened) => {
        setDocument(opened);
        setTyped(opened.site.publicUrl ?? '');
      })
      .catch((err: unknown) => setProblem(err instanceof ApiError ? err.message : 'The settings could not be loaded.'));
  }, []);

  if (!document) return problem ? <p role="alert">{problem}</p> : <p role="status">Loading…</p>;
  // The page was drawn with an address the file does not hold: it came from PUBLIC_URL, which wins.
  const fromEnvironment = drawnWith !== null && drawnWith !== (document.site.publicUrl ?? null);
  if (fromEnvironment) {
    return (
      <p>
        Set where the site was started (PUBLIC_URL = <strong>{drawnWith}</strong>); change it there.
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
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) {
        setProblem(body.message ?? `Not saved (${response.status}).`);
        return;
      }
      // The admin's page carries the address it was drawn with: a reload brings the new one to every room.
      window.location.reload();
    } catch {
      setProblem('The site did not answer; nothing was saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    // noValidate: an address typed without https:// is what people type; it is completed here, not refused by the browser.
    <form className="household-form" onSubmit={save} aria-label="The site’s public address" noValidate>
      <div className="field">
        <label htmlFor={`${id}-address`}>The address guests open the site at</label>
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
          {why
            ? `${address}: ${why}. Guests’ phones could not open links to it.`
            : 'Without a path (https://wedding.example.com). Links, messages and QR codes carry it from the moment it is saved.'}
        </p>
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="household-form__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          Save the address
        </button>
      </div>
    </form>
  );
}
