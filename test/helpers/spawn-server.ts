// Starts the built server (dist/server.mjs) as a real child process, the way it runs in production, so tests
// see what a guest or an operator sees: its own port, its own data folder, real signals and exit codes.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, 'dist', 'server.mjs');

/** The admin password every spawned server gets unless the caller passes its own ADMIN_PASSWORD. */
export const TEST_ADMIN_PASSWORD = 'correct-horse-battery';

const GUEST_PAGE_LINE = /Guest page:\s+(http:\/\/\S+?):(\d+)\//;

export interface StartServerOptions {
  /** Added to (and overriding) the defaults: PORT=0, HOST=127.0.0.1, LOG_LEVEL=warn, ADMIN_PASSWORD, DATA_DIR. */
  env?: Record<string, string>;
  /** An existing data folder to use, e.g. to restart on the same database; the caller owns and removes it. */
  dataDir?: string;
  /** How long to wait for the banner before giving up. */
  /** Another build's dist/server.mjs (a production install elsewhere); it runs from that install's folder. */
  entry?: string;
}

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server has written so far; useful in assertions and failure messages. */
  stdout(): string;
  stderr(): string;
  /** Settles when the process has ended, however it ended (stop(), a signal sent by a test, a crash). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends SIGTERM (unless the process has already ended) and resolves with the exit code. */
  stop(): Promise<number | null>;
}

// A test run that dies half-way must not leave servers holding ports and temp folders behind.
const running = new Set<ChildProcess>();
// The servers of one test process share a compile cache (src/server.ts) of their own, not the checkout's
// node_modules/.cache, which other runs and the processes running beside this one would share.
let compileCache: string | undefined;
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  if (compileCache) rmSync(compileCache, { recursive: true, force: true });
});

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const entry = options.entry ?? SERVER_ENTRY;
  if (!existsSync(entry)) {
    throw new Error(`${entry} does not exist: run \`npm run build\` (node build.mjs) before these tests`);
  }

  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'wedding-test-'));

  compileCache ??= mkdtempSync(path.join(os.tmpdir(), 'wedding-test-compile-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    // Tests post many answers from one address; a test of the limits sets its own.
    ANSWER_LIMIT_PER_CLIENT: '1000000',
    ANSWER_LIMIT_OVERALL: '1000000',
    CACHE_DIRECTORY: compileCache,
    ...options.env,
  };
  // The runner marks its own children with this; the server is not a test file and must not be treated as one.
  delete env.NODE_TEST_CONTEXT;

  const child = spawn(process.execPath, [entry], {
    cwd: path.dirname(path.dirname(entry)),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);

  let stdout = '';
  let stderr = '';
  // Both pipes are read for the whole life of the process: a full pipe would block the server's writes.
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });

  const cleanUp = () => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  let port: number;
  let host: string;
  try {
    ({ host, port } = await new Promise<{ host: string; port: number }>((resolve, reject) => {
      const describeOutput = () =>
        `\n--- stderr ---\n${stderr.trim() || '(empty)'}\n--- stdout ---\n${stdout.trim() || '(empty)'}`;
      const onData = () => {
        const match = GUEST_PAGE_LINE.exec(stdout);
        if (!match) return;
        finish();
        resolve({ host: match[1] ?? '', port: Number(match[2]) });
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        finish();
        // The last stderr chunk may still be in the pipe when 'exit' fires; 'close' waits for it.
        child.once('close', () =>
          reject(
            new Error(`the server exited (code ${code}, signal ${signal}) before it was ready${describeOutput()}`),
          ),
        );
      };
      const onError = (err: Error) => {
        finish();
        reject(new Error(`could not spawn the server: ${err.message}`));
      };
      function finish() {
        child.stdout?.off('data', onData);
        child.off('exit', onExit);
        child.off('error', onError);
      }
      child.stdout?.on('data', onData);
      child.once('exit', onExit);
      child.once('error', onError);
    }));
  } catch (err) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    cleanUp();
    throw err;
  }

  let stopping: Promise<number | null> | undefined;
  return {
    url: `${host}:${port}`,
    port,
    dataDir,
    process: child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        const { code } = await exited;
        cleanUp();
        return code;
      })();
      return stopping;
    },
  };
}
