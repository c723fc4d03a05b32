import { useState } from 'react';
import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import type { Language } from '../../../shared/site/languages';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { SelectField } from '../form/fields';
import { useGuestListHandle } from '../guests/guest-list-context';
import { languageChoices, languageLabel } from '../LanguageName';
import { withMealIds } from './draft';
import { useWeddingLanguages } from './wedding-languages';

const WIDTHS = { phone: 390, laptop: 1280 } as const;
type Width = keyof typeof WIDTHS;
const WIDTH_NAMES = Object.keys(WIDTHS) as Width[];

/**
 * The open invitation, or a household's own page, as the draft would draw it, before anything is saved: in any of the
 * languages the draft offers (its default first), at a phone's width or a laptop's (drawn at that width and scaled to
 * fit the frame beside the form). Drawn by the server from the draft, as a save would draw it, so what is previewed is
 * what guests would get.
 */
export function PreviewPanel({ site }: { site: SiteFile }) {
  const { languages, defaultLanguage } = useWeddingLanguages();
  const [chosen, setLanguage] = useState<Language | null>(null);
  // A language the draft no longer offers is previewed in its default instead.
  const language = chosen && languages.includes(chosen) ? chosen : defaultLanguage;
  const [whose, setWhose] = useState('');
  const guestList = useGuestListHandle().state;
  const households = guestList.status === 'ready' ? guestList.households : [];
  const [width, setWidth] = useState<Width>('phone');
  const [shown, setShown] = useState<{ url: string; for: string } | null>(null);
  const [status, setStatus] = useState('');
  const drafted = `${JSON.stringify(site)}|${language}|${whose}`;
  const { language: adminLanguage, refusal } = useAdminLanguage();
  const words = contentWords(adminLanguage);

  const draw = async () => {
    setStatus(words.drawing);
    try {
      const household = whose ? `&household=${whose}` : '';
      const response = await fetch(`/api/admin/site/preview?language=${language}${household}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(withMealIds(site)),
      });
      const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string; error?: string };
      if (!response.ok || !body.url) {
        setStatus(
          refusal(response.status, body.error, body.message ?? fill(words.notDrawn, { status: response.status })),
        );
        return;
      }
      setShown({ url: body.url, for: drafted });
      setStatus('');
    } catch {
      setStatus(words.previewNoAnswer);
    }
  };

  const frameWidth = WIDTHS[width];
  const scale = width === 'laptop' ? 0.3 : 0.8;
  return (
    <section className="content-preview" aria-labelledby="content-preview-title">
      <h2 id="content-preview-title">{words.preview}</h2>
      <div className="content-preview__choices">
        <SelectField
          id="preview-language"
          label={words.language}
          value={language}
          choices={languageChoices(languages, (code) => languageLabel(code, adminLanguage))}
          onValue={setLanguage}
        />
        {households.length > 0 ? (
          <SelectField
            id="preview-whose"
            label={words.whosePage}
            value={whose}
            choices={[
              { value: '', label: words.openInvitation },
              ...households.map((household) => ({ value: String(household.id), label: household.name })),
            ]}
            onValue={setWhose}
          />
        ) : null}
        <SelectField
          id="preview-width"
          label={words.seenOn}
          value={width}
          choices={WIDTH_NAMES.map((name) => ({ value: name, label: words[name] }))}
          onValue={setWidth}
        />
        <button type="button" className="button button--small" onClick={() => void draw()}>
          {shown ? words.previewAgain : words.previewFirst}
        </button>
      </div>
      {status ? <p role="status">{status}</p> : null}
      {shown && shown.for !== drafted ? <p className="content-editor__note">{words.changedSincePreview}</p> : null}
      {shown ? (
        <div className="content-preview__frame" style={{ width: frameWidth * scale, height: 720 * scale }}>
          <iframe
            title={words.previewFrame}
            src={shown.url}
            // Its own origin, so that the site's fonts and the photo load; never its scripts (there are none left).
            sandbox="allow-same-origin"
            style={{ width: frameWidth, height: 720, transform: `scale(${scale})` }}
          />
        </div>
      ) : null}
    </section>
  );
}
