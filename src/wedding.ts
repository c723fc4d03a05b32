// The one composition of a running wedding: its content checked against the database, the child that renders
// pages per request, and the app. src/start.ts and the tests' startTestApp both go through it; they differ only in
// where the pieces come from (a renderer in a child or a test cache, a real or a test password cost).
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { type App, buildApp, type Platform, type WeddingSettings } from './app';
import { orphanEventsMessage, orphanEventsOf } from './guests/orphan-events';
import { answerPagesInChild } from './pages/answer-pages';
import type { Content, ContentMaker } from './pages/content';
import { createLiveContent } from './pages/live-content';
import { SiteError } from './site/load';
import { createPhotoPreparerInChild } from './site/photo-in-child';

export interface WeddingParts {
  readonly db: Database;
  readonly dataDir: string;
  readonly content: Content;
  /** Makes content again from a site.json the couple saves in the admin (the same renderer as the first). */
  readonly makeContent: ContentMaker;
  /** dist/public: the built client. */
  readonly publicDir: string;
  /** dist/answer-page-worker.mjs: started only when a page must be made for one request. */
  readonly answerWorker: URL;
  /** dist/photo-worker.mjs: a photo sent from the admin is prepared in a child process of its own. */
  readonly photoWorker: URL;
  readonly settings: WeddingSettings;
  readonly platform: Platform;
}

export interface Wedding {
  readonly app: App;
  /** Closes the app (finishing requests in flight), the renderer's child, and the database. */
  close(): Promise<void>;
}

/**
 * Puts the wedding together; it does not listen. Throws SiteError when site.json no longer names an event that
 * households hold answers for (a rename or a typo): starting would hide those answers.
 */
export async function assembleWedding({
  db,
  dataDir,
  content,
  makeContent,
  publicDir,
  answerWorker,
  photoWorker,
  settings,
  platform,
}: WeddingParts): Promise<Wedding> {
  const orphans = orphanEventsOf(db, content.site);
  if (orphans.length > 0) throw new SiteError(orphanEventsMessage(orphans, path.join(dataDir, 'site.json')));
  const answerPages = answerPagesInChild(answerWorker, content.renderInput);
  const live = createLiveContent(content);
  live.onReplace((next) => answerPages.setInput(next.renderInput));
  const app = await buildApp({
    db,
    content: live,
    siteFiles: { dataDir, makeContent, preparePhoto: createPhotoPreparerInChild(photoWorker) },
    publicDir,
    renderers: { answerPages: answerPages.render, personalPages: answerPages.personal },
    settings,
    platform,
  });
  return {
    app,
    async close() {
      await app.close();
      answerPages.close();
      db.close();
    },
  };
}
