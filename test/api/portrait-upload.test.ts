// The couple's photo, sent from a phone: stored upright, resized, and without what the camera wrote (where it was
// taken, above all), then served on the next page without a restart.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { crc32 } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { PORTRAIT_LONGEST_SIDE } from '../../src/site/portrait-upload';
import { useTestApp } from '../helpers/app';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name));

/** A photo as a phone takes it: held sideways (EXIF Orientation 6), left half blue, and where it was taken. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .toFormat(format)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 36/1 50/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 12/1 30/1',
      },
    })
    .toBuffer();
}

/** A PNG whose header claims `width` × `height`: what would take the machine's memory if it were decoded. */
function pngClaiming(width: number, height: number, small: Buffer): Buffer {
  const png = Buffer.from(small);
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4)…, then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const gpsOf = (exif: Buffer | undefined) => (exif ? exifReader(exif).GPSInfo : undefined);

describe('the portrait, sent from the admin', () => {
  const t = useTestApp({ signedIn: true });
  const send = (bytes: Buffer, contentType = 'image/jpeg', cookie = t.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/site/portrait',
      headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
      payload: bytes,
    });
  const stored = () => path.join(t.dataDir, 'portrait.jpg');
  const portraitOnPage = async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/' })).body;
    return /\/media\/portrait-[\w]+\.jpg/.exec(page)?.[0] ?? null;
  };

  test("a phone's JPEG is stored upright, without its location or the phone's name, and served at once", async () => {
    const photo = await phonePhoto('jpeg');
    assert.ok(gpsOf((await sharp(photo).metadata()).exif), 'the photo sent carries GPS');
    const response = await send(photo);
    assert.equal(response.statusCode, 200, response.body);
    const { url } = response.json() as { url: string };

    const onDisk = readFileSync(stored());
    const meta = await sharp(onDisk).metadata();
    assert.equal(meta.exif, undefined, 'no EXIF at all is stored');
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.icc, undefined);
    assert.ok(!onDisk.includes('PhoneMaker'));
    // Turned as the camera was held: 480 wide, 640 tall, and the blue half (the left) now on top.
    assert.deepEqual([meta.width, meta.height], [480, 640]);
    const { data } = await sharp(onDisk).extract({ left: 240, top: 100, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    assert.ok((data[2] ?? 0) > 200 && (data[0] ?? 255) < 60, `the top is blue: ${[...data].join(',')}`);

    assert.equal(await portraitOnPage(), url, 'the next page shows the new portrait');
    const served = await t.app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/jpeg');
    assert.equal((await sharp(served.rawPayload).metadata()).exif, undefined);
  });

  test('PNG, WebP and an iPhone HEIC are taken the same way; a large photo is made no larger than the page shows', async () => {
    for (const [bytes, type] of [
      [await phonePhoto('png'), 'image/png'],
      [await phonePhoto('webp'), 'image/webp'],
      [await phonePhoto('jpeg', 4000, 3000), 'application/octet-stream'],
    ] as const) {
      const response = await send(bytes, type);
      assert.equal(response.statusCode, 200, `${type}: ${response.body}`);
      const meta = await sharp(readFileSync(stored())).metadata();
      assert.equal(meta.format, 'jpeg');
      assert.equal(meta.exif, undefined, type);
      assert.ok(Math.max(meta.width, meta.height) <= PORTRAIT_LONGEST_SIDE, `${meta.width}×${meta.height}`);
      assert.ok(meta.height > meta.width, `${type} turned upright`);
    }
    const heic = fixture('photo-with-gps.heic');
    assert.ok(heic.includes('GPS') || heic.indexOf('II*\0') > 0, 'the HEIC carries EXIF');
    const response = await send(heic, 'image/heic');
    assert.equal(response.statusCode, 200, response.body);
    const onDisk = readFileSync(stored());
    const meta = await sharp(onDisk).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.equal(meta.exif, undefined);
    assert.ok(meta.width > 0 && meta.height > 0);
  });

  test('what is not a photo, or one too large for the machine, is refused and the portrait stays', async () => {
    const first = await send(await phonePhoto('jpeg'));
    assert.equal(first.statusCode, 200);
    const before = readFileSync(stored());
    const url = await portraitOnPage();
    const small = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const [bytes, type, status] of [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/jpeg', 415],
      [Buffer.from('not a picture at all, just words'), 'application/octet-stream', 415],
      [pngClaiming(20_000, 20_000, small), 'image/png', 415],
      [(await phonePhoto('jpeg')).subarray(0, 300), 'image/jpeg', 415],
    ] as const) {
      const response = await send(bytes, type);
      assert.equal(response.statusCode, status, response.body);
      assert.match((response.json() as { message: string }).message, /JPEG, PNG, WebP or HEIC/);
    }
    assert.equal((await send(Buffer.from('x'), 'text/plain')).statusCode, 415);
    assert.deepEqual(readFileSync(stored()), before);
    assert.equal(await portraitOnPage(), url);
  });

  test('signed out, nothing is taken; the couple can take the portrait away again', async () => {
    const before = existsSync(stored()) ? readFileSync(stored()) : null;
    const signedOut = await send(await phonePhoto('jpeg'), 'image/jpeg', '');
    assert.equal(signedOut.statusCode, 401);
    assert.deepEqual(existsSync(stored()) ? readFileSync(stored()) : null, before);

    assert.equal((await send(await phonePhoto('jpeg'))).statusCode, 200);
    assert.ok(await portraitOnPage());
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/site/portrait',
      headers: { cookie: t.cookie },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(existsSync(stored()), false);
    assert.equal(await portraitOnPage(), null);
  });
});
