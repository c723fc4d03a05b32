// The weddings of India's traditions a couple may start from (templates/<id>.json at the project's root, beside
// locales/): each a whole site.json with the tradition's functions, in its languages, and its name in as many
// languages as someone has written it. Data, not code, so that a translator or a family adds one with a file; read
// from the disk when asked, so that a file added is offered without a restart, and checked by the rules a save uses.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_SITE_LANGUAGES,
  isLocalText,
  type Language,
  type LocalText,
  SOURCE_LANGUAGE,
} from '../../shared/site/languages';
import type { SiteFile } from '../../shared/site/schema';
import { siteProblems } from './load';

/** A tradition's id: its file's name, as a URL and a select's value carry it. */
export const TEMPLATE_ID = /^[a-z0-9-]{1,40}$/;

export interface SiteTemplate {
  readonly id: string;
  /** The tradition's name, in each language it was written in ("Tamil", "तमिल", "தமிழ்"). */
  readonly name: LocalText;
  readonly site: SiteFile;
}

/** What was read from the folder: the templates a couple may use, and why any other file there was left out. */
export interface TemplatesRead {
  readonly templates: readonly SiteTemplate[];
  readonly problems: readonly string[];
}

/**
 * templates/ of the project: found from this module up, so that both the sources (src/site/) and the build (dist/)
 * read the same folder. The first folder up that holds package.json is the project's root.
 */
export function projectTemplatesFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return path.join(folder, 'templates');
    if (path.dirname(folder) === folder) return path.join(from, 'templates');
  }
}

/** One file read and checked: the template, or what is wrong with it, said with the file's name. */
function readTemplate(folder: string, file: string): SiteTemplate | string {
  const id = file.slice(0, -'.json'.length);
  const where = `templates/${file}`;
  if (!TEMPLATE_ID.test(id)) return `${where}: a name of lower-case letters, digits and hyphens, such as tamil.json`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.join(folder, file), 'utf8').replace(/^\uFEFF/, ''));
  } catch (err) {
    return `${where}: not valid JSON (${(err as Error).message})`;
  }
  const { name, site } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (!isLocalText(name) || name[SOURCE_LANGUAGE] === undefined) {
    return `${where}: "name" gives the tradition's name per language, with "${SOURCE_LANGUAGE}" among them`;
  }
  const checked = siteProblems(site);
  if ('problems' in checked) return `${where}: "site" is not content a save would take: ${checked.problems.join('; ')}`;
  return { id, name, site: checked.site };
}

/**
 * The templates a couple may start from, read from `folder` each time they are asked for: a file a family adds is
 * offered at once, and one that fails the checks is left out, with why (for the log).
 */
export function createSiteTemplates(folder = projectTemplatesFolder()) {
  return {
    all(): TemplatesRead {
      let files: string[];
      try {
        files = readdirSync(folder).filter((file) => file.endsWith('.json'));
      } catch {
        return { templates: [], problems: [`${folder}: no such folder, so no tradition is offered`] };
      }
      const read = files.sort().map((file) => readTemplate(folder, file));
      return {
        templates: read.filter((template): template is SiteTemplate => typeof template !== 'string'),
        problems: read.filter((problem): problem is string => typeof problem === 'string'),
      };
    },
    /** One template by its id: null when there is no such file, a sentence when the file is there but wrong. */
    one(id: string): SiteTemplate | string | null {
      if (!TEMPLATE_ID.test(id) || !existsSync(path.join(folder, `${id}.json`))) return null;
      return readTemplate(folder, `${id}.json`);
    },
  };
}

export type SiteTemplates = ReturnType<typeof createSiteTemplates>;

/** The languages a template's guests may read it in, in its own order. */
export const templateLanguages = (template: SiteTemplate): readonly Language[] =>
  template.site.languages ?? DEFAULT_SITE_LANGUAGES;
