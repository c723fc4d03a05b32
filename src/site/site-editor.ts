import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { SiteProblemWords } from '../../shared/i18n/site-problem-words';
import { type Outcome, refuse } from '../../shared/outcome';
import type { SiteFile } from '../../shared/site/schema';
import { orphanEventsMessage, orphanEventsOf } from '../guests/orphan-events';
import type { Content, ContentMaker } from '../pages/content';
import type { LiveContent } from '../pages/live-content';
import { jpegPortrait, PORTRAIT_FILES, type Portrait } from '../pages/portrait';
import type { StorageGuard } from '../storage/storage-guard';
import { withWrittenEventIds } from './event-ids';
import { MAX_FILE_BYTES, replaceFile, SITE_FILE, siteProblems } from './load';
import type { PhotoPreparer } from './photo-in-child';
import { portraitFromUpload } from './portrait-upload';

/** The couple can look back at, and restore, this many of the versions their saves replaced. */
export const KEPT_VERSIONS = 20;
const VERSIONS_DIR = 'site-versions';

/** A version is named by the file's bytes: a hand edit of site.json is a new version as much as a save is. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

/** site.json as it is written: two spaces, a newline at the end, so a hand edit and the editor's look alike. */
const asText = (site: SiteFile) => `${JSON.stringify(site, null, 2)}\n`;

export interface KeptVersion {
  readonly version: string;
  /** When the save that replaced it was made (the machine's clock: a Pi without one may be off; the order is not). */
  readonly replacedAt: string;
}

/** A kept version's file: <order>~<time>~<version>.json, the order counting up with each save whatever the clock says. */
const KEPT_NAME = /^(\d{8})~(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)~([\w-]{16})\.json$/;

const SITE_CHANGED =
  'The content was changed since you opened it (in another window, or in site.json by hand). Nothing was saved: reload to see the latest, then make your change again.';

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
  const file = path.join(dataDir, SITE_FILE);
  const versionsDir = path.join(dataDir, VERSIONS_DIR);
  // One change of the content at a time, and no import of the guest list across one: a save waits for the one before
  // (then finds the version it named is no longer current), and an import reads the itinerary it invites to inside.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  /** site.json as it is on disk; null when it is not there (deleted under the running site). */
  const onDisk = (): { text: string; version: string } | null => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    return { text, version: versionOf(text) };
  };
  const missing = () =>
    refuse(
      'site-missing',
      `${file} is not there any more (deleted while the site ran). Save one of the kept versions again, or put the file back from a backup (npm run restore).`,
    );

  /** Kept versions, newest first. */
  const kept = (): Array<KeptVersion & { name: string; order: number }> => {
    let names: string[];
    try {
      names = readdirSync(versionsDir);
    } catch {
      return [];
    }
    return names
      .map((name) => KEPT_NAME.exec(name))
      .filter((match) => match !== null)
      .map(([name, order = '0', time = '', version = '']) => ({
        name,
        order: Number(order),
        version,
        replacedAt: time.replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3}Z)$/, '$1:$2:$3.$4'),
      }))
      .sort((a, b) => b.order - a.order);
  };

  /** Keeps `text` as a version; the same version kept before is kept once, as the newest. */
  const keep = (text: string, version: string) => {
    mkdirSync(versionsDir, { recursive: true });
    const earlier = kept();
    const order = String((earlier[0]?.order ?? 0) + 1).padStart(8, '0');
    const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-');
    replaceFile(path.join(versionsDir, `${order}~${stamp}~${version}.json`), text);
    for (const old of earlier.filter((entry) => entry.version === version))
      rmSync(path.join(versionsDir, old.name), { force: true });
    for (const old of kept().slice(KEPT_VERSIONS)) rmSync(path.join(versionsDir, old.name), { force: true });
  };

  /** Saves the content; what is wrong with it is said in `words`, the saving person's language. */
  async function save(
    document: unknown,
    basedOn: string,
    words?: SiteProblemWords,
  ): Promise<Outcome<{ version: string }>> {
    const current = onDisk();
    if (!current) return missing();
    if (basedOn !== current.version) return refuse('site-changed', SITE_CHANGED);
    const checked = siteProblems(document, words);
    if ('problems' in checked) return refuse('invalid-site', checked.problems.join('; '));
    const { file: site } = withWrittenEventIds(checked.site);
    const text = asText(site);
    if (Buffer.byteLength(text) > MAX_FILE_BYTES) {
      return refuse(
        'site-too-large',
        `The content would be ${Math.round(Buffer.byteLength(text) / 1024)} KB; a wedding's fits in ${MAX_FILE_BYTES / 1024} KB (is something pasted many times?). Nothing was saved.`,
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
        `The pages could not be drawn from this content (${(err as Error).message}); nothing was saved. Please try again.`,
      );
    }
    // The render took time: the file may have been edited by hand, or a household invited to a function this save
    // takes out, meanwhile. Checked again, and from here to the swap nothing waits, so nothing can come between.
    const stillCurrent = onDisk();
    if (!stillCurrent) return missing();
    if (stillCurrent.version !== current.version) return refuse('site-changed', SITE_CHANGED);
    const wouldHideNow = hidden();
    if (wouldHideNow) return wouldHideNow;
    keep(current.text, current.version);
    replaceFile(file, text);
    live.replace(content);
    return { done: { version: versionOf(text) } };
  }

  /** Renders the live content with `portrait` (null: none), then puts `write` in place and serves it. */
  async function withPortrait(portrait: Portrait | null, write: () => void): Promise<Outcome<{ url: string | null }>> {
    const problem = storage.beforeWrite();
    if (problem) return refuse(problem.error, `The photo was not changed: ${problem.detail}`);
    let content: Content;
    try {
      content = await makeContent(live.current.file, portrait);
    } catch (err) {
      return refuse(
        'pages-not-drawn',
        `The pages could not be drawn with this photo (${(err as Error).message}); nothing was changed. Please try again.`,
      );
    }
    try {
      write();
    } catch (err) {
      return refuse('not-saved', `The photo could not be written (${(err as Error).message}); nothing was changed.`);
    }
    live.replace(content);
    return { done: { url: portrait?.url ?? null } };
  }

  /** Every portrait file but `keep`: findPortrait takes the first it finds, and a stale one must not come back. */
  const removePortraitsBut = (keep: string | null) => {
    for (const name of PORTRAIT_FILES.filter((name) => name !== keep))
      rmSync(path.join(dataDir, name), { force: true });
  };

  async function replacePortrait(upload: Buffer): Promise<Outcome<{ url: string | null }>> {
    const prepared = await preparePhoto(upload);
    if ('refused' in prepared) return prepared;
    const portrait = jpegPortrait(prepared.done);
    return withPortrait(portrait, () => {
      replaceFile(path.join(dataDir, 'portrait.jpg'), portrait.bytes);
      removePortraitsBut('portrait.jpg');
    });
  }

  async function preview(document: unknown, words?: SiteProblemWords): Promise<Outcome<Content>> {
    const checked = siteProblems(document, words);
    if ('problems' in checked) return refuse('invalid-site', checked.problems.join('; '));
    const { file: site } = withWrittenEventIds(checked.site);
    try {
      return { done: await makeContent(site, undefined, { draft: true }) };
    } catch (err) {
      return refuse('pages-not-drawn', `The preview could not be drawn (${(err as Error).message}). Please try again.`);
    }
  }

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
    /** site.json as it is on disk now, with its version; refused when it is gone, or a hand edit left it unreadable. */
    current(): Outcome<{ version: string; site: unknown }> {
      const disk = onDisk();
      if (!disk) return missing();
      try {
        return { done: { version: disk.version, site: JSON.parse(disk.text) as unknown } };
      } catch (err) {
        return refuse(
          'site-unreadable',
          `site.json is not valid JSON (${(err as Error).message}), so it cannot be edited here: mend it by hand, or save one of the kept versions again.`,
        );
      }
    },
    versions(): KeptVersion[] {
      return kept().map(({ version, replacedAt }) => ({ version, replacedAt }));
    },
    /** One kept version's document, to look at or to save again; null when it is not kept (any more). */
    version(version: string): unknown {
      const found = kept().find((entry) => entry.version === version);
      if (!found) return null;
      try {
        return JSON.parse(readFileSync(path.join(versionsDir, found.name), 'utf8')) as unknown;
      } catch {
        return null;
      }
    },
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
      return exclusive(() => replacePortrait(upload));
    },
    /** Takes the portrait away: the pages show the site's drawn picture again. */
    removePortrait(): Promise<Outcome<{ url: string | null }>> {
      return exclusive(() => withPortrait(null, () => removePortraitsBut(null)));
    },
    /** Runs `work` (an import of the guest list) with the content unchanged from its start to its end. */
    holdingContent: exclusive,
  };
}

export type SiteEditor = ReturnType<typeof createSiteEditor>;
