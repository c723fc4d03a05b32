import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../shared/page-data';
import { App } from './App';

const root = document.getElementById('root');
const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);
if (!root || !dataElement?.textContent) {
  throw new Error('This page was not rendered by the wedding server: #root or its page data is missing');
}
const data = JSON.parse(dataElement.textContent) as PageData;

// boot.ts loads this module only after the first paint, so hydration can start at once.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
// the whole page at once: a tap during it is answered sooner, and a slow phone shows no long task.
startTransition(() => {
  hydrateRoot(root, <App data={data} />);
});

// Offline use is set up once the page has loaded, by a chunk that is no part of the first view.
const keepForOffline = () => setTimeout(() => void import('./offline/keep-for-offline'), 1000);
if (document.readyState === 'complete') keepForOffline();
else window.addEventListener('load', keepForOffline, { once: true });
