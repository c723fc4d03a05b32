// Start-up time and idle memory of the site next to a bare Fastify + better-sqlite3 on the same Node, measured
// in turns (site, bare, site, bare...) so that whatever else the machine does weighs on both alike.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, rawRequest, rssBytes, type Spawned, spawnServer } from './lib';

export interface StartupFigures {
  /** A start on a data folder that has started before: pages come from the cache, nothing is rendered. */
  restart: { site: number; bare: number };
  /** The very first start: site.json written, pages rendered in the child process. Reported apart. */
  firstStart: { site: number; bare: number };
  /** Resident memory once the server has served a little and then sat idle. */
  idleRss: { site: number; bare: number };
}

const RUNS = 5;
// Idle means settled: V8 gives memory back some seconds after the last work, for both servers alike.
const IDLE_MS = 2000;

async function idleRss(server: Spawned): Promise<number> {
  for (let r = 0; r < 20; r++) await rawRequest(`${server.url}/`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return rssBytes(server.child.pid ?? 0);
}

/** `startSite(dataDir)` starts the real server on that data folder; `bareScript` is the reference server. */
export async function measureStartup(
  startSite: (dataDir: string) => Promise<Spawned>,
  bareScript: string,
): Promise<StartupFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-start-'));
  const bare = (n: number) => spawnServer(bareScript, { BARE_DB: path.join(dir, `bare-${n}.db`) });
  const samples = {
    restart: { site: [] as number[], bare: [] as number[] },
    first: { site: [] as number[], bare: [] as number[] },
    rss: { site: [] as number[], bare: [] as number[] },
  };
  try {
    // Warms the OS's file cache for both programs; not counted.
    await (await startSite(path.join(dir, 'warm'))).stop();
    await (await bare(0)).stop();
    for (let i = 1; i <= RUNS; i++) {
      const firstSite = await startSite(path.join(dir, `site-${i}`));
      samples.first.site.push(firstSite.startMs);
      await firstSite.stop();
      const firstBare = await bare(i);
      samples.first.bare.push(firstBare.startMs);
      await firstBare.stop();

      const site = await startSite(path.join(dir, `site-${i}`));
      samples.restart.site.push(site.startMs);
      samples.rss.site.push(await idleRss(site));
      await site.stop();
      const again = await bare(i);
      samples.restart.bare.push(again.startMs);
      samples.rss.bare.push(await idleRss(again));
      await again.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const both = (s: { site: number[]; bare: number[] }) => ({ site: median(s.site), bare: median(s.bare) });
  return { restart: both(samples.restart), firstStart: both(samples.first), idleRss: both(samples.rss) };
}
