// The wedding's own days through the API: the door finds the Kapoors by their card's link or by a name and marks
// who arrived at the Mehendi, and two phones marking them at once (or one sending its mark again) count each person
// once; the couple posts an update for the Sagan (a private function) that only its households read; and a gift is
// recorded, found, marked thanked and exported.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Household } from '../../shared/guests/schemas';
import { TEST_ADMIN_PASSWORD, useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { householdNamed } from '../helpers/household-named';
import { addPerson } from '../helpers/people';

/** A household of the groom's side, which an organiser of the bride's does not look after. */
const GROOMS = { side: 'groom' };

describe('the days themselves', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite() });
  let door: string;
  let doorAccount: { id: number; username: string; password: string };
  let kapoors: Household;
  let sharmas: Household;
  const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

  before(async () => {
    const gate = await addPerson(t.app, t.cookie, { name: 'Gate', role: 'door' });
    door = gate.cookie;
    doorAccount = gate;
    const create = async (name: string, members: string[], events: string[]) =>
      (
        await as(t.cookie, 'POST', '/api/admin/households', {
          name,
          phone: '+91 98100 22222',
          members: members.map((member) => ({ name: member })),
          events,
        })
      ).json() as Household;
    kapoors = await create(
      'Kapoor family',
      ['Anil Kapoor', 'Sunita Kapoor', 'Dadi Kapoor'],
      ['mehendi-ceremony', 'sagan'],
    );
    sharmas = await create('Sharma family', ['Ravi Sharma'], ['mehendi-ceremony']);
    const [anil, sunita, dadi] = kapoors.members;
    assert.ok(anil && sunita && dadi);
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${kapoors.token}/response`,
      payload: {
        members: [
          { id: anil.id, events: { 'mehendi-ceremony': true, sagan: true } },
          { id: sunita.id, events: { 'mehendi-ceremony': true, sagan: true } },
          { id: dadi.id, events: { 'mehendi-ceremony': false, sagan: true } },
        ],
      },
    });
    assert.equal(answered.statusCode, 200, answered.body);
  });

  test('the door finds a household by its card and by a name, and reads only names and who is coming', async () => {
    const byCard = await as(door, 'POST', '/api/admin/checkins/mehendi-ceremony/card', { token: kapoors.token });
    assert.equal(byCard.statusCode, 200, byCard.body);
    assert.deepEqual(byCard.json(), {
      id: kapoors.id,
      name: 'Kapoor family',
      people: kapoors.members.map((member, index) => ({
        memberId: member.id,
        name: member.name,
        coming: index < 2,
        arrived: false,
      })),
      // The Kapoors named no extra guests (the door's count of those is tested below).
      guests: { names: [], arrived: 0 },
    });
    assert.ok(!byCard.body.includes('98100'), 'no phone');
    const byName = await as(door, 'GET', '/api/admin/checkins/mehendi-ceremony/households?q=sunita');
    assert.deepEqual(
      byName.json().map((household: { name: string }) => household.name),
      ['Kapoor family'],
    );
    // A card for a function the household is not invited to finds nothing.
    const elsewhere = await as(door, 'POST', '/api/admin/checkins/sagan/card', { token: sharmas.token });
    assert.equal(elsewhere.statusCode, 404);
    // A search of spaces alone lists no one.
    assert.equal((await as(door, 'GET', '/api/admin/checkins/mehendi-ceremony/households?q=%20%20')).statusCode, 400);
  });

  test('a household’s card opens the check-in on a door’s phone, and the invitation for anyone else', async () => {
    const atTheDoor = await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}`, headers: { cookie: door } });
    assert.equal(atTheDoor.statusCode, 303);
    assert.equal(atTheDoor.headers.location, `/admin/door#card=${kapoors.token}`);
    for (const headers of [{}, { cookie: t.cookie }]) {
      const page = await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}`, headers });
      assert.equal(page.statusCode, 200);
    }
    // A link opened from a camera app carries no SameSite=Strict session: the door's phone is known by its own
    // cookie, set at its sign-in for the household pages alone.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: doorAccount.username, password: doorAccount.password },
    });
    const phone = signedIn.cookies.find((cookie) => cookie.name === 'wedding_door_phone');
    assert.deepEqual([phone?.path, phone?.sameSite], ['/i/', 'Lax']);
    const fromTheCamera = await t.app.inject({
      method: 'GET',
      url: `/i/${kapoors.token}`,
      headers: { cookie: `wedding_door_phone=${phone?.value}` },
    });
    assert.equal(fromTheCamera.statusCode, 303);
    // A mark made up, or the old mark that named no account, opens nothing.
    for (const forged of ['1', `${doorAccount.id}.forged`]) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/i/${kapoors.token}`,
        headers: { cookie: `wedding_door_phone=${forged}` },
      });
      assert.equal(page.statusCode, 200, forged);
    }
    // The couple's sign-in sets no such mark.
    const couple = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    assert.equal(couple.cookies.find((cookie) => cookie.name === 'wedding_door_phone')?.value ?? '', '');
    // A wrong card is the not-found page for the door too.
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/i/not-a-card-at-all', headers: { cookie: door } })).statusCode,
      404,
    );
  });

  test('two phones marking the same people, and one phone sending its mark again, count each person once', async () => {
    const [anil, sunita] = kapoors.members;
    assert.ok(anil && sunita);
    const mark = (clientId: string, memberIds: number[]) =>
      as(door, 'POST', '/api/admin/checkins', {
        householdId: kapoors.id,
        memberIds,
        eventId: 'mehendi-ceremony',
        clientId,
      });
    const [first, second] = await Promise.all([
      mark('phone-one-0001', [anil.id, sunita.id]),
      mark('phone-two-0001', [anil.id]),
    ]);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(first.json().marked + second.json().marked, 2);
    const again = await mark('phone-one-0001', [sunita.id, anil.id]);
    assert.deepEqual(again.json(), { marked: 0, repeated: true, arrived: 2 });
    // The same id with other marks is a phone's mistake, said as one, not answered as done.
    const clash = await mark('phone-one-0001', [kapoors.members[2]?.id ?? 0]);
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().error, 'client-id-reused');
    // The caterer reads the same numbers.
    const caterer = (await addPerson(t.app, t.cookie, { name: 'Cook', role: 'caterer' })).cookie;
    const count = await as(caterer, 'GET', '/api/admin/checkins/mehendi-ceremony');
    assert.deepEqual(count.json(), { eventId: 'mehendi-ceremony', expected: 2, arrived: 2 });
    // A person of another household is refused, and nothing is marked.
    const stranger = await mark('phone-one-0002', [sharmas.members[0]?.id ?? 0]);
    assert.equal(stranger.statusCode, 400);
    assert.equal((await as(caterer, 'GET', '/api/admin/checkins/mehendi-ceremony')).json().arrived, 2);
    // The marks are in the household's log.
    const log = (await as(t.cookie, 'GET', '/api/admin/audit')).json() as Array<{ action: string; by: string }>;
    assert.ok(log.some((entry) => entry.action === 'arrived' && entry.by === 'Gate'));
  });

  test('a household’s extra guests, named in its answer, are expected and counted at the door, once', async () => {
    const created = await as(t.cookie, 'POST', '/api/admin/households', {
      name: 'Verma family',
      members: [{ name: 'Asha Verma' }],
      events: ['haldi-ceremony'],
      plusOnes: 2,
    });
    const vermas = created.json() as Household;
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${vermas.token}/response`,
      payload: {
        members: [
          { id: vermas.members[0]?.id, events: { 'haldi-ceremony': true } },
          { name: 'Priya Rao', events: { 'haldi-ceremony': true } },
          { name: 'Kabir Rao', events: { 'haldi-ceremony': false } },
        ],
      },
    });
    assert.equal(answered.statusCode, 200, answered.body);
    const count = async () => (await as(door, 'GET', '/api/admin/checkins/haldi-ceremony')).json();
    assert.deepEqual(await count(), { eventId: 'haldi-ceremony', expected: 2, arrived: 0 }, 'Asha, and Priya');
    const atDoor = (await as(door, 'POST', '/api/admin/checkins/haldi-ceremony/card', { token: vermas.token })).json();
    assert.deepEqual(atDoor.guests, { names: ['Priya Rao'], arrived: 0 });

    const mark = (clientId: string, body: object) =>
      as(door, 'POST', '/api/admin/checkins', { householdId: vermas.id, eventId: 'haldi-ceremony', clientId, ...body });
    const guestOnly = await mark('verma-phone-1', { memberIds: [], guests: 1 });
    assert.equal(guestOnly.statusCode, 200, guestOnly.body);
    assert.equal(guestOnly.json().marked, 1);
    // Another phone, which had not heard, says one guest too: still one. Then everyone, from a third.
    assert.equal((await mark('verma-phone-2', { memberIds: [], guests: 1 })).json().marked, 0);
    const all = await mark('verma-phone-3', { memberIds: [vermas.members[0]?.id], guests: 1 });
    assert.equal(all.json().marked, 1);
    assert.deepEqual(await count(), { eventId: 'haldi-ceremony', expected: 2, arrived: 2 });
    // A phone that counted none never takes one away.
    assert.equal((await mark('verma-phone-4', { memberIds: [], guests: 0 })).statusCode, 200);
    assert.equal((await count()).arrived, 2);

    const tooMany = await mark('verma-phone-5', { memberIds: [], guests: 3 });
    assert.equal(tooMany.statusCode, 400);
    assert.match(tooMany.json().message, /^guests: Verma family may bring 2 extra guests, not 3/);
    const nothing = await mark('verma-phone-6', { memberIds: [] });
    assert.equal(nothing.statusCode, 400);
    assert.equal((await count()).arrived, 2, 'the refused marks changed nothing');
  });

  test('an update for a private function reaches only its households, in both languages, until withdrawn', async () => {
    const posted = await as(t.cookie, 'POST', '/api/admin/updates', {
      text: { en: 'The Sagan moves to 19:00, on the lawn', hi: 'सगन अब 19:00 बजे, लॉन पर' },
      eventId: 'sagan',
    });
    assert.equal(posted.statusCode, 201, posted.body);
    const viewOf = (household: Household, language = 'en') => t.invitation(household.token, `?lang=${language}`);
    assert.deepEqual(
      (await viewOf(kapoors)).updates?.map((update) => update.text),
      ['The Sagan moves to 19:00, on the lawn'],
    );
    assert.deepEqual(
      (await viewOf(kapoors, 'hi')).updates?.map((update) => update.text),
      ['सगन अब 19:00 बजे, लॉन पर'],
    );
    assert.deepEqual((await viewOf(sharmas)).updates, []);
    // On the family's page itself, at its top (not only in its data for the script).
    const page = await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}` });
    const shown = page.body.replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, '');
    assert.match(shown, /<aside class="updates"[^>]*>.*The Sagan moves to 19:00, on the lawn/s);
    // The couple reads who has had it: the Kapoors (their page, just shown), of the one household it is for. A chat
    // app drawing the link's preview is not the family.
    await t.app.inject({
      method: 'GET',
      url: `/i/${sharmas.token}`,
      headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' },
    });
    const seenSoFar = (await as(t.cookie, 'GET', '/api/admin/updates')).json();
    assert.deepEqual(
      seenSoFar.map((update: { concerns: number; seen: number }) => [update.concerns, update.seen]),
      [[1, 1]],
    );
    const open = await t.app.inject({ method: 'GET', url: '/' });
    assert.ok(!open.body.includes('The Sagan moves'), 'a private function’s update is not on the open page');
    assert.equal((await as(t.cookie, 'DELETE', `/api/admin/updates/${posted.json().id}`)).statusCode, 200);
    assert.deepEqual((await viewOf(kapoors)).updates, []);
    assert.equal((await as(door, 'POST', '/api/admin/updates', { text: { en: 'x' } })).statusCode, 403);
  });

  test('the couple reads which households have seen an update, sends it to those who have not, and each is noted', async () => {
    const posted = await as(t.cookie, 'POST', '/api/admin/updates', {
      text: { en: 'The Mehendi starts an hour late, at 16:00' },
      eventId: 'mehendi-ceremony',
    });
    const id = posted.json().id;
    const reach = async () =>
      (await as(t.cookie, 'GET', `/api/admin/updates/${id}/households`)).json() as {
        name: string;
        seenAt: string | null;
        sentAt: string | null;
        channel: string | null;
      }[];
    assert.deepEqual(
      (await reach()).map((household) => [household.name, household.seenAt, household.sentAt]),
      [
        ['Kapoor family', null, null],
        ['Sharma family', null, null],
      ],
    );
    const sent = await as(t.cookie, 'POST', `/api/admin/updates/${id}/sent`, {
      householdId: sharmas.id,
      channel: 'whatsapp',
    });
    assert.equal(sent.statusCode, 200, sent.body);
    await t.app.inject({ method: 'GET', url: `/i/${kapoors.token}` });
    const after = await reach();
    // Those still to see it come first: the Sharmas, sent it on WhatsApp; then the Kapoors, who have seen it.
    assert.deepEqual(
      after.map((household) => [household.name, household.seenAt !== null, household.channel]),
      [
        ['Sharma family', false, 'whatsapp'],
        ['Kapoor family', true, null],
      ],
    );
    const log = (await as(t.cookie, 'GET', '/api/admin/audit')).json() as {
      householdId: number | null;
      action: string;
      detail: { channel: string };
    }[];
    const noted = log.find((entry) => entry.action === 'update-sent');
    assert.equal(noted?.householdId, sharmas.id, 'the Sharmas’ log says the update went to them');
    assert.equal(noted?.detail.channel, 'whatsapp');

    const sagan = await as(t.cookie, 'POST', '/api/admin/updates', { text: { en: 'Sagan only' }, eventId: 'sagan' });
    const notTheirs = await as(t.cookie, 'POST', `/api/admin/updates/${sagan.json().id}/sent`, {
      householdId: sharmas.id,
      channel: 'sms',
    });
    assert.equal(notTheirs.statusCode, 400, 'the Sharmas are not invited to the Sagan: its update is not theirs');
    const badChannel = await as(t.cookie, 'POST', `/api/admin/updates/${id}/sent`, {
      householdId: sharmas.id,
      channel: 'pigeon',
    });
    assert.equal(badChannel.statusCode, 400);
    await as(t.cookie, 'DELETE', `/api/admin/updates/${sagan.json().id}`);
    await as(t.cookie, 'DELETE', `/api/admin/updates/${id}`);
    assert.equal((await as(t.cookie, 'GET', `/api/admin/updates/${id}/households`)).statusCode, 404);
  });

  test('an update for everyone is on the open page too, in its language, until withdrawn', async () => {
    const posted = await as(t.cookie, 'POST', '/api/admin/updates', {
      text: { en: 'Buses leave the hotel at 17:30', hi: 'बसें होटल से 17:30 बजे चलेंगी' },
    });
    assert.equal(posted.statusCode, 201, posted.body);
    const openPage = async (language: string) =>
      (await t.app.inject({ method: 'GET', url: `/?lang=${language}` })).body.replace(
        /<script type="application\/json" id="page-data">[\s\S]*?<\/script>/,
        '',
      );
    assert.match(await openPage('en'), /<aside class="updates"[^>]*>.*Buses leave the hotel at 17:30/s);
    assert.match(await openPage('hi'), /<aside class="updates"[^>]*>.*बसें होटल से 17:30 बजे चलेंगी/s);
    assert.equal((await as(t.cookie, 'DELETE', `/api/admin/updates/${posted.json().id}`)).statusCode, 200);
    assert.ok(!(await openPage('en')).includes('Buses leave'));
  });

  test('a gift is recorded, found, marked thanked and exported; the door cannot read the register', async () => {
    const recorded = await as(t.cookie, 'POST', '/api/admin/gifts', {
      householdId: kapoors.id,
      from: 'Anil & Sunita Kapoor',
      kind: 'cash',
      amount: 5100,
      description: 'Shagun envelope',
      eventId: 'sagan',
    });
    assert.equal(recorded.statusCode, 201, recorded.body);
    const refused = await as(t.cookie, 'POST', '/api/admin/gifts', { from: 'x', kind: 'gold' });
    assert.equal(refused.statusCode, 400);
    const found = (await as(t.cookie, 'GET', '/api/admin/gifts?q=shagun kapoor')).json();
    assert.deepEqual(
      found.map((gift: { from: string; household: string; amount: number }) => [
        gift.from,
        gift.household,
        gift.amount,
      ]),
      [['Anil & Sunita Kapoor', 'Kapoor family', 5100]],
    );
    const thanked = await as(t.cookie, 'PATCH', `/api/admin/gifts/${recorded.json().id}`, { thanked: true });
    assert.equal(thanked.json().thanked, true);
    assert.equal(thanked.json().returned, false);
    const sheet = (await as(t.cookie, 'GET', '/api/admin/gifts.csv')).body;
    assert.match(
      sheet,
      /^\uFEFFFrom,Household,Kind,Amount \(₹\),Description,Function,Recorded by,Recorded at,Thanked,Return gift given\r\n/,
    );
    assert.match(
      sheet,
      /Anil & Sunita Kapoor,Kapoor family,cash,5100,Shagun envelope,Sagan & Cocktail Party,[^,]*,[^,]+,yes,no\r\n/,
    );
    assert.equal((await as(door, 'GET', '/api/admin/gifts')).statusCode, 403);
  });

  test('a gift sent twice by the same form (a double tap, a lost answer) is recorded once', async () => {
    const gift = { from: 'Chachi ji', kind: 'upi', amount: 2100, clientId: 'form-7f3a9c1e' };
    const first = await as(t.cookie, 'POST', '/api/admin/gifts', gift);
    assert.equal(first.statusCode, 201, first.body);
    const again = await as(t.cookie, 'POST', '/api/admin/gifts', gift);
    assert.equal(again.statusCode, 200, 'answered with the gift already recorded');
    assert.equal(again.json().id, first.json().id);
    const another = await as(t.cookie, 'POST', '/api/admin/gifts', { ...gift, clientId: 'form-0b5d2e44' });
    assert.equal(another.statusCode, 201, 'another form’s gift of the same is another gift');
    const found = (await as(t.cookie, 'GET', '/api/admin/gifts?q=chachi')).json();
    assert.equal(found.length, 2);
    // The same id with another gift is a form's mistake, said as one.
    const clash = await as(t.cookie, 'POST', '/api/admin/gifts', { ...gift, amount: 5100 });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().error, 'client-id-reused');
    assert.equal((await as(t.cookie, 'GET', '/api/admin/gifts?q=chachi')).json().length, 2);
  });

  test('the couple lets one organiser see the register, and takes it back; the others never see it', async () => {
    const anjali = await addPerson(t.app, t.cookie, { name: 'Anjali', role: 'organiser', sides: ['bride'] });
    const put = (id: number, seesGifts: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/gifts`,
        headers: { cookie: t.cookie },
        payload: { seesGifts },
      });
    assert.equal((await as(anjali.cookie, 'GET', '/api/admin/gifts')).statusCode, 403, 'not without leave');
    const allowed = await put(anjali.id, true);
    assert.equal(allowed.statusCode, 200, allowed.body);
    assert.equal(allowed.json().seesGifts, true);
    const me = (await as(anjali.cookie, 'GET', '/api/admin/me')).json();
    assert.equal(me.seesGifts, true, 'her admin knows to show her the register');

    const recorded = await as(anjali.cookie, 'POST', '/api/admin/gifts', { from: 'Mausi ji', kind: 'gift' });
    assert.equal(recorded.statusCode, 201, recorded.body);
    assert.equal(recorded.json().recordedBy, 'Anjali');
    const seen = (await as(t.cookie, 'GET', '/api/admin/gifts?q=mausi')).json();
    assert.deepEqual(
      seen.map((gift: { from: string }) => gift.from),
      ['Mausi ji'],
      'the couple reads what she recorded',
    );

    // Her leave is for the gifts, not for the other side: a groom's-side household is no more hers here than
    // anywhere else in the admin.
    const groomSide = await t.addHousehold(householdNamed('Malhotra family', ['Vikram Malhotra'], ['sagan'], GROOMS));
    const theirs = await as(anjali.cookie, 'POST', '/api/admin/gifts', {
      householdId: groomSide.id,
      from: 'x',
      kind: 'other',
    });
    assert.equal(theirs.statusCode, 400, 'as absent as a household that does not exist');
    assert.match(theirs.json().message, new RegExp(`^householdId: there is no household ${groomSide.id}`));
    await as(t.cookie, 'POST', '/api/admin/gifts', {
      householdId: groomSide.id,
      from: 'Vikram Malhotra',
      kind: 'cash',
      amount: 1100,
    });
    const asSheSeesIt = (await as(anjali.cookie, 'GET', '/api/admin/gifts?q=vikram')).json();
    assert.deepEqual(
      asSheSeesIt.map((gift: { from: string; household: string | null; householdId: number | null }) => [
        gift.from,
        gift.household,
        gift.householdId,
      ]),
      [['Vikram Malhotra', null, null]],
      'the giver, not the household',
    );
    const herSheet = (await as(anjali.cookie, 'GET', '/api/admin/gifts.csv')).body;
    assert.ok(herSheet.includes('Vikram Malhotra') && !herSheet.includes('Malhotra family'));
    const coupleSees = (await as(t.cookie, 'GET', '/api/admin/gifts?q=vikram')).json();
    assert.equal(coupleSees[0].household, 'Malhotra family');

    assert.equal((await put(anjali.id, false)).statusCode, 200);
    assert.equal(
      (await as(anjali.cookie, 'GET', '/api/admin/gifts.csv')).statusCode,
      403,
      'taken back at once, in the session she already has',
    );

    const gate = (await as(t.cookie, 'GET', '/api/admin/users'))
      .json()
      .find((p: { role: string }) => p.role === 'door');
    const refused = await put(gate.id, true);
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /Only an organiser/);
    assert.equal((await as(door, 'GET', '/api/admin/gifts')).statusCode, 403, 'the door still cannot');
    assert.equal((await put(999999, true)).statusCode, 404);
    assert.equal((await put(anjali.id, 'yes')).statusCode, 400);
  });

  test("a search of the register finds by what its reader may see: the other side's household names find nothing", async () => {
    const neha = await addPerson(t.app, t.cookie, { name: 'Neha', role: 'organiser', sides: ['bride'] });
    await as(t.cookie, 'PUT', `/api/admin/users/${neha.id}/gifts`, { seesGifts: true });
    const khuranas = await t.addHousehold(householdNamed('Khurana parivar', ['Bade Papa'], ['sagan'], GROOMS));
    await as(t.cookie, 'POST', '/api/admin/gifts', { householdId: khuranas.id, from: 'Bade Papa', kind: 'gift' });
    const search = async (cookie: string, q: string) =>
      ((await as(cookie, 'GET', `/api/admin/gifts?q=${encodeURIComponent(q)}`)).json() as Array<{ from: string }>).map(
        (gift) => gift.from,
      );
    assert.deepEqual(await search(t.cookie, 'khurana'), ['Bade Papa'], 'the couple finds it by the household');
    assert.deepEqual(await search(neha.cookie, 'qzxv'), []);
    assert.deepEqual(await search(neha.cookie, 'khurana'), [], 'a word of the hidden name finds what nonsense finds');
    assert.deepEqual(await search(neha.cookie, 'parivar'), []);
    assert.deepEqual(await search(neha.cookie, 'bade papa'), ['Bade Papa'], 'the giver she may read is found');
  });

  test("a door account removed: its phone's mark opens the family's invitation again, and is cleared", async () => {
    const helper = await addPerson(t.app, t.cookie, { name: 'Side gate', role: 'door' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: helper.username, password: helper.password },
    });
    const mark = signedIn.cookies.find((cookie) => cookie.name === 'wedding_door_phone')?.value;
    const open = () =>
      t.app.inject({ method: 'GET', url: `/i/${sharmas.token}`, headers: { cookie: `wedding_door_phone=${mark}` } });
    assert.equal((await open()).statusCode, 303);
    const removed = await as(t.cookie, 'DELETE', `/api/admin/users/${helper.id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    const after = await open();
    assert.equal(after.statusCode, 200, 'the invitation, not the check-in');
    const cleared = after.cookies.find((cookie) => cookie.name === 'wedding_door_phone');
    assert.equal(cleared?.value, '');
  });
});
