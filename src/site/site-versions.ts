import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { replaceFile } from './load';

/** The couple can look back at, and restore, this many of the versions their saves replaced. */
export const KEPT_VERSIONS = 20;
const VERSIONS_DIR = 'site-versions';

/** A version is named by the file's bytes: a hand edit of site.json is a new version as much as a save is. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

export interface KeptVersion {
  readonly version: string;
  /** When the save that replaced it was made (the machine's clock: a Pi without one may be off; the order is not). */
  readonly replacedAt: string;
}

/**
 * A kept version's file: <order>~<time>~<version>.json, the order counting up with each save whatever the clock says.
 */
const KEPT_NAME = /^(\d{8})~(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)~([\w-]{16})\.json$/;

/** The versions of site.json that the saves replaced, in their folder beside it, the newest KEPT_VERSIONS of them. */
export function createKeptVersions(dataDir: string, now: () => number) {
  const versionsDir = path.join(dataDir, VERSIONS_DIR);

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

  return {
    /** Keeps `text` as a version; the same version kept before is kept once, as the newest. */
    keep(text: string, version: string) {
      mkdirSync(versionsDir, { recursive: true });
      const earlier = kept();
      const order = String((earlier[0]?.order ?? 0) + 1).padStart(8, '0');
      const stamp = new Date(now()).toISOString().replace(/[:.]/g, '-');
      replaceFile(path.join(versionsDir, `${order}~${stamp}~${version}.json`), text);
      for (const old of earlier.filter((entry) => entry.version === version))
        rmSync(path.join(versionsDir, old.name), { force: true });
      for (const old of kept().slice(KEPT_VERSIONS)) rmSync(path.join(versionsDir, old.name), { force: true });
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
  };
}

export type KeptVersions = ReturnType<typeof createKeptVersions>;
