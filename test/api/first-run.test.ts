// The first-run checklist knows what is done from what the site holds: each step flips as the couple does it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import type { Household } from '../../shared/guests/schemas';
import { withWeddingMoved } from '../../shared/site/move-days';
import type { SiteFile } from '../../shared/site/schema';
import { useTestApp } from '../helpers/app';
import { addPerson } from '../helpers/people';

describe('the first-run checklist', () => {
  const t = useTestApp({ signedIn: true });
  const call = t.asCouple;
  const steps = async () => (await call('GET', '/api/admin/first-run')).json() as Record<string, boolean>;
  const editSite = async (change: (site: SiteFile) => SiteFile) => {
    const { version, site } = (await call('GET', '/api/admin/site')).json() as { version: string; site: SiteFile };
    const saved = await call('PUT', '/api/admin/site', change(site), { 'if-match': `"${version}"` });
    assert.equal(saved.statusCode, 200, saved.body);
  };

  test('a fresh wedding has every step to do; each is ticked as the couple does it', async () => {
    assert.deepEqual(await steps(), {
      couple: false,
      days: false,
      venues: false,
      look: false,
      address: false,
      guests: false,
      helpers: false,
      test: false,
    });
    await editSite((site) => ({ ...site, couple: { first: 'Meera', second: 'Arjun' } }));
    assert.equal((await steps()).couple, false, 'names without a photo');
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const uploaded = await call('PUT', '/api/admin/site/portrait', photo, { 'content-type': 'image/jpeg' });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    assert.equal((await steps()).couple, true);

    await editSite((site) => ({
      ...withWeddingMoved(site, 30),
      venues: site.venues.map((venue, v) => (v === 0 ? { ...venue, name: 'Hotel Rambagh' } : venue)),
    }));
    const moved = await steps();
    assert.deepEqual([moved.days, moved.venues, moved.look], [true, true, false]);
    await editSite((site) => ({ ...site, theme: 'maroon', publicUrl: 'https://meera-arjun.example' }));
    const created = await call('POST', '/api/admin/households', {
      name: 'Our own family',
      members: [{ name: 'Meera' }],
      events: ['mehendi-ceremony'],
    });
    assert.equal(created.statusCode, 201, created.body);
    const household = created.json() as Household;
    await addPerson(t.app, t.cookie, { name: 'Vikram', role: 'organiser', sides: ['groom'] });
    const before = await steps();
    assert.deepEqual(
      [before.look, before.address, before.guests, before.helpers, before.test],
      [true, true, true, true, false],
    );
    const sent = await call('POST', `/api/admin/households/${household.id}/sent`, {
      kind: 'invite',
      channel: 'whatsapp',
    });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal((await steps()).test, true);
  });

  test('only the couple reads it', async () => {
    const organiser = (await addPerson(t.app, t.cookie, { name: 'Asha', role: 'organiser', sides: ['bride'] })).cookie;
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/first-run', headers: { cookie: organiser } });
    assert.equal(refused.statusCode, 403);
  });
});
