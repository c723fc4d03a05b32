import { useSyncExternalStore } from 'react';

// SPEC §9: one notification at a time; a dismissed one lingers (closed) before it is dropped, long enough for
// its exit animation and for anything still holding its id to update it harmlessly.
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastAction {
  readonly label: string;
  /** Read by screen readers in place of the button, which they may not be able to reach in time. */
  readonly altText: string;
  readonly onClick: () => void;
}

export interface ToastOptions {
  readonly title?: string;
  readonly description?: string;
  readonly action?: ToastAction;
  readonly variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastOptions {
  readonly id: string;
  readonly open: boolean;
}

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function remove(id?: string): void {
  publish(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      remove(id);
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or all of them when no id is given; each is removed a while later. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

function updateToast(id: string, options: ToastOptions): void {
  publish(toasts.map((t) => (t.id === id ? { ...t, ...options } : t)));
}

/** Shows a notification; the newest replaces any other, since only one is visible at a time. */
export function toast(options: ToastOptions) {
  const id = String(++nextId);
  publish([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => updateToast(id, next),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: readonly ToastItem[] = [];

/** The toasts to draw. The server renders none. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
}
