import { useSyncExternalStore } from 'react';

// Kept apart from useToast.ts: only the notifications' own chunk (Toaster) and the admin read or set these, so the
// guest page's first view does not carry them.

/** The words of the notifications' own parts: the page's texts, unless a part of the page reads another language. */
export interface ToastLabels {
  readonly notification: string;
  readonly notificationsRegion: string;
  readonly closeToast: string;
}

let labels: ToastLabels | null = null;
const listeners = new Set<() => void>();

/**
 * The admin speaks each person's own language, whatever the page's: its notifications are announced in it too.
 * Null goes back to the page's texts.
 */
export function setToastLabels(next: ToastLabels | null): void {
  labels = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastLabels(): ToastLabels | null {
  return useSyncExternalStore(
    subscribe,
    () => labels,
    () => null,
  );
}
