// The couple's note on every answer must never slow the guest: POST /api/rsvp measured with no NOTIFY_URL, with one
// whose receiver refuses connections, and with one whose receiver accepts and never answers (the worst case).
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { median, type Spawned } from './lib';

export interface NotesDownFigures {
  readonly receiver: string;
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
}

const RUNS = 3;
const SECONDS = 5;
const ANSWER = JSON.stringify({
  fullName: 'Bench Guest',
  email: 'bench@example.com',
  guestCount: 1,
  attending: true,
  dietaryRestrictions: '',
});

async function listening(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the receiver has no port');
  return address.port;
}

async function postAnswers(url: string): Promise<{ rps: number; p99: number }> {
  await autocannon({
    url: `${url}/api/rsvp`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: ANSWER,
    duration: 1,
  });
  const rps: number[] = [];
  const p99: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await autocannon({
      url: `${url}/api/rsvp`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: ANSWER,
      connections: 50,
      duration: SECONDS,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`POST /api/rsvp: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rps.push(result.requests.average);
    p99.push(result.latency.p99);
  }
  return { rps: median(rps), p99: median(p99) };
}

export async function measureNotesDown(
  startSite: (dataDir: string, env: Record<string, string>) => Promise<Spawned>,
): Promise<NotesDownFigures[]> {
  // Accepts every connection and never answers: each note waits for the notifier's own time limit.
  const sockets = new Set<net.Socket>();
  const hanging = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  const hangingPort = await listening(hanging);
  // A port that was open a moment ago and is closed now: connections are refused at once.
  const closed = net.createServer();
  const closedPort = await listening(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  const cases: Array<[string, Record<string, string>]> = [
    ['no NOTIFY_URL', {}],
    ['NOTIFY_URL refusing connections', { NOTIFY_URL: `http://127.0.0.1:${closedPort}/wedding` }],
    ['NOTIFY_URL accepting and never answering', { NOTIFY_URL: `http://127.0.0.1:${hangingPort}/wedding` }],
  ];
  const figures: NotesDownFigures[] = [];
  try {
    for (const [receiver, env] of cases) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-notes-'));
      const site = await startSite(dataDir, env);
      try {
        const { rps, p99 } = await postAnswers(site.url);
        figures.push({ receiver, requestsPerSecond: rps, p99Ms: p99 });
      } finally {
        await site.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
  }
  return figures;
}
