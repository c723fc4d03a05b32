// The start: config -> database -> content -> pages -> the wedding (src/wedding.ts) -> listen.

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuth } from './admin/auth';
import { CLIENT_TIMEOUTS } from './app';
import { commandLine } from './command-line';
import { loadConfigOrExit } from './config';
import { openPageUpdates } from './day/updates';
import { loggerOptions } from './http/logger';
import { createContentMaker, createRendererInChild } from './pages/content';
import { readClientManifest } from './pages/manifest';
import { createCachedRenderer, fileVersion } from './pages/page-cache';
import { loadSite, SiteError } from './site/load';
import { DatabaseOpenError, openWeddingDatabase } from './storage/open-wedding-database';
import { countsInWords, countWedding } from './storage/wedding-counts';
import { assembleWedding } from './wedding';

// Requests still running get this long to finish after SIGTERM before the process gives up on them.
const SHUTDOWN_GRACE_MS = 5000;

function fail(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}

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

  mkdirSync(config.dataDir, { recursive: true });
  // First, before anything writes to the data folder: a first start writes site.json, which would make a lost
  // database look like a first start.
  let db;
  try {
    db = openWeddingDatabase(config.dataDir, config.databaseFile, config.allowNewDatabase);
  } catch (err) {
    if (err instanceof DatabaseOpenError) fail(err.message);
    throw err;
  }
  // A lost site.json beside a database full of answers is a restore gone wrong (the database alone copied back):
  // the sample wedding written in its place would greet the family with someone else's names.
  const siteFile = path.join(config.dataDir, 'site.json');
  const held = countWedding(db);
  if (!existsSync(siteFile) && held.rsvps + held.households > 0 && !config.allowSampleSite) {
    fail(
      `there is no ${siteFile}, though the database holds a wedding (${countsInWords(held)}). Put the couple's site.json ` +
        `back: ${commandLine('restore', config.dataDir)} <backup> brings back a backup's (docs/deploy.md, "Restoring"). To start from the ` +
        'sample wedding instead, start once with NEW_SITE=yes.',
    );
  }
  // In the bundle this file is dist/start.mjs; the client build and the page renderer sit beside it.
  const publicDir = fileURLToPath(new URL('./public/', import.meta.url));
  // The pages render in a child process while this one checks the admin account.
  const rendererFile = new URL('./render-worker.mjs', import.meta.url);
  const renderDrafts = createRendererInChild(rendererFile);
  const renderer = createCachedRenderer(
    renderDrafts,
    path.join(config.dataDir, 'cache'),
    fileVersion(fileURLToPath(rendererFile)),
  );
  const makeContent = createContentMaker(
    config.dataDir,
    readClientManifest(publicDir),
    config.publicUrl,
    renderer,
    renderDrafts,
    openPageUpdates(db),
  );
  const contentLoading = Promise.resolve().then(() => makeContent(loadSite(config.dataDir)));
  contentLoading.catch(() => undefined); // its failure is reported where it is awaited, below

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
    if (err instanceof SiteError) fail(err.message);
    throw err;
  }
  const { app } = wedding;
  const { site } = content;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    wedding
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'EADDRINUSE') {
      fail(
        `port ${config.port} is in use (another copy of this site, or another program, listens there); start with PORT=${config.port + 1}`,
      );
    }
    if (err instanceof Error && 'code' in err && err.code === 'EACCES') {
      fail(
        `port ${config.port} needs privileges this user does not have; use a port above 1023, such as PORT=3000, behind a reverse proxy`,
      );
    }
    throw err;
  }
  onListening();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;

  // Written to the terminal rather than the log: the password must be seen once, and never stored in a log file.
  const lines = [
    '',
    `  Wedding site for ${site.couple.first} & ${site.couple.second}`,
    `  Guest page:  ${base}/`,
    `  Admin page:  ${base}/admin`,
    `  Content:     ${path.join(config.dataDir, 'site.json')} (edit it on the admin page; by hand, then restart)`,
    `  Password:    ${commandLine('set-password', config.dataDir)} (changes it at any time, even while the site runs)`,
  ];
  if (!config.publicUrl && !site.publicUrl) {
    lines.push(
      '',
      '  Link previews will have no picture: chat apps need the absolute address of the image. Set the address',
      "  guests use in the admin's Settings, or as PUBLIC_URL=https://wedding.example.com",
    );
  }
  if (adminSetup.generatedPassword) {
    lines.push(
      '',
      `  Admin password (shown only this once; only its hash is stored): ${adminSetup.generatedPassword}`,
      '  To choose your own, start with ADMIN_PASSWORD=... set.',
    );
  } else if (adminSetup.passwordChanged) {
    lines.push('', '  The admin password was changed from ADMIN_PASSWORD; every earlier sign-in has ended.');
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}
