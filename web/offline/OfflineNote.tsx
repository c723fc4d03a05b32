import { useOnline } from './useOnline';

/**
 * Said above an RSVP form's button when an answer cannot go: the phone says it has no network, or the last send
 * got no answer at all (a venue's dead signal, which phones often still call "online"). The page itself may have
 * come from the service worker. Nothing typed is lost: the form is left as it is, to be sent again.
 */
export function OfflineNote({ unreachable }: { unreachable: boolean }) {
  const online = useOnline();
  if (online && !unreachable) return null;
  return (
    <p className="rsvp__offline" role="status">
      {online
        ? 'Your answer could not reach the site: there seems to be no network. What you have chosen and typed stays here; send it again once you are connected.'
        : 'You are offline. Sending your answer needs a network: what you have chosen and typed stays here, so send it once you are connected again.'}
    </p>
  );
}
