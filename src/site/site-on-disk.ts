import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Outcome, refuse } from '../../shared/outcome';
import { SITE_FILE } from './load';
import { versionOf } from './site-versions';

/** site.json as it is on disk, named by its version, and the refusal when it is not there. */
export function createSiteOnDisk(dataDir: string) {
  const file = path.join(dataDir, SITE_FILE);

  /** site.json as it is on disk; null when it is not there (deleted under the running site). */
  const read = (): { text: string; version: string } | null => {
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
      `${file} is not there any more (deleted while the site ran). ` +
        'Save one of the kept versions again, or put the file back from a backup (npm run restore).',
    );

  return {
    file,
    read,
    missing,
    /** site.json as it is on disk now, with its version; refused when it is gone, or a hand edit left it unreadable. */
    current(): Outcome<{ version: string; site: unknown }> {
      const disk = read();
      if (!disk) return missing();
      try {
        return { done: { version: disk.version, site: JSON.parse(disk.text) as unknown } };
      } catch (err) {
        return refuse(
          'site-unreadable',
          `site.json is not valid JSON (${(err as Error).message}), so it cannot be edited here: ` +
            'mend it by hand, or save one of the kept versions again.',
        );
      }
    },
  };
}

export type SiteOnDisk = ReturnType<typeof createSiteOnDisk>;
