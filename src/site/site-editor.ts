import type { Database } from 'better-sqlite3';
import type { SiteProblemWords } from '../../shared/i18n/site-problem-words';
import type { Outcome } from '../../shared/outcome';
import type { Content, ContentMaker } from '../pages/content';
import type { LiveContent } from '../pages/live-content';
import type { StorageGuard } from '../storage/storage-guard';
import type { PhotoPreparer } from './photo-in-child';
import { createPortraitEditor } from './portrait-editor';
import { portraitFromUpload } from './portrait-upload';
import { createSiteOnDisk } from './site-on-disk';
import { createSitePreview } from './site-preview';
import { createSiteSaver } from './site-save';
import { createKeptVersions } from './site-versions';

export { KEPT_VERSIONS, type KeptVersion, versionOf } from './site-versions';

/**
 * The wedding's content as the admin's editor reads and saves it: site.json on disk, named by a version, and the
 * versions the saves replaced. A save names the version it was made from (If-Match), so that two editors, or an
 * editor and a hand edit of the file, never overwrite each other without a word; it is checked by the same rules as
 * a start, refused if it would hide answers, rendered, written whole, and then served, without a restart.
 */
export function createSiteEditor({
  dataDir,
  db,
  storage,
  live,
  makeContent,
  preparePhoto = portraitFromUpload,
  now = Date.now,
}: {
  dataDir: string;
  db: Database;
  storage: StorageGuard;
  live: LiveContent;
  makeContent: ContentMaker;
  /** The photo from the admin made the portrait's JPEG: in a child process on the server, in this one in tests. */
  preparePhoto?: PhotoPreparer;
  now?: () => number;
}) {
  // One change of the content at a time, and no import of the guest list across one: a save waits for the one before
  // (then finds the version it named is no longer current), and an import reads the itinerary it invites to inside.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };
  const disk = createSiteOnDisk(dataDir);
  const versions = createKeptVersions(dataDir, now);
  const preview = createSitePreview(makeContent);
  const save = createSiteSaver({ db, storage, live, makeContent, disk, versions });
  const portrait = createPortraitEditor({ dataDir, storage, live, makeContent, preparePhoto });

  return {
    /**
     * The pages `document` would make, drawn but neither saved nor served: the couple's preview of a change. Checked
     * by the rules a save is, so a preview of content that could not be saved says why instead.
     */
    preview(document: unknown, words?: SiteProblemWords): Promise<Outcome<Content>> {
      // In the queue with saves and photos: one render at a time, on a Pi's two cores and little memory.
      return exclusive(() => preview(document, words));
    },
    /**
     * Makes the pages again from the content being served, after something they show besides site.json changed (an
     * update posted or withdrawn); in the queue with saves, so neither undoes the other.
     */
    redraw(): Promise<void> {
      return exclusive(async () => {
        live.replace(await makeContent(live.current.file, live.current.portrait));
      });
    },
    current: disk.current,
    versions: versions.versions,
    version: versions.version,
    /**
     * Saves `document` if `basedOn` is the version on disk; its outcome says the new version, or why not (what is
     * wrong with it in `words`, the saving person's language).
     */
    save(document: unknown, basedOn: string, words?: SiteProblemWords): Promise<Outcome<{ version: string }>> {
      return exclusive(() => save(document, basedOn, words));
    },
    /**
     * Stores a photo from a phone or camera as the couple's portrait (turned upright, resized, without its metadata)
     * in place of any other, and serves the pages with it; its outcome says the address it is served at.
     */
    replacePortrait(upload: Buffer): Promise<Outcome<{ url: string | null }>> {
      return exclusive(() => portrait.replacePortrait(upload));
    },
    /** Takes the portrait away: the pages show the site's drawn picture again. */
    removePortrait(): Promise<Outcome<{ url: string | null }>> {
      return exclusive(() => portrait.removePortrait());
    },
    /** Runs `work` (an import of the guest list) with the content unchanged from its start to its end. */
    holdingContent: exclusive,
  };
}

export type SiteEditor = ReturnType<typeof createSiteEditor>;
