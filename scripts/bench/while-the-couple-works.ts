// The site stays up while the couple works (issue 18 §5): a guest's GET / every 10 ms and the server's memory,
// through an import of 5,000 households and the print sheet of their 5,000 cards; then 1,000 of those households
// opening their pages for the first time (each rendered then), 50 at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GUEST_LIMITS } from '../../shared/limits/guests';
import { type Meanwhile, percentile, rawRequest, type Spawned, whileGuestsArrive } from './lib';

const HOUSEHOLDS = GUEST_LIMITS.householdsMax;
const PAGES = 1_000;
const PAGES_AT_ONCE = 50;

export interface GuestsMeanwhile {
  tookMs: number;
  guestP99Ms: number;
  guestRequests: number;
  peakRssBytes: number;
}

export interface CoupleWorkFigures {
  households: number;
  importing: GuestsMeanwhile;
  printing: GuestsMeanwhile & { bytes: number };
  pages: { opened: number; atOnce: number; errors: number; p99Ms: number; peakRssBytes: number };
}

const summarised = (meanwhile: Meanwhile<unknown>): GuestsMeanwhile => ({
  tookMs: meanwhile.tookMs,
  guestP99Ms: percentile(meanwhile.guestTimes, 99),
  guestRequests: meanwhile.guestTimes.length,
  peakRssBytes: meanwhile.peakRssBytes,
});

/** A sheet as a family's organiser writes it: three people a household, every function, a phone for the first. */
function sheetOf(households: number): string {
  const lines = ['Household,Name,Events,Plus ones,Child,Phone'];
  for (let h = 0; h < households; h++) {
    lines.push(`Family ${h},Person ${h}-0,all,${h % 3},,+91 98${String(h).padStart(4, '0')} 3210`);
    lines.push(`Family ${h},Person ${h}-1,,,,`, `Family ${h},Person ${h}-2,,,yes,`);
  }
  return `${lines.join('\n')}\n`;
}

export async function measureCoupleWork(
  startSite: (dataDir: string) => Promise<Spawned>,
  signIn: (url: string) => Promise<string>,
): Promise<CoupleWorkFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-couple-'));
  const site = await startSite(dir);
  try {
    const cookie = await signIn(site.url);
    const admin = async (
      url: string,
      init: { method?: string; headers?: Record<string, string>; body?: string } = {},
    ) => {
      const response = await rawRequest(`${site.url}${url}`, {
        ...init,
        headers: { cookie, 'accept-encoding': 'identity', ...init.headers },
      });
      if (response.status !== 200)
        throw new Error(`${url} answered ${response.status}: ${response.body.toString().slice(0, 300)}`);
      return response;
    };

    const sheet = sheetOf(HOUSEHOLDS);
    const importing = await whileGuestsArrive(site, () =>
      admin('/api/admin/households/import', { method: 'POST', headers: { 'content-type': 'text/csv' }, body: sheet }),
    );
    const created = (JSON.parse(importing.result.body.toString()) as { created: number }).created;
    if (created !== HOUSEHOLDS) throw new Error(`the import created ${created} households, not ${HOUSEHOLDS}`);

    // The benchmark's site is at a loopback address, whose cards would reach no guest: printed anyway, as a test is.
    const printing = await whileGuestsArrive(site, () => admin('/admin/print/cards?anyway=1'));

    const households = JSON.parse((await admin('/api/admin/households')).body.toString()) as Array<{ token: string }>;
    const tokens = households.slice(0, PAGES).map((household) => household.token);
    const times: number[] = [];
    let errors = 0;
    const opening = await whileGuestsArrive(site, async () => {
      const queue = [...tokens];
      await Promise.all(
        Array.from({ length: PAGES_AT_ONCE }, async () => {
          for (let token = queue.shift(); token; token = queue.shift()) {
            const sent = performance.now();
            const response = await rawRequest(`${site.url}/i/${token}`, { headers: { 'accept-encoding': 'br' } }).catch(
              () => null,
            );
            times.push(performance.now() - sent);
            if (response?.status !== 200) errors += 1;
          }
        }),
      );
    });

    return {
      households: HOUSEHOLDS,
      importing: summarised(importing),
      printing: { ...summarised(printing), bytes: printing.result.body.length },
      pages: {
        opened: times.length,
        atOnce: PAGES_AT_ONCE,
        errors,
        p99Ms: percentile(times, 99),
        peakRssBytes: opening.peakRssBytes,
      },
    };
  } finally {
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
