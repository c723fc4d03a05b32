import { type ChangeEvent, useState } from 'react';
import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import { useAdminLanguage } from '../admin-language';

/**
 * The couple's photo, sent as it is from the phone's gallery or camera: the server turns it upright, makes it the
 * size the page shows, and keeps none of what the camera wrote into it (where it was taken). It is in place as soon
 * as it is sent; the content's "Save" is not needed.
 */
export function PortraitSection({ onChanged }: { onChanged: () => void }) {
  const [status, setStatus] = useState<{ kind: 'busy' | 'done' | 'error'; text: string } | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const { language: adminLanguage, refusal } = useAdminLanguage();
  const words = contentWords(adminLanguage);

  const send = async (method: 'PUT' | 'DELETE', file?: File) => {
    setStatus({ kind: 'busy', text: method === 'PUT' ? words.sendingPhoto : words.removingPhoto });
    try {
      const response = await fetch('/api/admin/site/portrait', {
        method,
        credentials: 'include',
        ...(file ? { headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file } : {}),
      });
      const body = (await response.json().catch(() => ({}))) as {
        url?: string | null;
        message?: string;
        error?: string;
      };
      if (!response.ok) {
        setStatus({
          kind: 'error',
          text: refusal(
            response.status,
            body.error,
            body.message ?? fill(words.photoNotChanged, { status: response.status }),
          ),
        });
        return;
      }
      setShown(body.url ?? null);
      setStatus({
        kind: 'done',
        text: body.url ? words.photoOn : words.photoGone,
      });
      onChanged();
    } catch {
      setStatus({ kind: 'error', text: words.photoNoAnswer });
    }
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void send('PUT', file);
    event.target.value = '';
  };

  return (
    <section className="content-editor__group" aria-labelledby="content-portrait">
      <h2 id="content-portrait">{words.photo}</h2>
      <p className="submissions__text">{words.photoIntro}</p>
      {shown ? <img className="content-editor__portrait" src={shown} alt={words.photoAlt} /> : null}
      <div className="content-editor__actions">
        <label className="button button--small content-editor__file">
          {words.choosePhoto}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
            onChange={chosen}
            disabled={status?.kind === 'busy'}
          />
        </label>
        <button
          type="button"
          className="button button--outline button--small"
          disabled={status?.kind === 'busy'}
          onClick={() => {
            if (window.confirm(words.removePhotoConfirm)) void send('DELETE');
          }}
        >
          {words.removePhoto}
        </button>
      </div>
      {status ? (
        <p role={status.kind === 'error' ? 'alert' : 'status'} className={`content-editor__${status.kind}`}>
          {status.text}
        </p>
      ) : null}
    </section>
  );
}
