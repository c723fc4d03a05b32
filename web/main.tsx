import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { PAGE_DATA_ELEMENT_ID, type PageData } from './page-data';

const root = document.getElementById('root');
const dataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);
if (!root || !dataElement?.textContent) {
  throw new Error('This page was not rendered by the wedding server: #root or its page data is missing');
}
const data = JSON.parse(dataElement.textContent) as PageData;

// The prerendered page is complete without React. Let the browser paint it first (a slow phone shows the
// invitation a few hundred milliseconds sooner), then hydrate: the frame callback runs just before that
// paint, the timeout just after it.
requestAnimationFrame(() => setTimeout(() => hydrateRoot(root, <App data={data} />), 0));
