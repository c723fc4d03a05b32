import { type ChangeEvent, useState } from 'react';

/**
 * The couple's photo, sent as it is from the phone's gallery or camera: the server turns it upright, makes it the
 * size the page shows, and keeps none of what the camera wrote into it (where it was taken). It is in place as soon
 * as it is sent; the content's "Save" is not needed.
 */
export function PortraitSection({ onChanged }: { onChanged: () => void }) {
  const [status, setStatus] = useState<{ kind: 'busy' | 'done' | 'error'; text: string } | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  const send = async (method: 'PUT' | 'DELETE', file?: File) => {
    setStatus({ kind: 'busy', text: method === 'PUT' ? 'Sending the photo…' : 'Taking the photo away…' });
    try {
      const response = await fetch('/api/admin/site/portrait', {
        method,
        credentials: 'include',
        ...(file ? { headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file } : {}),
      });
      const body = (await response.json().catch(() => ({}))) as { url?: string | null; message?: string };
      if (!response.ok) {
        setStatus({ kind: 'error', text: body.message ?? `The photo was not changed (${response.status}).` });
        return;
      }
      setShown(body.url ?? null);
      setStatus({
        kind: 'done',
        text: body.url ? 'The photo is on the invitation now.' : 'The photo is taken away; the drawn one is back.',
      });
      onChanged();
    } catch {
      setStatus({ kind: 'error', text: 'The site did not answer; the photo was not changed. Please try again.' });
    }
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void send('PUT', file);
    event.target.value = '';
  };

  return (
    <section className="content-editor__group" aria-labelledby="content-portrait">
      <h2 id="content-portrait">The photo</h2>
      <p className="submissions__text">
        A photo from your phone (JPEG, PNG, WebP or an iPhone’s HEIC). Where it was taken and the phone’s details are
        removed before anyone sees it.
      </p>
      {shown ? (
        <img className="content-editor__portrait" src={shown} alt="The couple, as guests see them on the invitation" />
      ) : null}
      <div className="content-editor__actions">
        <label className="button button--small content-editor__file">
          Choose a photo
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
            if (window.confirm('Take the photo away? The invitation shows its drawn picture instead.'))
              void send('DELETE');
          }}
        >
          Take the photo away
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
