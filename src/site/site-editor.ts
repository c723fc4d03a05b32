import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { type Outcome, refuse } from '../../shared/outcome';
import { weddingEvents } from '../../shared/site/events';
import { inLanguage } from '../../shared/site/languages';
import type { SiteFile } from '../../shared/site/schema';
import { orphanEvents, orphanEventsMessage } from '../guests/orphan-events';
import type { ContentMaker } from '../pages/content';
import type { LiveContent } from '../pages/live-content';
import type { StorageGuard } from '../storage/storage-guard';
import { withWrittenEventIds } from './event-ids';
import { replaceFile, SITE_FILE, siteProblems } from './load';

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
  /** When the save that replaced it was made. */
  readonly replacedAt: string;
}

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
  now = Date.now,
}: {
  dataDir: string;
  db: Database;
  storage: StorageGuard;
  live: LiveContent;
  makeContent: ContentMaker;
  now?: () => number;
}) {
  const file = path.join(dataDir, SITE_FILE);
  const versionsDir = path.join(dataDir, VERSIONS_DIR);
  // One save at a time: a second waits for the first, then finds the version it named is no longer current.
  let saving: Promise<unknown> = Promise.resolve();

  const onDisk = () => {
    const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    return { text, version: versionOf(text) };
  };

  /** Kept versions, newest first: files named <time>~<version>.json. */
  const kept = (): Array<KeptVersion & { name: string }> => {
    let names: string[];
    try {
      names = readdirSync(versionsDir);
    } catch {
      return [];
    }
    return names
      .map((name) => /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)~([\w-]{16})\.json$/.exec(name))
      .filter((match) => match !== null)
      .map(([name, time = '', version = '']) => ({
        name,
        version,
        replacedAt: time.replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3}Z)$/, '$1:$2:$3.$4'),
      }))
      .sort((a, b) => b.name.localeCompare(a.name));
  };

  async function save(document: unknown, basedOn: string): Promise<Outcome<{ version: string }>> {
    const current = onDisk();
    if (basedOn !== current.version) {
      return refuse(
        412,
        'site-changed',
        'The content was changed since you opened it (in another window, or in site.json by hand). Nothing was saved: reload to see the latest, then make your change again.',
      );
    }
    const checked = siteProblems(document);
    if ('problems' in checked) return refuse(400, 'invalid-site', checked.problems.join('; '));
    const { file: site } = withWrittenEventIds(checked.site);
    const english = inLanguage(site, 'en');
    const orphans = orphanEvents(
      db,
      weddingEvents(english).map((event) => event.id),
      site.retiredEvents,
    );
    if (orphans.length > 0) return refuse(409, 'answers-would-be-hidden', orphanEventsMessage(orphans, 'The content'));
    const text = asText(site);
    if (text === current.text) return { done: { version: current.version } };
    const problem = storage.beforeWrite();
    if (problem) return refuse(503, problem.error, `The content was not saved: ${problem.detail}`);
    // Made before anything is written: content that cannot be rendered is refused, and what guests see stays.
    const content = await makeContent(site);
    mkdirSync(versionsDir, { recursive: true });
    const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-');
    replaceFile(path.join(versionsDir, `${stamp}~${current.version}.json`), current.text);
    replaceFile(file, text);
    for (const old of kept().slice(KEPT_VERSIONS)) rmSync(path.join(versionsDir, old.name), { force: true });
    live.replace(content);
    return { done: { version: versionOf(text) } };
  }

  return {
    /** site.json as it is on disk now, with its version; refused when a hand edit left it unreadable. */
    current(): Outcome<{ version: string; site: unknown }> {
      const { text, version } = onDisk();
      try {
        return { done: { version, site: JSON.parse(text) as unknown } };
      } catch (err) {
        return refuse(
          409,
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
      return found ? (JSON.parse(readFileSync(path.join(versionsDir, found.name), 'utf8')) as unknown) : null;
    },
    /** Saves `document` if `basedOn` is the version on disk; its outcome says the new version, or why not. */
    save(document: unknown, basedOn: string): Promise<Outcome<{ version: string }>> {
      const result = saving.then(() => save(document, basedOn));
      saving = result.catch(() => undefined);
      return result;
    },
  };
}

export type SiteEditor = ReturnType<typeof createSiteEditor>;
