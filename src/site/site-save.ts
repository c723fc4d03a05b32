import type { Database } from 'better-sqlite3';
import type { SiteProblemWords } from '../../shared/i18n/site-problem-words';
import { type Outcome, refuse } from '../../shared/outcome';
import type { SiteFile } from '../../shared/site/schema';
import { orphanEventsMessage, orphanEventsOf } from '../guests/orphan-events';
import type { Content, ContentMaker } from '../pages/content';
import type { LiveContent } from '../pages/live-content';
import type { StorageGuard } from '../storage/storage-guard';
import { withWrittenEventIds } from './event-ids';
import { MAX_FILE_BYTES, replaceFile, siteProblems } from './load';
import type { SiteOnDisk } from './site-on-disk';
import { type KeptVersions, versionOf } from './site-versions';

/** site.json as it is written: two spaces, a newline at the end, so a hand edit and the editor's look alike. */
const asText = (site: SiteFile) => `${JSON.stringify(site, null, 2)}\n`;

const SITE_CHANGED =
  'The content was changed since you opened it (in another window, or in site.json by hand). ' +
  'Nothing was saved: reload to see the latest, then make your change again.';

/**
 * A save of the content: checked by the same rules as a start, refused if it would hide answers, rendered, the file it
 * replaces kept as a version, written whole, and then served.
 */
export function createSiteSaver({
  db,
  storage,
  live,
  makeContent,
  disk,
  versions,
}: {
  db: Database;
  storage: StorageGuard;
  live: LiveContent;
  makeContent: ContentMaker;
  disk: SiteOnDisk;
  versions: KeptVersions;
}) {
  /** Saves the content; what is wrong with it is said in `words`, the saving person's language. */
  return async function save(
    document: unknown,
    basedOn: string,
    words?: SiteProblemWords,
  ): Promise<Outcome<{ version: string }>> {
    const current = disk.read();
    if (!current) return disk.missing();
    if (basedOn !== current.version) return refuse('site-changed', SITE_CHANGED);
    const checked = siteProblems(document, words);
    if ('problems' in checked) return refuse('invalid-site', checked.problems.join('; '));
    const { file: site } = withWrittenEventIds(checked.site);
    const text = asText(site);
    if (Buffer.byteLength(text) > MAX_FILE_BYTES) {
      return refuse(
        'site-too-large',
        `The content would be ${Math.round(Buffer.byteLength(text) / 1024)} KB; ` +
          `a wedding's fits in ${MAX_FILE_BYTES / 1024} KB (is something pasted many times?). Nothing was saved.`,
      );
    }
    if (text === current.text) return { done: { version: current.version } };
    const hidden = () => {
      const orphans = orphanEventsOf(db, site);
      return orphans.length > 0 ? refuse('answers-would-be-hidden', orphanEventsMessage(orphans, 'The content')) : null;
    };
    const wouldHide = hidden();
    if (wouldHide) return wouldHide;
    const problem = storage.beforeWrite();
    if (problem) return refuse(problem.error, `The content was not saved: ${problem.detail}`);
    // Made before anything is written: content that cannot be rendered is refused, and what guests see stays.
    let content: Content;
    try {
      content = await makeContent(site);
    } catch (err) {
      return refuse(
        'pages-not-drawn',
        `The pages could not be drawn from this content (${(err as Error).message}); ` +
          'nothing was saved. Please try again.',
      );
    }
    // The render took time: the file may have been edited by hand, or a household invited to a function this save
    // takes out, meanwhile. Checked again, and from here to the swap nothing waits, so nothing can come between.
    const stillCurrent = disk.read();
    if (!stillCurrent) return disk.missing();
    if (stillCurrent.version !== current.version) return refuse('site-changed', SITE_CHANGED);
    const wouldHideNow = hidden();
    if (wouldHideNow) return wouldHideNow;
    versions.keep(current.text, current.version);
    replaceFile(disk.file, text);
    live.replace(content);
    return { done: { version: versionOf(text) } };
  };
}
