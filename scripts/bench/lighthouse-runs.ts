// Lighthouse's mobile preset on one page, a few runs, with Debian's chromium as `npm run lighthouse` starts it: each
// category's median score, the audits that kept a category from full marks, and the fonts the browser fetched.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS } from '../chromium';
import { median } from './lib';

const LIGHTHOUSE = fileURLToPath(new URL('../../node_modules/.bin/lighthouse', import.meta.url));

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

interface Audit {
  score: number | null;
  numericValue?: number;
  details?: { items?: Array<{ url?: string; resourceType?: string }> };
}
interface Report {
  /** Set when the run measured nothing (its scores then are null): NO_NAVSTART, now and then, on a busy machine. */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
}

export interface LighthouseFigures {
  readonly runs: number;
  /** The machine's load average over the last minute as the runs began: a busy machine's blocking time is longer. */
  readonly loadBefore: number;
  /** Each category's median score, 0 to 100. */
  readonly scores: Readonly<Record<Category, number>>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** By category, its weighted audits that scored under 1 in a run: id, median and lowest score, in how many runs. */
  readonly shortOf: Readonly<Record<Category, string[]>>;
  /** The font files the browser fetched in any run (from the network requests), without their hashes. */
  readonly fonts: readonly string[];
}

/** /assets/noto-sans-tamil-tamil-400-normal-NG5WUUIP.woff2 → noto-sans-tamil-tamil-400-normal */
export const faceName = (url: string) => path.basename(url).replace(/-[A-Z0-9]{8}\.woff2$/, '');

function runOnce(url: string, chrome: string, output: string): Report {
  const args = [
    url,
    `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
  ];
  // Chromium now and then fails to start, or to trace the load, on a busy machine: one more try before giving up.
  const attempt = (): Report | undefined => {
    try {
      execFileSync(LIGHTHOUSE, args, {
        env: { ...process.env, CHROME_PATH: chrome },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } catch {
      return undefined;
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    return report.runtimeError ? undefined : report;
  };
  const report = attempt() ?? attempt();
  if (!report) throw new Error(`Lighthouse failed twice on ${url}`);
  return report;
}

function auditsShort(reports: readonly Report[], category: Category): string[] {
  const weighted = reports[0]?.categories[category]?.auditRefs.filter((ref) => ref.weight > 0) ?? [];
  return weighted.flatMap(({ id }) => {
    const scores = reports.map((report) => report.audits[id]?.score ?? 1);
    const under = scores.filter((score) => score < 1).length;
    if (under === 0) return [];
    const spread = reports.length > 1 ? `median ${median(scores)}, lowest ${Math.min(...scores)}, ` : '';
    return [`${id} (${spread}under 1 in ${under} of ${reports.length})`];
  });
}

/** `runs` Lighthouse runs of `url` (mobile preset), their reports written into `scratchDir`. */
export function lighthouseOf(url: string, runs: number, chrome: string, scratchDir: string): LighthouseFigures {
  const [loadBefore = 0] = os.loadavg();
  const reports = Array.from({ length: runs }, (_, i) =>
    runOnce(url, chrome, path.join(scratchDir, `lighthouse-${i}.json`)),
  );
  const score = (category: Category) =>
    median(reports.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100)));
  const metric = (audit: string) => median(reports.map((report) => report.audits[audit]?.numericValue ?? Number.NaN));
  const fonts = reports.flatMap(
    (report) =>
      report.audits['network-requests']?.details?.items
        ?.filter((item) => item.resourceType === 'Font')
        .map((item) => faceName(item.url ?? '')) ?? [],
  );
  return {
    runs,
    loadBefore,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    shortOf: Object.fromEntries(CATEGORIES.map((category) => [category, auditsShort(reports, category)])) as Record<
      Category,
      string[]
    >,
    fonts: [...new Set(fonts)].sort(),
  };
}
