// `npm run lighthouse`: builds, starts the site on a fresh data folder with one household on its guest list, and runs
// Lighthouse (mobile preset, Debian's chromium) against the open page and the household's own page in each language
// (the sample's, or LANGUAGES=en,ta,ur: the first the default, measured without ?lang=), printing the median of each
// figure. LOOK=marigold (or pastel) measures the couple's other looks; UPDATE=1 measures the pages with an update for
// everyone shown at their top.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageFacts } from '../shared/site/languages';
import { sampleText } from '../src/site/defaults';
import { median } from './bench/lib';
import { chromiumPath } from './chromium';
import { languagesAsked, serveSampleFamily } from './sample-family';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// Five: on a shared machine one run's performance score moves by several points.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const chrome = chromiumPath();
if (!chrome) {
  process.stderr.write('Lighthouse needs chromium: apt-get install chromium\n');
  process.exit(1);
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

const LANGUAGES = languagesAsked();
execFileSync(process.execPath, [path.join(ROOT, 'build.mjs')], { stdio: 'inherit' });
const LOOK = (['maroon', 'marigold', 'pastel'] as const).find((look) => look === (process.env.LOOK ?? 'maroon'));
if (!LOOK) {
  process.stderr.write('LOOK is maroon, marigold or pastel\n');
  process.exit(1);
}
const served = await serveSampleFamily({
  look: LOOK,
  family: 'Sharma family',
  members: ['Rajesh Sharma', 'Sunita Sharma', 'Aarav Sharma', 'Dadi Sharma'],
  languages: LANGUAGES,
  ...(process.env.UPDATE === '1' && { update: sampleText('The Haldi moves to 11:00, on the lawn') }),
});
const { dataDir } = served;
// The default language as a guest who chose none gets it; each other by the switch's ?lang=.
const pages = LANGUAGES.flatMap((language, index) => {
  const [inIt, query] = index === 0 ? ['', ''] : [` in ${languageFacts(language).englishName}`, `?lang=${language}`];
  return [
    [`the open page${inIt}`, `/${query}`],
    [`a household's page${inIt}`, `${served.familyPath}${query}`],
  ] as const;
});
const reports = new Map<string, Report[]>(pages.map(([name]) => [name, []]));
try {
  for (const [name, url] of pages)
    for (let i = 0; i < RUNS; i++) {
      const output = path.join(dataDir, `lighthouse-${i}.json`);
      const run = () =>
        execFileSync(
          path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
          [
            `${served.url}${url}`,
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
            '--output=json',
            `--output-path=${output}`,
            '--quiet',
          ],
          { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'inherit' },
        );
      try {
        run();
      } catch {
        // Chromium now and then fails to start on a busy machine; one more try before giving up.
        run();
      }
      reports.get(name)?.push(JSON.parse(readFileSync(output, 'utf8')) as Report);
    }
} finally {
  await served.stop();
}

process.stdout.write(
  `\nLighthouse ${RUNS} runs, mobile preset, median, the ${LOOK} look` +
    `${process.env.UPDATE === '1' ? ', with an update shown' : ''}\n\n`,
);
process.stdout.write(
  '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | FCP |\n' +
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n',
);
for (const [name, runs] of reports) {
  const score = (category: string) => median(runs.map((r) => Math.round((r.categories[category]?.score ?? 0) * 100)));
  const metric = (audit: string) => median(runs.map((r) => r.audits[audit]?.numericValue ?? Number.NaN));
  process.stdout.write(
    `| ${name} | ${score('performance')} | ${score('accessibility')} | ` +
      `${score('best-practices')} | ${score('seo')} | ` +
      `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s | ` +
      `${metric('cumulative-layout-shift').toFixed(3)} | ` +
      `${metric('total-blocking-time').toFixed(0)} ms | ${(metric('first-contentful-paint') / 1000).toFixed(2)} s |\n`,
  );
  const failed = new Set(
    runs.flatMap((r) =>
      Object.entries(r.audits)
        .filter(([, a]) => (a as { score?: number | null }).score === 0)
        .map(([id]) => id),
    ),
  );
  process.stdout.write(`  audits failed in any run on ${name}: ${[...failed].join(', ') || 'none'}\n`);
}
