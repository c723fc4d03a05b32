import type { Site } from '../src/site/schema';

/** What the server puts in the page for hydration: the same data it rendered the HTML from. */
export interface PageData {
  readonly site: Site;
  /** The couple's own portrait, when they supplied one; otherwise the drawn one is shown. */
  readonly portraitUrl: string | null;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';
