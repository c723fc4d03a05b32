import { write } from 'node:fs';

// Lines waiting while one is written; past this the newest are dropped (and counted) instead of held in memory.
const MAX_WAITING_BYTES = 1024 * 1024;

const droppedNote = (count: number) =>
  Buffer.from(
    `${JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: `${count} log line(s) could not be written (a full disk, or the output closed) and were dropped`,
    })}\n`,
  );

/**
 * Where the log's JSON lines go in production (stdout, to journald or a file): written one at a time, off the event
 * loop, and never a reason to stop serving. A log on a full disk (ENOSPC), a closed pipe or a stalled reader loses
 * lines, not guests: each line that cannot be written is dropped and counted, and the count is written as a line of
 * its own once writing works again. pino's own destination writes synchronously and, on a full disk, retried until
 * the server hung, then crashed when space came back.
 */
export function createNonBlockingLog(fd = 1) {
  const waiting: Buffer[] = [];
  let waitingBytes = 0;
  let writing = false;
  let dropped = 0;

  let whenIdle: Array<() => void> = [];
  const next = () => {
    const line = waiting.shift();
    if (!line) {
      writing = false;
      for (const resolve of whenIdle) resolve();
      whenIdle = [];
      return;
    }
    waitingBytes -= line.length;
    writing = true;
    // What was lost is said first, in the same write as the next line that can be written.
    const noted = dropped;
    const bytes = noted > 0 ? Buffer.concat([droppedNote(noted), line]) : line;
    write(fd, bytes, (err) => {
      if (err) dropped += 1;
      else dropped -= noted;
      next();
    });
  };

  return {
    write(line: string): void {
      if (waitingBytes + line.length > MAX_WAITING_BYTES) {
        dropped += 1;
        return;
      }
      const bytes = Buffer.from(line);
      waiting.push(bytes);
      waitingBytes += bytes.length;
      if (!writing) next();
    },
    /** Settles once every line given so far was written or dropped. */
    idle(): Promise<void> {
      return writing ? new Promise((resolve) => whenIdle.push(resolve)) : Promise.resolve();
    },
    /** Lines dropped since the last note about them: for tests and for the curious. */
    get dropped(): number {
      return dropped;
    },
  };
}
