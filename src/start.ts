// The start: config -> database -> content -> pages -> the wedding (src/wedding.ts) -> listen.

import { fileURLToPath } from 'node:url';
import { createAuth } from './admin/auth';
import { CLIENT_TIMEOUTS } from './app';
import { loadConfigOrExit } from './config';
import { loggerOptions } from './http/logger';
import { SiteError } from './site/load';
import { cannotStart } from './start/cannot-start';
import { beginContent } from './start/content';
import { openDataFolder } from './start/data-folder';
import { listenOrSayWhy } from './start/listen';
import { readyBanner } from './start/ready-banner';
import { closeOnSignals } from './start/signals';
import { assembleWedding } from './wedding';

/**
 * Starts the site; on failure says why on stderr and exits with 1. `onListening` runs once it listens, before the
 * banner that tells the operator (and the tests) it is ready.
 */
export async function startSite(onListening: () => void = () => undefined): Promise<void> {
  await start(onListening).catch((err: unknown) => {
    process.stderr.write(`Cannot start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}

async function start(onListening: () => void) {
  const { config } = loadConfigOrExit();
  const db = openDataFolder(config);
  // In the bundle this file is dist/start.mjs; the client build and the page renderer sit beside it.
  const publicDir = fileURLToPath(new URL('./public/', import.meta.url));
  // The pages render in a child process while this one checks the admin account.
  const rendererFile = new URL('./render-worker.mjs', import.meta.url);
  const { makeContent, contentLoading } = beginContent(config, db, publicDir, rendererFile);

  const adminSetup = await createAuth(db).ensureAdmin(config.adminPassword);

  let content;
  let wedding;
  try {
    content = await contentLoading;
    wedding = await assembleWedding({
      db,
      dataDir: config.dataDir,
      content,
      makeContent,
      publicDir,
      answerWorker: new URL('./answer-page-worker.mjs', import.meta.url),
      photoWorker: new URL('./photo-worker.mjs', import.meta.url),
      settings: config,
      platform: {
        logger: await loggerOptions(config.logLevel, process.stdout.isTTY === true),
        now: Date.now,
        timeouts: CLIENT_TIMEOUTS,
      },
    });
  } catch (err) {
    if (err instanceof SiteError) cannotStart(err.message);
    throw err;
  }

  closeOnSignals(wedding);
  await listenOrSayWhy(wedding.app, config);
  onListening();
  process.stdout.write(readyBanner(wedding.app, config, content.site, adminSetup));
}
