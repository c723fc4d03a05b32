import { useEffect, useState } from 'react';
import { settingsWords } from '../../../shared/i18n/admin-settings';
import { apiJson } from '../../api';
import { useAdminLanguage } from '../admin-language';
import type { SiteDocument } from '../content/site-document';
import { AddressForm } from './AddressForm';

/**
 * The address guests open the site at, which links, messages and QR codes carry. Saved in site.json (publicUrl) with
 * the rest of the content; PUBLIC_URL, where the site was started, wins over it and is then only shown here.
 */
export function PublicAddressForm({ drawnWith }: { drawnWith: string | null }) {
  const [document, setDocument] = useState<SiteDocument | null>(null);
  const { language, texts, failure } = useAdminLanguage();
  const words = settingsWords(language);

  // Loaded once, its failure kept as it came and worded as drawn: a change of the admin's language must not load it
  // again and wipe an address being typed.
  const [loadFailed, setLoadFailed] = useState<unknown>(null);
  useEffect(() => {
    apiJson<SiteDocument>('GET', '/api/admin/site')
      .then(setDocument)
      .catch((err: unknown) => setLoadFailed(err ?? new Error('no answer')));
  }, []);
  if (loadFailed !== null && !document) return <p role="alert">{failure(loadFailed, words.settingsNotLoaded)}</p>;

  if (!document) return <p role="status">{texts.loading}</p>;
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
  return <AddressForm document={document} />;
}
