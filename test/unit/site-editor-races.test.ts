// A save of the content takes time (its pages are drawn before anything is written): what happens meanwhile must
// not be written over or left pointing at a function the save took out. The drawing is held at a gate here, so the
// "meanwhile" is certain rather than a matter of timing.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { makePageFiles } from '../../render/make-page-files';
import type { SiteFile } from '../../shared/site/schema';
import { createGuestList } from '../../src/guests/guest-list';
import { orphanEventsOf } from '../../src/guests/orphan-events';
import { createContentMaker } from '../../src/pages/content';
import { createLiveContent } from '../../src/pages/live-content';
import { readClientManifest } from '../../src/pages/manifest';
import { loadSite } from '../../src/site/load';
import { createSiteEditor, versionOf } from '../../src/site/site-editor';
import { openDatabase } from '../../src/storage/db';
import { createStorageGuard } from '../../src/storage/storage-guard';
import { PUBLIC_DIR } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { renderedOnce } from '../helpers/rendered-once';

/** A promise to wait on, and the hand that lets it go. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}

async function editorWithHeldDrawing() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wedding-editor-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify(guestListSite()));
  const db = openDatabase(path.join(dataDir, 'wedding.db'));
  after(() => db.close());
  const make = createContentMaker(dataDir, readClientManifest(PUBLIC_DIR), undefined, renderedOnce(makePageFiles));
  const live = createLiveContent(await make(loadSite(dataDir)));
  const drawing = gate();
  const started = gate();
  const editor = createSiteEditor({
    dataDir,
    db,
    storage: createStorageGuard({ db, file: db.name, minFreeBytes: 0, onChange: () => undefined }),
    live,
    makeContent: async (file) => {
      started.open();
      await drawing.opened;
      return make(file);
    },
  });
  const file = path.join(dataDir, 'site.json');
  const disk = () => readFileSync(file, 'utf8');
  const withoutHaldi = (site: SiteFile): SiteFile => ({
    ...site,
    days: site.days.map((day) => ({ ...day, events: day.events.filter((event) => event.id !== 'haldi-ceremony') })),
  });
  return { db, live, editor, drawing, started, file, disk, withoutHaldi };
}

describe('a save of the content, and what happens while its pages are drawn', () => {
  test('a household invited meanwhile to the function the save takes out: the save is refused, nothing hidden', async () => {
    const { db, live, editor, drawing, started, disk, withoutHaldi } = await editorWithHeldDrawing();
    const before = disk();
    const site = JSON.parse(before) as SiteFile;
    const saving = editor.save(withoutHaldi(site), versionOf(before));
    await started.opened;
    // What the guest list's route does: checked against the content as it is now, which still has the Haldi.
    createGuestList(db).create(
      { name: 'Sharma family', members: [{ name: 'Ravi Sharma' }], events: ['haldi-ceremony'] },
      'couple',
    );
    drawing.open();
    const result = await saving;
    assert.ok('refused' in result);
    assert.equal(result.refused.status, 409);
    assert.match(result.refused.message, /"haldi-ceremony" \(1 household is invited/);
    assert.equal(disk(), before, 'site.json as it was');
    assert.deepEqual(orphanEventsOf(db, loadSite(path.dirname(db.name))), [], 'a start still finds every function');
    assert.ok(live.current.site.days.some((day) => day.events.some((event) => event.id === 'haldi-ceremony')));
  });

  test('site.json edited by hand meanwhile: the save is refused with 412, and the hand edit stays', async () => {
    const { editor, drawing, started, file, disk } = await editorWithHeldDrawing();
    const before = disk();
    const site = JSON.parse(before) as SiteFile;
    const saving = editor.save({ ...site, city: 'Udaipur' }, versionOf(before));
    await started.opened;
    const byHand = `${JSON.stringify({ ...site, city: 'Jaipur' }, null, 2)}\n`;
    writeFileSync(file, byHand);
    drawing.open();
    const result = await saving;
    assert.ok('refused' in result);
    assert.equal(result.refused.status, 412);
    assert.equal(disk(), byHand);
  });

  test('an import holding the content: a save waits for it to end, then is checked against what it wrote', async () => {
    const { db, editor, drawing, disk, withoutHaldi } = await editorWithHeldDrawing();
    drawing.open();
    const before = disk();
    const order: string[] = [];
    const importDone = gate();
    const importing = editor.holdingContent(async () => {
      order.push('import starts');
      await importDone.opened;
      createGuestList(db).create(
        { name: 'Kapoor family', members: [{ name: 'Neha Kapoor' }], events: ['haldi-ceremony'] },
        'import',
      );
      order.push('import ends');
    });
    const saving = editor.save(withoutHaldi(JSON.parse(before) as SiteFile), versionOf(before)).then((result) => {
      order.push('save answered');
      return result;
    });
    importDone.open();
    await importing;
    const result = await saving;
    assert.deepEqual(order, ['import starts', 'import ends', 'save answered']);
    assert.ok('refused' in result && result.refused.status === 409);
    assert.equal(disk(), before);
  });
});
