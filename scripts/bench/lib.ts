// Small tools for the benchmark: raw HTTP (no transparent decompression), spawning servers, reading memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request; the body exactly as it crossed the wire. */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Resident memory of a process, from /proc (Linux), in bytes. */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

export interface Spawned {
  child: ChildProcess;
  url: string;
  /** From spawn to the first 200 answer to GET /. */
  startMs: number;
  stop(): Promise<void>;
}

/** Starts a server that prints "Guest page:  http://host:port/", and waits for its first 200. */
export async function spawnServer(
  script: string,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): Promise<Spawned> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /Guest page:\s+(http:\/\/[^/\s]+)\//.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
  for (;;) {
    const ok = await rawRequest(`${url}/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const startMs = performance.now() - started;
  return {
    child,
    url,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface Meanwhile<T> {
  result: T;
  /** How long the work took, in ms. */
  tookMs: number;
  /** A guest's GET / sent every 10 ms all through the work: how long each waited, in ms. */
  guestTimes: number[];
  /** The server's resident memory at its highest, sampled every 5 ms. */
  peakRssBytes: number;
}

/**
 * Runs the couple's work while a guest opens the invitation every 10 ms, whether or not the last one came back (as
 * guests arrive), and the server's memory is sampled: a stall shows at its full length, not as one slow request.
 */
export async function whileGuestsArrive<T>(site: Spawned, work: () => Promise<T>): Promise<Meanwhile<T>> {
  const pid = site.child.pid ?? 0;
  let peakRssBytes = rssBytes(pid);
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, rssBytes(pid))), 5);
  const guestTimes: number[] = [];
  const pending: Array<Promise<void>> = [];
  let working = true;
  const guests = (async () => {
    while (working) {
      const sent = performance.now();
      pending.push(
        rawRequest(`${site.url}/`, { headers: { 'accept-encoding': 'br' } }).then((response) => {
          if (response.status !== 200) throw new Error(`a guest's GET / answered ${response.status}`);
          guestTimes.push(performance.now() - sent);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await Promise.all(pending);
  })();
  const started = performance.now();
  try {
    const result = await work();
    const tookMs = performance.now() - started;
    return { result, tookMs, guestTimes, peakRssBytes: Math.max(peakRssBytes, rssBytes(pid)) };
  } finally {
    working = false;
    await guests;
    clearInterval(sampler);
  }
}

/** The site started on a filled data folder and signed in to, and `timed(url)`, {@link medianGetMs} of one call. */
export async function signedInSite(
  dir: string,
  startSite: (dataDir: string) => Promise<Spawned>,
  signIn: (url: string) => Promise<string>,
): Promise<{ site: Spawned; timed: (url: string) => Promise<number> }> {
  const site = await startSite(dir);
  const cookie = await signIn(site.url);
  return { site, timed: (url) => medianGetMs(site.url, url, cookie) };
}

/** The median time of five signed-in GETs of `url`, answered uncompressed; anything but a 200 stops the run. */
export async function medianGetMs(base: string, url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const response = await rawRequest(`${base}${url}`, { headers: { cookie, 'accept-encoding': 'identity' } });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}
