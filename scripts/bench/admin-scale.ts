// The admin at scale: 100,000 RSVPs of the largest size the form accepts, then the couple's calls (pages of the
// list, a search, the summary, the full CSV) while the server's resident memory is sampled, and a guest's GET / is
// timed all through the export. Targets (issue 8): RSS under 150 MB, GET / under 50 ms at p99.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RSVP_LIMITS } from '../../shared/rsvp/rules';
import { createRsvpRepository } from '../../src/rsvp/repository';
import { openDatabase } from '../../src/storage/db';
import { median, percentile, rawRequest, rssBytes, type Spawned, whileGuestsArrive } from './lib';

export interface AdminScaleFigures {
  rows: number;
  /** Through the list pages, the searches and the summaries. */
  peakRssBytes: number;
  listPageMs: number;
  searchMs: number;
  summaryMs: number;
  csvMs: number;
  csvBytes: number;
  /** Through the download, on a server started for it: what the export itself costs, nothing before it. */
  exportPeakRssBytes: number;
  guestDuringExportP99Ms: number;
  guestDuringExportRequests: number;
}

const ROWS = 100_000;
// Written in Devanagari, three bytes a letter in UTF-8: the largest rows the form takes, as a family writing in an
// Indian script would fill them (ASCII rows made a file a third the size and hid a stall the big one showed).
const text = (length: number, seed: number) => `${seed} `.padEnd(length, 'अ').slice(0, length);
const asciiText = (length: number, seed: number) =>
  `${seed}.`.repeat(Math.ceil(length / (String(seed).length + 1))).slice(0, length);

export function fillLargest(dataDir: string) {
  const db = openDatabase(path.join(dataDir, 'wedding.db'));
  // Filling, not guests: no flush per row.
  db.pragma('synchronous = OFF');
  const rsvps = createRsvpRepository(db);
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      rsvps.create({
        fullName: `Guest ${i} ${text(RSVP_LIMITS.fullNameMaxLength - 20, i)}`,
        email: `${asciiText(RSVP_LIMITS.emailMaxLength - 20, i)}x@example.com`.slice(-RSVP_LIMITS.emailMaxLength),
        guestCount: 1 + (i % 4),
        attending: i % 3 !== 0,
        dietaryRestrictions: text(RSVP_LIMITS.dietaryRestrictionsMaxLength, i),
        songRequest: text(RSVP_LIMITS.songRequestMaxLength, i),
      });
    }
  })();
  db.close();
}

/** Fetches a URL in a child process that counts the bytes and throws them away; resolves with the count. */
export function downloadElsewhere(url: string, cookie: string): Promise<number> {
  const script =
    'const r = await fetch(process.argv[1], { headers: { cookie: process.argv[2] } }); let n = 0; ' +
    'for await (const c of r.body) n += c.length; process.stdout.write(String(n));';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, url, cookie], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`the download exited with ${code}`)),
    );
  });
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function measureAdminScale(
  startSite: (dataDir: string) => Promise<Spawned>,
  signIn: (url: string) => Promise<string>,
): Promise<AdminScaleFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-admin-'));
  try {
    fillLargest(dir);
    const calls = await startSite(dir);
    let figures;
    try {
      const cookie = await signIn(calls.url);
      const pid = calls.child.pid ?? 0;
      let peak = rssBytes(pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 5);
      const admin = (url: string) =>
        rawRequest(`${calls.url}${url}`, { headers: { cookie, 'accept-encoding': 'identity' } });
      const pages: number[] = [];
      for (const offset of [0, 500, 25_000, 50_000, 99_500])
        pages.push(await timed(() => admin(`/api/rsvps?limit=500&offset=${offset}`)));
      const searches: number[] = [];
      for (const q of ['Guest 99999', 'example.com', 'nothing-like-this'])
        searches.push(await timed(() => admin(`/api/rsvps?limit=50&q=${encodeURIComponent(q)}`)));
      const summaries: number[] = [];
      for (let i = 0; i < 5; i++) summaries.push(await timed(() => admin('/api/rsvps/summary')));
      clearInterval(sampler);
      figures = {
        peakRssBytes: Math.max(peak, rssBytes(pid)),
        listPageMs: median(pages),
        searchMs: median(searches),
        summaryMs: median(summaries),
      };
    } finally {
      await calls.stop();
    }

    const site = await startSite(dir);
    try {
      const cookie = await signIn(site.url);
      // Downloaded by another process, as the couple's browser would be: this one only times the guest.
      const exporting = await whileGuestsArrive(site, () =>
        downloadElsewhere(`${site.url}/api/rsvps/download`, cookie),
      );
      return {
        rows: ROWS,
        ...figures,
        csvMs: exporting.tookMs,
        csvBytes: exporting.result,
        exportPeakRssBytes: exporting.peakRssBytes,
        guestDuringExportP99Ms: percentile(exporting.guestTimes, 99),
        guestDuringExportRequests: exporting.guestTimes.length,
      };
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
