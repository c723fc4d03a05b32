import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { listRsvps } from '../helpers/server-api';
import { type RunningServer, startServer } from '../helpers/spawn-server';

const WRITERS = 8;
const ACKS_BEFORE_SIGNAL = 150;

/**
 * Keeps WRITERS guests submitting RSVPs until the server stops answering, and records every name the server
 * acknowledged with a 201. A 503 (the server is closing) or a dropped connection is not an acknowledgement.
 */
function submitUntilGone(server: RunningServer) {
  const acknowledged = new Set<string>();
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const fullName = `Guest ${w}-${i}`;
      try {
        const response = await fetch(`${server.url}/api/rsvp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ fullName, email: `g${w}.${i}@example.com`, guestCount: 1, attending: i % 2 === 0 }),
        });
        if (response.status === 201) acknowledged.add(fullName);
        else if (response.status !== 503) throw new Error(`unexpected ${response.status}: ${await response.text()}`);
        else return;
      } catch (err) {
        if (err instanceof TypeError) return; // fetch failed: the server is gone
        throw err;
      }
    }
  };
  const done = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))).finally(() => (stop = true));
  return {
    acknowledged,
    async whenAcknowledged(count: number) {
      while (acknowledged.size < count) {
        if (stop) throw new Error(`the writers stopped after ${acknowledged.size} acknowledgements`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    done,
  };
}

/** Starts the server again on the same data folder and checks that every acknowledged RSVP is there. */
async function expectNothingLost(dataDir: string, acknowledged: ReadonlySet<string>) {
  const restarted = await startServer({ dataDir });
  try {
    const stored = new Set((await listRsvps(restarted.url)).map((r) => r.fullName));
    const lost = [...acknowledged].filter((name) => !stored.has(name));
    assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.size} acknowledged RSVPs were lost`);
  } finally {
    await restarted.stop();
  }
}

describe('no acknowledged RSVP is lost', () => {
  test('the process is killed (SIGKILL) mid-submissions: after a restart every 201 is there', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-crash-'));
    try {
      const server = await startServer({ dataDir });
      const load = submitUntilGone(server);
      await load.whenAcknowledged(ACKS_BEFORE_SIGNAL);
      server.process.kill('SIGKILL');
      const { signal } = await server.exited;
      assert.equal(signal, 'SIGKILL');
      await load.done;

      await expectNothingLost(dataDir, load.acknowledged);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('SIGTERM mid-submissions: requests in flight finish, the process exits 0, and every 201 is there', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wedding-term-'));
    try {
      const server = await startServer({ dataDir });
      const load = submitUntilGone(server);
      await load.whenAcknowledged(ACKS_BEFORE_SIGNAL);
      server.process.kill('SIGTERM');
      const { code } = await server.exited;
      // 0 means the requests in flight finished and the database closed before the forced exit (5 s) fired.
      assert.equal(code, 0, server.stderr());
      await load.done;

      await expectNothingLost(dataDir, load.acknowledged);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
