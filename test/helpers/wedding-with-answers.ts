// A couple's own wedding in a data folder, as a backup must bring it back: their site.json (not the sample), their
// portrait, open-form RSVPs, a guest list with one household's answer, the admin's password and a live session.
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { guestListSite } from './guest-site';
import { adminCookie, createRsvp, listRsvps } from './server-api';
import { REPO_ROOT, startServer } from './spawn-server';

export const COUPLE = { first: 'Meera', second: 'Kabir' };
const PORTRAIT = path.join(REPO_ROOT, 'test', 'fixtures', 'portrait.jpg');

export interface WeddingState {
  rsvps: string[];
  households: Array<{ name: string; answered: boolean }>;
  /** A session signed in before the backup, which must still be signed in after the restore. */
  cookie: string;
}

/** Writes the couple's site.json and portrait into `dataDir`, runs the site there, and fills it with answers. */
export async function makeWedding(dataDir: string): Promise<WeddingState> {
  writeFileSync(path.join(dataDir, 'site.json'), JSON.stringify({ ...guestListSite(), couple: COUPLE }, null, 2));
  copyFileSync(PORTRAIT, path.join(dataDir, 'portrait.jpg'));
  const server = await startServer({ dataDir });
  try {
    for (const fullName of ['Anjali Rao', 'Dev Malhotra', 'फ़ातिमा ख़ान']) {
      await createRsvp(server.url, { fullName, email: 'guest@example.com', guestCount: 2, attending: true });
    }
    const cookie = await adminCookie(server.url);
    const created: Array<{ token: string; members: Array<{ id: number }> }> = [];
    for (const [name, member] of [
      ['Sharma family', 'Rajesh Sharma'],
      ['Iyer family', 'Kavya Iyer'],
    ] as const) {
      const response = await fetch(`${server.url}/api/admin/households`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name, members: [{ name: member }], events: ['haldi-ceremony'] }),
      });
      assert.equal(response.status, 201, await response.clone().text());
      created.push((await response.json()) as { token: string; members: Array<{ id: number }> });
    }
    const [sharmas] = created;
    assert.ok(sharmas);
    const answer = await fetch(`${server.url}/api/invitations/${sharmas.token}/response`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ members: sharmas.members.map(({ id }) => ({ id, events: { 'haldi-ceremony': true } })) }),
    });
    assert.equal(answer.status, 200, await answer.clone().text());
    return { ...(await readWedding(server.url, cookie)), cookie };
  } finally {
    await server.stop();
  }
}

/** What a site at `url` holds, read over HTTP with the session `cookie`. */
export async function readWedding(url: string, cookie: string): Promise<Omit<WeddingState, 'cookie'>> {
  const response = await fetch(`${url}/api/admin/households`, { headers: { cookie } });
  assert.equal(response.status, 200, 'the session signed in before is no longer signed in');
  const households = ((await response.json()) as Array<{ name: string; response: unknown }>)
    .map((household) => ({ name: household.name, answered: household.response !== null }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { rsvps: (await listRsvps(url)).map((rsvp) => rsvp.fullName).sort(), households };
}

/** The guest page greets the couple by name and shows their portrait, byte for byte. */
export async function assertCouplesSite(url: string): Promise<void> {
  const page = await (await fetch(`${url}/`)).text();
  assert.match(page, new RegExp(`${COUPLE.first}[\\s\\S]*${COUPLE.second}`));
  assert.doesNotMatch(page, /Ananya/, 'the sample wedding is shown');
  const portraitUrl = /\/media\/portrait-[0-9a-f]+\.jpg/.exec(page)?.[0];
  assert.ok(portraitUrl, 'the page shows no portrait of the couple');
  const portrait = Buffer.from(await (await fetch(`${url}${portraitUrl}`)).arrayBuffer());
  assert.ok(portrait.equals(readFileSync(PORTRAIT)), 'the portrait is not the couple’s');
}
