import { useState } from 'react';
import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { useGuestListHandle } from '../guests/guest-list-context';
import { withMealIds } from './draft';

const WIDTHS = { phone: 390, laptop: 1280 } as const;
type Width = keyof typeof WIDTHS;

/**
 * The open invitation, or a household's own page, as the draft would draw it, before anything is saved: in English or
 * Hindi, at a phone's width or
 * a laptop's (drawn at that width and scaled to fit the frame beside the form). Drawn by the server from the draft, as
 * a save would draw it, so what is previewed is what guests would get.
 */
export function PreviewPanel({ site }: { site: SiteFile }) {
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
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
        <div className="field">
          <label htmlFor="preview-language">{words.language}</label>
          <select
            id="preview-language"
            value={language}
            onChange={(e) => setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}
          >
            <option value="en">{words.english}</option>
            <option value="hi">{words.hindi}</option>
          </select>
        </div>
        {households.length > 0 ? (
          <div className="field">
            <label htmlFor="preview-whose">{words.whosePage}</label>
            <select id="preview-whose" value={whose} onChange={(e) => setWhose(e.target.value)}>
              <option value="">{words.openInvitation}</option>
              {households.map((household) => (
                <option key={household.id} value={household.id}>
                  {household.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="preview-width">{words.seenOn}</label>
          <select id="preview-width" value={width} onChange={(e) => setWidth(e.target.value as Width)}>
            <option value="phone">{words.phone}</option>
            <option value="laptop">{words.laptop}</option>
          </select>
        </div>
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
