// A family's page in each language of the registry (issue 45 §2): what its first view downloads, counted as the budget
// tests count it (test/budget/first-view.ts: brotli as served; HTML, JS, CSS, fonts, the icon), the font faces among
// it, and Lighthouse's mobile scores for it. The wedding is `npm run lighthouse`'s sample, offering every language of
// the registry (the first its default), served from dist/; its family of four is asked to every function but the
// first, and each language's page is the family's own as the language switch leads to it (?lang=).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_REGISTRY, LANGUAGES, type Language } from '../../shared/site/languages';
import { type FirstView, familyFirstViewBudget, measureFirstView, servedFrom } from '../../test/budget/first-view';
import { serveSampleFamily } from '../sample-family';
import { faceName, type LighthouseFigures, lighthouseOf } from './lighthouse-runs';

export interface LanguagePage {
  readonly language: Language;
  readonly englishName: string;
  readonly view: FirstView;
  /** The most its first view may weigh (familyFirstViewBudget). */
  readonly budget: number;
  /** The font files the first view counts, without their hashes. */
  readonly faces: readonly string[];
  /** Left out when chromium is not here. */
  readonly lighthouse?: LighthouseFigures;
}

/** Each language's page measured (`only` those, when given); Lighthouse's `lighthouseRuns` of each when `chrome` is. */
export async function measureLanguagePages({
  lighthouseRuns,
  chrome,
  only = LANGUAGES,
}: {
  lighthouseRuns: number;
  chrome: string | undefined;
  only?: readonly Language[];
}): Promise<LanguagePage[]> {
  const served = await serveSampleFamily({
    look: 'maroon',
    family: 'Sharma family',
    members: ['Rajesh Sharma', 'Sunita Sharma', 'Aarav Sharma', 'Dadi Sharma'],
    languages: LANGUAGES,
  });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-lighthouse-'));
  try {
    const pageIn = (language: Language) => `${served.familyPath}?lang=${language}`;
    const pages: LanguagePage[] = [];
    // The bytes first, for every language: a count, not a timing, it does not mind what runs beside it.
    for (const { code, englishName } of LANGUAGE_REGISTRY.filter((entry) => only.includes(entry.code))) {
      const view = await measureFirstView(servedFrom(served.url), pageIn(code));
      if (!new RegExp(`^<!doctype html><html lang="${code}[" -]`).test(view.html))
        throw new Error(`${pageIn(code)} is not a page in ${englishName}: ${view.html.slice(0, 80)}`);
      const faces = view.files.filter((file) => file.kind === 'font').map((file) => faceName(file.url));
      pages.push({ language: code, englishName, view, budget: familyFirstViewBudget(code), faces });
    }
    if (!chrome) return pages;
    return pages.map((page) => ({
      ...page,
      lighthouse: lighthouseOf(`${served.url}${pageIn(page.language)}`, lighthouseRuns, chrome, scratch),
    }));
  } finally {
    await served.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
