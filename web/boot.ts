// The one script the page names: it starts the app only after the browser has painted the prerendered page,
// so that on a slow network the app's 70 KB do not compete with the first paint for the same bandwidth.
// The page is complete without it; the app then makes it interactive.
const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;
if (entry) {
  requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ entry), 0));
}
