// The one script the page names: it starts the app only once the browser has painted the prerendered page,
// so that on a slow network the app's 70 KB do not compete with the first paint for the same bandwidth.
// The page is complete without it; the app then makes it interactive.
const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;

// A tab opened in the background paints nothing until it is shown; its app starts after this anyway.
const LONGEST_WAIT_MS = 1500;

if (entry) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ entry);
  };
  if ('PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(start, LONGEST_WAIT_MS);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}
