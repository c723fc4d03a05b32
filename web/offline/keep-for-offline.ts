// Imported once the page has loaded (main.tsx, personal.tsx): registers the service worker
// (web/service-worker/sw.ts) and hands it what this first visit loaded, so that the next visit opens without a
// network. A browser without service workers (or with them switched off) simply has the page as before.

/** The addresses this page loaded: itself, its scripts, styles, fonts and pictures (the worker keeps the right ones). */
const loadedByThisPage = (): string[] => [
  location.href.split('#')[0] ?? location.href,
  ...performance.getEntriesByType('resource').map((entry) => entry.name),
];

async function register(): Promise<void> {
  const wasControlled = navigator.serviceWorker.controller !== null;
  await navigator.serviceWorker.register('/sw.js');
  // A page the worker served knows its worker already has it; a first visit was loaded past it, so tell it.
  if (wasControlled) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ keep: loadedByThisPage() });
}

if ('serviceWorker' in navigator) register().catch(() => undefined);

// Imported for its effect alone.
export {};
