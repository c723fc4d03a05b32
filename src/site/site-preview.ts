import type { SiteProblemWords } from '../../shared/i18n/site-problem-words';
import { type Outcome, refuse } from '../../shared/outcome';
import type { Content, ContentMaker } from '../pages/content';
import { withWrittenEventIds } from './event-ids';
import { siteProblems } from './load';

/** The pages a document would make, checked as a save is and drawn as a draft: neither saved nor served. */
export function createSitePreview(makeContent: ContentMaker) {
  return async (document: unknown, words?: SiteProblemWords): Promise<Outcome<Content>> => {
    const checked = siteProblems(document, words);
    if ('problems' in checked) return refuse('invalid-site', checked.problems.join('; '));
    const { file: site } = withWrittenEventIds(checked.site);
    try {
      return { done: await makeContent(site, undefined, { draft: true }) };
    } catch (err) {
      return refuse('pages-not-drawn', `The preview could not be drawn (${(err as Error).message}). Please try again.`);
    }
  };
}
