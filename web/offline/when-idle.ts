/** Runs `work` after the page's load event, when the main thread is idle (or within 5 s). */
export function whenLoadedAndIdle(work: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 5000 }) : setTimeout(work, 2000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
