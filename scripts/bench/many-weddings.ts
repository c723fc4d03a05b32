// A planner's machine: several weddings, each its own process and data folder (as wedding@<name>.service would
// run them), started together as after a reboot, used a little (answers, the admin, the preview card) and then
// left idle, and then all asked for their invitation at once. Memory is summed as PSS, so that the Node binary and
// the libraries the processes share are counted once, as the machine pays for them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { median, rawRequest, type Spawned } from './lib';

export interface ManyWeddingsFigures {
  weddings: number;
  /** From starting every process at once to every one answering. */
  allUpMs: number;
  /** Sum over the processes of their proportional set size, once they have served a little and sat idle. */
  idlePssBytes: number;
  /** The sum's highest while every wedding was loaded at once. */
  busyPssBytes: number;
  /** The largest single process during that load. */
  busiestRssBytes: number;
  /** GET / for all the weddings together, req/s, and the p99 a guest waited. */
  requestsPerSecond: number;
  p99Ms: number;
}

const IDLE_MS = 2000;
const LOAD_SECONDS = 5;
const CONNECTIONS = 50;

function memoryOf(pid: number): { pss: number; rss: number } {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) * 1024;
  return { pss: kb('Pss'), rss: kb('Rss') };
}

/** What one couple and a few guests do on a quiet day: answers, the admin's list, the invitation and its card. */
async function aQuietDay(site: Spawned, signIn: (url: string) => Promise<string>): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const answered = await rawRequest(`${site.url}/api/rsvp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: `Guest ${i}`, email: `guest${i}@example.com`, guestCount: 2, attending: true }),
    });
    if (answered.status !== 201) throw new Error(`POST /api/rsvp answered ${answered.status}`);
  }
  const cookie = await signIn(site.url);
  await rawRequest(`${site.url}/api/rsvps?limit=50`, { headers: { cookie } });
  await rawRequest(`${site.url}/admin`, { headers: { cookie } });
  const page = (await rawRequest(`${site.url}/`)).body.toString('utf8');
  const card = /<meta property="og:image" content="[^"]*?(\/media\/preview-[^"]+\.png)"/.exec(page)?.[1];
  if (card) await rawRequest(`${site.url}${card}`);
  for (let i = 0; i < 20; i++) await rawRequest(`${site.url}/`, { headers: { 'accept-encoding': 'br' } });
}

export async function measureManyWeddings(
  weddings: number,
  startSite: (dataDir: string) => Promise<Spawned>,
  signIn: (url: string) => Promise<string>,
  dir: string,
): Promise<ManyWeddingsFigures> {
  const started = performance.now();
  const sites = await Promise.all(
    Array.from({ length: weddings }, (_, i) => startSite(path.join(dir, `wedding-${weddings}-${i}`))),
  );
  const allUpMs = performance.now() - started;
  const pids = sites.map((site) => site.child.pid ?? 0);
  const pssSum = () => pids.reduce((sum, pid) => sum + memoryOf(pid).pss, 0);
  try {
    for (const site of sites) await aQuietDay(site, signIn);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idlePssBytes = pssSum();

    let busyPssBytes = idlePssBytes;
    let busiestRssBytes = 0;
    const sampler = setInterval(() => {
      busyPssBytes = Math.max(busyPssBytes, pssSum());
      for (const pid of pids) busiestRssBytes = Math.max(busiestRssBytes, memoryOf(pid).rss);
    }, 100);
    const perSite = Math.max(1, Math.round(CONNECTIONS / weddings));
    const results = await Promise.all(
      sites.map((site) =>
        autocannon({
          url: `${site.url}/`,
          headers: { 'accept-encoding': 'br' },
          connections: perSite,
          duration: LOAD_SECONDS,
        }),
      ),
    ).finally(() => clearInterval(sampler));
    for (const result of results)
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${result.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return {
      weddings,
      allUpMs,
      idlePssBytes,
      busyPssBytes,
      busiestRssBytes,
      requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
      // autocannon gives each run's p99; the weddings' median of them is what a typical guest met.
      p99Ms: median(results.map((result) => result.latency.p99)),
    };
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}
