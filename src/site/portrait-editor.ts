import { rmSync } from 'node:fs';
import path from 'node:path';
import { type Outcome, refuse } from '../../shared/outcome';
import type { Content, ContentMaker } from '../pages/content';
import type { LiveContent } from '../pages/live-content';
import { jpegPortrait, PORTRAIT_FILES, type Portrait } from '../pages/portrait';
import type { StorageGuard } from '../storage/storage-guard';
import { replaceFile } from './load';
import type { PhotoPreparer } from './photo-in-child';

/** The couple's portrait put in or taken out: the pages are drawn with it before its file is written, then served. */
export function createPortraitEditor({
  dataDir,
  storage,
  live,
  makeContent,
  preparePhoto,
}: {
  dataDir: string;
  storage: StorageGuard;
  live: LiveContent;
  makeContent: ContentMaker;
  preparePhoto: PhotoPreparer;
}) {
  /** Renders the live content with `portrait` (null: none), then puts `write` in place and serves it. */
  async function withPortrait(portrait: Portrait | null, write: () => void): Promise<Outcome<{ url: string | null }>> {
    const problem = storage.beforeWrite();
    if (problem) return refuse(problem.error, `The photo was not changed: ${problem.detail}`);
    let content: Content;
    try {
      content = await makeContent(live.current.file, portrait);
    } catch (err) {
      return refuse(
        'pages-not-drawn',
        `The pages could not be drawn with this photo (${(err as Error).message}); ` +
          'nothing was changed. Please try again.',
      );
    }
    try {
      write();
    } catch (err) {
      return refuse('not-saved', `The photo could not be written (${(err as Error).message}); nothing was changed.`);
    }
    live.replace(content);
    return { done: { url: portrait?.url ?? null } };
  }

  /** Every portrait file but `keep`: findPortrait takes the first it finds, and a stale one must not come back. */
  const removePortraitsBut = (keep: string | null) => {
    for (const name of PORTRAIT_FILES.filter((name) => name !== keep))
      rmSync(path.join(dataDir, name), { force: true });
  };

  return {
    async replacePortrait(upload: Buffer): Promise<Outcome<{ url: string | null }>> {
      const prepared = await preparePhoto(upload);
      if ('refused' in prepared) return prepared;
      const portrait = jpegPortrait(prepared.done);
      return withPortrait(portrait, () => {
        replaceFile(path.join(dataDir, 'portrait.jpg'), portrait.bytes);
        removePortraitsBut('portrait.jpg');
      });
    },
    removePortrait: () => withPortrait(null, () => removePortraitsBut(null)),
  };
}
