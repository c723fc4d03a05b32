import { lazy, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../shared/page-data';
import { PersonalApp } from './PersonalApp';

// The entry of a household's own page: the open page's entry (main.tsx) without its open RSVP form, and with the
// household's, so that each page's first view carries only its own form. The two share every other chunk.
const root = document.getElementById('root');
const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);
if (!root || !dataElement?.textContent) {
  throw new Error('This page was not rendered by the wedding server: #root or its page data is missing');
}
// As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
// the whole page at once: a tap during it is answered sooner, and a slow phone shows no long task.
// Asked for only by a page that has a journey to show; the server drew it already.
const Travel = lazy(() => import('./invitation/TravelSection').then((module) => ({ default: module.TravelSection })));
startTransition(() => {
  hydrateRoot(root, <PersonalApp data={JSON.parse(dataElement.textContent) as PageData} travel={Travel} />);
});

// Offline use is set up once the page has loaded, by a chunk that is no part of the first view.
const keepForOffline = () => setTimeout(() => void import('./offline/keep-for-offline'), 1000);
if (document.readyState === 'complete') keepForOffline();
else window.addEventListener('load', keepForOffline, { once: true });
