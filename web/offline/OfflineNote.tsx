import { useTexts } from '../i18n/texts';

/**
 * Said above an RSVP form's button when the last send got no answer at all: no network (a venue's dead signal,
 * which phones often still call "online"; the page itself may have come from the service worker). Nothing typed
 * is lost: the form is left as it is, to be sent again.
 */
export function OfflineNote({ unreachable }: { unreachable: boolean }) {
  const texts = useTexts();
  if (!unreachable) return null;
  return (
    <p className="rsvp__offline" role="status">
      {texts.offline}
    </p>
  );
}
