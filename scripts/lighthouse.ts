// `npm run lighthouse`: builds, starts the site on a fresh data folder, and runs Lighthouse (mobile preset,
// Debian's chromium) three times against the guest page, printing the median of each figure.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, spawnServer } from './bench/lib';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = 3;
const chrome = [process.env.CHROME_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!chrome) {
  process.stderr.write('Lighthouse needs chromium: apt-get install chromium\n');
  process.exit(1);
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

execFileSync(process.execPath, [path.join(ROOT, 'build.mjs')], { stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-lighthouse-'));
const site = await spawnServer(path.join(ROOT, 'dist', 'server.mjs'), { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
const reports: Report[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const output = path.join(dataDir, `lighthouse-${i}.json`);
    const run = () =>
      execFileSync(
        path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
        [
          `${site.url}/`,
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
    reports.push(JSON.parse(readFileSync(output, 'utf8')) as Report);
  }
} finally {
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const score = (name: string) => median(reports.map((r) => Math.round((r.categories[name]?.score ?? 0) * 100)));
const metric = (name: string) => median(reports.map((r) => r.audits[name]?.numericValue ?? Number.NaN));
process.stdout.write(`\nLighthouse ${RUNS} runs, mobile preset, median\n\n`);
process.stdout.write(`| performance | accessibility | best practices | SEO | LCP | CLS | TBT | FCP |\n| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n`);
process.stdout.write(
  `| ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
    `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s | ${metric('cumulative-layout-shift').toFixed(3)} | ` +
    `${metric('total-blocking-time').toFixed(0)} ms | ${(metric('first-contentful-paint') / 1000).toFixed(2)} s |\n`,
);
const seoFailures = new Set(reports.flatMap((r) => Object.entries(r.audits).filter(([, a]) => (a as { score?: number | null }).score === 0).map(([id]) => id)));
process.stdout.write(`\nAudits failed in any run: ${[...seoFailures].join(', ') || 'none'}\n`);
