import { type FormEvent, useId, useState } from 'react';
import { settingsWords } from '../../../shared/i18n/admin-settings';
import { fill } from '../../../shared/i18n/fill';
import { unreachableWhy } from '../../../shared/i18n/unreachable-words';
import { unreachableAddress } from '../../../shared/reach/unreachable-address';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { type SiteDocument, saveSite } from '../content/site-document';

/** "wedding.example.com/" → "https://wedding.example.com": what a person types, as the site stores it. */
function asAddress(typed: string): string {
  const text = typed.trim().replace(/\/+$/, '');
  if (text === '') return '';
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

/**
 * The site's address typed and saved into site.json as it was opened (with a warning when guests' phones could not
 * reach it); saved, the page is loaded again to carry it to every room.
 */
export function AddressForm({ document }: { document: SiteDocument }) {
  const id = useId();
  const [typed, setTyped] = useState(document.site.publicUrl ?? '');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const { language, refusal } = useAdminLanguage();
  const words = settingsWords(language);
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
      const answer = await saveSite(next, document.version);
      if (!answer.ok) {
        setProblem(
          refusal(answer.status, answer.error, answer.message ?? fill(words.notSavedStatus, { status: answer.status })),
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
    // noValidate: an address typed without https:// is what people type; it is completed here, not refused by the
    // browser.
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
