import { useEffect, useState } from 'react';

/**
 * A card read by the phone's own camera app opens its link; the server sends a door here with the card's token in the
 * fragment (never sent to any server), and it is opened once the function is known, then taken off the address.
 */
export function useCardLink(eventId: string, openCard: (token: string) => Promise<void>) {
  const [card, setCard] = useState(() => /(?:^#|&)card=([\w-]+)/.exec(window.location.hash)?.[1] ?? null);
  useEffect(() => {
    if (!card || !eventId) return;
    setCard(null);
    window.history.replaceState(null, '', window.location.pathname);
    void openCard(card);
  }, [card, eventId, openCard]);
}
