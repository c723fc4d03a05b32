// What the admin downloads, read from esbuild's metafile and measured as served (brotli): its first view beyond the
// guest page's own code, and each room's chunk beyond that, fetched only when the room is opened.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { brotliCompressSync } from 'node:zlib';
import { REPO_ROOT } from '../helpers/app';

export const ADMIN_BUDGET = {
  /**
   * The admin’s first view (the sign-in, the overview, the spec’s page and its answer dialog with merge and link)
   * beyond the guest page’s code: 9.6 KB, then 12.0 KB once the dialog merged and linked answers, then 14.2 KB once
   * the storage warning, the notifications and the server's refusals spoke each person's language (2026-11-25).
   */
  firstViewJsBytes: 15_000,
  /**
   * Any one room beyond the first view: the guest list, the largest, was 12.1 KB, then 16.4 KB with its own words
   * (2.4 KB of them; their Hindi comes only to Hindi readers, in the admin's Hindi chunk) on 2026-11-25, then
   * 13.8 KB once the household form it records answers with came only when asked for (2026-11-25).
   */
  roomJsBytes: 17_000,
  /** The door's room beyond the first view: 3.1 KB when it came (2026-11-25). */
  doorRoomJsBytes: 5_000,
  /** The card decoder, fetched at the first card read: qr-scanner and its worker, 13.6 KB (2026-11-25). */
  cardDecoderJsBytes: 20_000,
} as const;

interface Metafile {
  outputs: Record<
    string,
    { entryPoint?: string; imports: Array<{ path: string; kind: string }>; inputs: Record<string, unknown> }
  >;
}

describe('the admin’s chunks', () => {
  const metafile = JSON.parse(readFileSync(path.join(REPO_ROOT, 'dist', 'client-meta.json'), 'utf8')) as Metafile;
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const fileOf = (entry: string) => {
    const found = outputs.find(([, output]) => output.entryPoint === entry);
    assert.ok(found, `${entry} has a chunk of its own`);
    return found[0];
  };
  /** A chunk and every chunk it imports statically: what is fetched before it runs. */
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') closure(imported.path, seen);
    }
    return seen;
  };
  const served = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + brotliCompressSync(readFileSync(path.join(REPO_ROOT, file))).length, 0);
  const guestPage = closure(fileOf('web/main.tsx'));
  const admin = closure(fileOf('web/admin/AdminPage.tsx'));
  const adminOwn = [...admin].filter((file) => !guestPage.has(file));
  const modulesIn = (files: Iterable<string>) =>
    [...files].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  const rooms = [
    'GuestsRoom',
    'FunctionsRoom',
    'SendingRoom',
    'StayRoom',
    'DoorRoom',
    'DaysRoom',
    'ContentRoom',
    'SettingsRoom',
  ];

  test(`the first view of the admin is within ${ADMIN_BUDGET.firstViewJsBytes} bytes beyond the guest page`, () => {
    const bytes = served(adminOwn);
    assert.ok(bytes <= ADMIN_BUDGET.firstViewJsBytes, `${bytes} bytes: ${adminOwn.join(', ')}`);
  });

  test('no room’s own code is in the first view, and no admin code is on the guest page', () => {
    const first = modulesIn(admin);
    for (const room of rooms) assert.ok(!first.includes(`web/admin/rooms/${room}.tsx`), room);
    for (const heavy of ['web/admin/content/ContentEditor.tsx', 'web/admin/guests/GuestListSection.tsx']) {
      assert.ok(!first.includes(heavy), `${heavy} is in the admin's first view`);
    }
    assert.deepEqual(
      modulesIn(guestPage).filter((input) => input.startsWith('web/admin/') && !/AdminLoading|AdminShell/.test(input)),
      [],
    );
  });

  for (const room of rooms) {
    test(`${room} is a chunk of its own within ${ADMIN_BUDGET.roomJsBytes} bytes beyond the first view`, () => {
      const own = [...closure(fileOf(`web/admin/rooms/${room}.tsx`))].filter(
        (file) => !guestPage.has(file) && !admin.has(file),
      );
      const bytes = served(own);
      assert.ok(bytes <= ADMIN_BUDGET.roomJsBytes, `${bytes} bytes: ${own.join(', ')}`);
    });
  }

  // Names are found in any script (shared/text/name-match.ts): a room folds what is typed with a small chunk fetched
  // at the first search, and Sanscript, the transliteration library, comes only when another script than Latin's is.
  test('the transliteration library is in no room’s download nor the first view, but a chunk of its own', () => {
    const sanscript = (input: string) => input.includes('@indic-transliteration/sanscript');
    assert.deepEqual(modulesIn(admin).filter(sanscript), []);
    for (const room of rooms) {
      assert.deepEqual(modulesIn(closure(fileOf(`web/admin/rooms/${room}.tsx`))).filter(sanscript), [], room);
    }
    assert.equal(outputs.filter(([, output]) => Object.keys(output.inputs).some(sanscript)).length, 1);
  });

  // The door works on a venue's poor network: its room is small, and the card decoder (qr-scanner, with its worker
  // for phones without BarcodeDetector) comes only when a card is first read, never with the room.
  test(`the door's room is within ${ADMIN_BUDGET.doorRoomJsBytes} bytes, its card decoder within ${ADMIN_BUDGET.cardDecoderJsBytes} and fetched only when asked`, () => {
    const room = closure(fileOf('web/admin/rooms/DoorRoom.tsx'));
    const own = [...room].filter((file) => !guestPage.has(file) && !admin.has(file));
    assert.ok(served(own) <= ADMIN_BUDGET.doorRoomJsBytes, `${served(own)} bytes: ${own.join(', ')}`);
    assert.deepEqual(
      modulesIn(room).filter((input) => input.includes('qr-scanner')),
      [],
      'the decoder is no part of the room’s own download',
    );
    const decoder = Object.keys(metafile.outputs).filter(
      (file) =>
        file.endsWith('.js') &&
        Object.keys(metafile.outputs[file]?.inputs ?? {}).some((input) => input.includes('qr-scanner')),
    );
    assert.equal(decoder.length, 2, `the decoder and its worker: ${decoder.join(', ')}`);
    assert.ok(served(decoder) <= ADMIN_BUDGET.cardDecoderJsBytes, `${served(decoder)} bytes: ${decoder.join(', ')}`);
  });
});
