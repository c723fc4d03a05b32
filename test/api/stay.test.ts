// Stay and travel through the API: a household the couple asks tells how each of its people travels (by its own
// link); the couple describes a hotel and its rooms, puts the family in a room and sends a driver; the household
// then reads its room and its pickup; the hotel's rooming list and the drivers' sheet carry them, in English and
// Hindi. An organiser of the other side sees and changes none of it, and nothing is deleted without saying so.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { InvitationView } from '../../shared/guests/invitation-view';
import type { Household } from '../../shared/guests/schemas';
import { useTestApp } from '../helpers/app';
import { guestListSite } from '../helpers/guest-site';
import { addPerson } from '../helpers/people';
import { chooseAdminLanguage } from './calls';

describe('stay and travel', () => {
  const t = useTestApp({ signedIn: true, site: guestListSite({ askTravel: true }) });
  let kapoors: Household;
  let sharmas: Household;
  let brideOrganiser: string;
  const as = (cookie: string) => ({ cookie });
  const couple = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(t.cookie), ...(payload && { payload }) });
  const guest = (method: 'GET' | 'PUT', token: string, url = '', payload?: object) =>
    t.app.inject({ method, url: `/api/invitations/${token}${url}`, ...(payload && { payload }) });
  const byTrain = (memberId: number) => ({
    memberId,
    arrive: { date: '2025-08-30', time: '14:35', mode: 'train', number: '12951 Rajdhani', place: 'Jaipur Junction' },
    leave: { date: '2025-09-02', time: '09:10', mode: 'flight', number: '6E 2134', place: 'JAI' },
    pickup: true,
    drop: false,
  });

  before(async () => {
    brideOrganiser = (await addPerson(t.app, t.cookie, { name: 'Asha', role: 'organiser', sides: ['bride'] })).cookie;
    const create = async (name: string, side: string, members: string[]) =>
      (
        await couple('POST', '/api/admin/households', {
          name,
          side,
          phone: '+91 98100 22222',
          members: members.map((member) => ({ name: member })),
          events: ['mehendi-ceremony'],
        })
      ).json() as Household;
    kapoors = await create('Kapoor family', 'groom', ['Anil Kapoor', 'Sunita Kapoor']);
    sharmas = await create('Sharma family', 'bride', ['Kamla Sharma']);
  });

  test('a household the couple has not marked as travelling is not asked, and its travel is refused', async () => {
    const answer = await guest('PUT', kapoors.token, '/travel', { people: [], stay: 'own' });
    assert.equal(answer.statusCode, 409, answer.body);
    assert.equal(answer.json().error, 'travel-not-asked');
    assert.equal((await guest('GET', kapoors.token)).json().travelAsked, false);
  });

  test('once marked, the household gives its arrival by train with a pickup; a slip is warned of, not refused', async () => {
    const marked = await couple('PUT', `/api/admin/households/${kapoors.id}/travelling`, { travelling: true });
    assert.equal(marked.statusCode, 200, marked.body);
    const [anil, sunita] = kapoors.members;
    assert.ok(anil && sunita);
    const far = { ...byTrain(sunita.id), arrive: { date: '2025-07-01', time: '08:00', mode: 'car' } };
    const answer = await guest('PUT', kapoors.token, '/travel', {
      people: [byTrain(anil.id), far],
      stay: 'arranged',
      needs: 'A ground-floor room: Dadi uses a wheelchair',
    });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(
      answer.json().warnings.map((warning: { memberId: number; kind: string }) => [warning.memberId, warning.kind]),
      [[sunita.id, 'far-from-the-wedding']],
    );
    const view = (await guest('GET', kapoors.token)).json() as InvitationView;
    assert.equal(view.travelAsked, true);
    assert.equal(view.travel?.stay, 'arranged');
    assert.equal(view.travel?.needs, 'A ground-floor room: Dadi uses a wheelchair');
    // The number kept as written.
    assert.deepEqual(view.travel?.people.find((person) => person.memberId === anil.id)?.arrive, {
      date: '2025-08-30',
      time: '14:35',
      mode: 'train',
      number: '12951 Rajdhani',
      place: 'Jaipur Junction',
    });
    assert.deepEqual(view.room, null);
    assert.deepEqual(view.pickups, []);
  });

  test('travel for someone not of the household, or a way no one travels, is refused and changes nothing', async () => {
    const before = (await guest('GET', kapoors.token)).json().travel;
    const stranger = await guest('PUT', kapoors.token, '/travel', {
      people: [byTrain(sharmas.members[0]?.id ?? 0)],
      stay: 'own',
    });
    assert.equal(stranger.statusCode, 400);
    assert.equal(stranger.json().error, 'invalid-travel');
    const byCamel = await guest('PUT', kapoors.token, '/travel', {
      people: [{ memberId: kapoors.members[0]?.id, arrive: { date: '2025-08-30', time: '14:35', mode: 'camel' } }],
      stay: 'own',
    });
    assert.equal(byCamel.statusCode, 400);
    const noSuchDay = await guest('PUT', kapoors.token, '/travel', {
      people: [{ memberId: kapoors.members[0]?.id, arrive: { date: '2025-02-31', time: '14:35', mode: 'train' } }],
      stay: 'own',
    });
    assert.equal(noSuchDay.statusCode, 400);
    assert.equal(noSuchDay.json().message, 'people[0].arrive.date: 2025-02-31 is not a day of the calendar');
    assert.equal(byCamel.json().message, 'people[0].arrive.mode: must be one of train, flight, bus, car, other');
    assert.deepEqual((await guest('GET', kapoors.token)).json().travel, before);
  });

  test('the couple makes a hotel with rooms, puts the family in one, sends a driver; the household reads both', async () => {
    const hotel = await couple('POST', '/api/admin/stay/places', {
      name: 'Hotel Clarks Amer',
      kind: 'hotel',
      address: 'JLN Marg, Jaipur',
      checkIn: '2025-08-30',
      checkOut: '2025-09-02',
    });
    assert.equal(hotel.statusCode, 201, hotel.body);
    const again = await couple('POST', '/api/admin/stay/places', { name: 'hotel clarks  AMER', kind: 'hotel' });
    assert.equal(again.statusCode, 409);
    const room = await couple('POST', `/api/admin/stay/places/${hotel.json().id}/rooms`, {
      name: '101',
      beds: 2,
      floor: 'ground',
    });
    assert.equal(room.statusCode, 201, room.body);
    const roomId = room.json().id as number;
    const ids = kapoors.members.map((member) => member.id);
    assert.equal((await couple('POST', `/api/admin/stay/rooms/${roomId}/guests`, { memberIds: ids })).statusCode, 200);
    const assigned = await couple('POST', '/api/admin/stay/pickups', {
      memberIds: [ids[0]],
      direction: 'arrive',
      driver: 'Ramesh',
      driverPhone: '+91 98290 12345',
    });
    assert.equal(assigned.statusCode, 200, assigned.body);

    const view = (await guest('GET', kapoors.token)).json() as InvitationView;
    assert.deepEqual(view.room && { place: view.room.place, name: view.room.name, people: view.room.people }, {
      place: 'Hotel Clarks Amer',
      name: '101',
      people: ['Anil Kapoor', 'Sunita Kapoor'],
    });
    assert.deepEqual(view.room?.sharedWith, []);
    assert.deepEqual(
      view.pickups?.map(({ name, direction, date, time, place, driver }) => ({
        name,
        direction,
        date,
        time,
        place,
        driver,
      })),
      [
        {
          name: 'Anil Kapoor',
          direction: 'arrive',
          date: '2025-08-30',
          time: '14:35',
          place: 'Jaipur Junction',
          driver: 'Ramesh',
        },
      ],
    );

    const overview = (await couple('GET', '/api/admin/stay')).json();
    assert.deepEqual(overview.warnings.noRoom, []);
    assert.deepEqual(overview.warnings.overfull, []);
    // A third in a room of two beds is warned of.
    const third = await couple('POST', '/api/admin/households', {
      name: 'Verma family',
      side: 'groom',
      members: [{ name: 'Raj Verma' }],
      events: [],
    });
    await couple('POST', `/api/admin/stay/rooms/${roomId}/guests`, { memberIds: [third.json().members[0].id] });
    assert.deepEqual((await couple('GET', '/api/admin/stay')).json().warnings.overfull, [
      { place: 'Hotel Clarks Amer', room: '101', beds: 2, guests: 3 },
    ]);
    assert.deepEqual((await guest('GET', kapoors.token)).json().room.sharedWith, ['Raj Verma']);
    // And the log names who did it.
    const log = (await couple('GET', '/api/admin/audit')).json() as Array<{ action: string; by: string | null }>;
    assert.ok(log.some((entry) => entry.action === 'room-allotted' && entry.by !== null));
    assert.ok(log.some((entry) => entry.action === 'travel'));
  });

  test('a pickup arranged for a train the family has since changed is flagged, and not shown to the family', async () => {
    const [anil, sunita] = kapoors.members;
    assert.ok(anil && sunita);
    const far = { ...byTrain(sunita.id), arrive: { date: '2025-07-01', time: '08:00', mode: 'car' } };
    const travel = (anilArrives: object) =>
      guest('PUT', kapoors.token, '/travel', {
        people: [{ ...byTrain(anil.id), arrive: anilArrives }, far],
        stay: 'arranged',
        needs: 'A ground-floor room: Dadi uses a wheelchair',
      });
    // Ramesh sent to fetch Anil from his train, and with `done`, back with him.
    const sendRamesh = (done?: true) =>
      couple('POST', '/api/admin/stay/pickups', {
        memberIds: [anil.id],
        direction: 'arrive',
        driver: 'Ramesh',
        driverPhone: '+91 98290 12345',
        ...(done && { done }),
      });
    const anilOnTheBoard = async () => {
      const board = (await couple('GET', '/api/admin/arrivals')).json() as Array<{
        arrivals: Array<{ windows: Array<{ people: Array<{ memberId: number; driver: string; changed: boolean }> }> }>;
      }>;
      return board
        .flatMap((day) => day.arrivals.flatMap((place) => place.windows.flatMap((window) => window.people)))
        .find((person) => person.memberId === anil.id);
    };
    assert.equal((await anilOnTheBoard())?.changed, false);
    // A later train: the driver was sent for the earlier one.
    const later = await travel({ ...byTrain(anil.id).arrive, time: '18:20', number: '12015 Shatabdi' });
    assert.equal(later.statusCode, 200, later.body);
    assert.deepEqual([(await anilOnTheBoard())?.driver, (await anilOnTheBoard())?.changed], ['Ramesh', true]);
    assert.deepEqual((await guest('GET', kapoors.token)).json().pickups, []);
    // The drivers' sheet sends no one to the new train until the couple arranges it.
    const sheet = (await couple('GET', '/api/admin/arrivals.csv?date=2025-08-30')).body;
    assert.ok(sheet.includes('18:20') && !sheet.includes('Ramesh'), sheet);
    // Marking it done is no new arrangement: it stays marked changed.
    const done = await sendRamesh(true);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((await anilOnTheBoard())?.changed, true);
    const undone = await sendRamesh();
    assert.equal(undone.statusCode, 200, undone.body);
    // Arranged again, for the new train: no longer changed, and the family reads it.
    assert.equal((await anilOnTheBoard())?.changed, false);
    assert.equal((await guest('GET', kapoors.token)).json().pickups[0].time, '18:20');
    // Back to the first train: changed again, until the couple arranges it once more.
    assert.equal((await travel(byTrain(anil.id).arrive)).statusCode, 200);
    assert.equal((await anilOnTheBoard())?.changed, true);
    const arranged = await sendRamesh();
    assert.equal(arranged.statusCode, 200, arranged.body);
    assert.equal((await anilOnTheBoard())?.changed, false);
    assert.equal((await guest('GET', kapoors.token)).json().pickups.length, 1);
  });

  test('the rooming list and the drivers’ sheet carry the family, in English and in Hindi', async () => {
    const rooming = await couple('GET', '/api/admin/rooming-list.csv');
    assert.equal(rooming.statusCode, 200);
    assert.match(
      rooming.body,
      /^\uFEFFPlace,Room,Beds,Guest,Household,Sharing with,Check-in,Check-out,Arrives,Leaves,Needs/,
    );
    assert.match(
      rooming.body,
      /Hotel Clarks Amer,101,2,Anil Kapoor,Kapoor family,"Sunita Kapoor, Raj Verma",2025-08-30,2025-09-02,2025-08-30 14:35,2025-09-02 09:10,A ground-floor room: Dadi uses a wheelchair/,
    );
    const roomingHi = await couple('GET', '/api/admin/rooming-list.csv?language=hi');
    assert.match(roomingHi.body, /^\uFEFFजगह,कमरा,बिस्तर,मेहमान,परिवार/);
    assert.match(roomingHi.body, /Anil Kapoor/);

    const drivers = await couple('GET', '/api/admin/arrivals.csv?date=2025-08-30');
    assert.equal(drivers.statusCode, 200);
    assert.match(
      drivers.body,
      /^\uFEFFDate,Time,Arriving or leaving,Name,Household,Phone,How,Train or flight,Station or airport,People,Pickup,Driver/,
    );
    assert.match(
      drivers.body,
      /2025-08-30,14:35,arriving,Anil Kapoor,Kapoor family,.*,train,12951 Rajdhani,Jaipur Junction,1,yes,Ramesh,/,
    );
    const driversHi = await couple('GET', '/api/admin/arrivals.csv?date=2025-08-30&language=hi');
    assert.match(driversHi.body, /आना,Anil Kapoor,Kapoor family,.*,ट्रेन,12951 Rajdhani,Jaipur Junction,1,हाँ,Ramesh/);
    assert.equal((await couple('GET', '/api/admin/arrivals.csv?date=30-08-2025')).statusCode, 400);

    // The same, as pages to print.
    const printed = await couple('GET', '/admin/print/rooming-list?language=hi');
    assert.equal(printed.statusCode, 200);
    assert.match(printed.headers['content-type'] as string, /^text\/html/);
    assert.match(printed.headers['content-security-policy'] as string, /default-src 'none'; style-src 'sha256-/);
    assert.match(printed.body, /<html lang="hi-IN" dir="ltr">.*<h1>कमरों की सूची<\/h1>/s);
    assert.match(printed.body, /<td>Hotel Clarks Amer<\/td><td>101<\/td><td>2<\/td><td>Anil Kapoor<\/td>/);
    const sheet = await couple('GET', '/admin/print/drivers?date=2025-08-30');
    assert.match(
      sheet.body,
      /<td>12951 Rajdhani<\/td><td>Jaipur Junction<\/td><td>1<\/td><td>yes<\/td><td>Ramesh<\/td>/,
    );

    const board = (await couple('GET', '/api/admin/arrivals')).json();
    const day = board.find((entry: { date: string }) => entry.date === '2025-08-30');
    assert.deepEqual(
      day.arrivals.map((place: { place: string; windows: Array<{ from: string; to: string; pickups: number }> }) => [
        place.place,
        place.windows.map(({ from, to, pickups }) => [from, to, pickups]),
      ]),
      [['Jaipur Junction', [['14:00', '16:00', 1]]]],
    );
  });

  test('a sheet asked for in no language is headed in the reader’s admin language', async () => {
    const hindiReader = await addPerson(t.app, t.cookie, { name: 'Dadi', role: 'organiser', sides: ['groom'] });
    const read = (url: string) => t.app.inject({ method: 'GET', url, headers: as(hindiReader.cookie) });
    await chooseAdminLanguage(t.app, hindiReader.cookie, 'hi');
    assert.match((await read('/api/admin/rooming-list.csv')).body, /^\uFEFFजगह,कमरा,बिस्तर/);
    assert.match((await read('/admin/print/drivers?date=2025-08-30')).body, /<h1>ड्राइवरों की शीट<\/h1>/);
    assert.match((await read('/api/admin/rooming-list.csv?language=en')).body, /^\uFEFFPlace,Room,Beds/);
    // The admin is written in its languages only: a sheet in another is refused, as the request's mistake.
    assert.equal((await read('/api/admin/rooming-list.csv?language=ta')).statusCode, 400);
  });

  test('an organiser of the bride’s side sees none of the groom’s travellers and cannot move them', async () => {
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/admin/stay', headers: as(brideOrganiser) })
    ).json();
    assert.deepEqual(overview.travellers, []);
    const names = overview.places.flatMap((place: { rooms: Array<{ guests: Array<{ name: string }> }> }) =>
      place.rooms.flatMap((room) => room.guests.map((guest) => guest.name)),
    );
    assert.deepEqual(names, ['…', '…', '…']);
    const travel = await t.app.inject({
      method: 'GET',
      url: `/api/admin/households/${kapoors.id}/travel`,
      headers: as(brideOrganiser),
    });
    assert.equal(travel.statusCode, 404);
    const roomId = overview.places[0].rooms[0].id;
    const moved = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/stay/rooms/${roomId}/guests/${kapoors.members[0]?.id}`,
      headers: as(brideOrganiser),
    });
    assert.equal(moved.statusCode, 404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/stay/places/${overview.places[0].id}?confirm=1`,
      headers: as(brideOrganiser),
    });
    assert.equal(removed.statusCode, 403);
    // Nor rename it, nor change its room, nor put her own side's guests in it to read who is there.
    const hotel = overview.places[0];
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/stay/places/${hotel.id}`,
      headers: as(brideOrganiser),
      payload: { name: 'Somewhere else', kind: 'hotel' },
    });
    assert.equal(renamed.statusCode, 403);
    const fewerBeds = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/stay/rooms/${roomId}`,
      headers: as(brideOrganiser),
      payload: { name: '101', beds: 1 },
    });
    assert.equal(fewerBeds.statusCode, 403);
    assert.equal(
      fewerBeds.json().message,
      'Room 101 has guests of the other side in it: only the couple can change it.',
    );
    // Read in Hindi by an organiser who reads the admin in Hindi, and marked so.
    await chooseAdminLanguage(t.app, brideOrganiser, 'hi');
    const inHindi = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/stay/rooms/${roomId}`,
      headers: as(brideOrganiser),
      payload: { name: '101', beds: 1 },
    });
    assert.deepEqual(inHindi.json(), {
      error: 'not-allowed',
      message: 'कमरा 101 में दूसरे पक्ष के मेहमान भी हैं: इसे केवल वर-वधू बदल सकते हैं।',
      language: 'hi',
    });
    await chooseAdminLanguage(t.app, brideOrganiser, 'en');
    const beside = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stay/rooms/${roomId}/guests`,
      headers: as(brideOrganiser),
      payload: { memberIds: [sharmas.members[0]?.id] },
    });
    assert.equal(beside.statusCode, 403);
    const roomsBefore = overview.places[0].rooms.length;
    const newRoom = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stay/places/${hotel.id}/rooms`,
      headers: as(brideOrganiser),
      payload: { name: '999', beds: 2 },
    });
    assert.equal(newRoom.statusCode, 403, 'nor add a room to it');
    assert.equal((await couple('GET', '/api/admin/stay')).json().places[0].rooms.length, roomsBefore);
    assert.equal((await couple('GET', '/api/admin/stay')).json().places[0].name, 'Hotel Clarks Amer');
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/rooming-list.csv', headers: as(brideOrganiser) });
    assert.doesNotMatch(csv.body, /Kapoor/);
  });

  test('the guest list sheet carries the travel: Travelling read both ways, the journey written out and read past', async () => {
    const sheet = (await couple('GET', '/api/admin/households.csv')).body;
    assert.match(sheet, /,Side,Groups,Travelling,Link,Status,Arrives,Leaves,Pickup or drop,Stays,Needs\r\n/);
    assert.match(
      sheet,
      /Kapoor family,Anil Kapoor,.*,groom,,yes,[^,]+,[a-z-]+,2025-08-30 14:35 train 12951 Rajdhani Jaipur Junction,2025-09-02 09:10 flight 6E 2134 JAI,pickup,arranged,A ground-floor room: Dadi uses a wheelchair\r\n/,
    );
    const csv = { 'content-type': 'text/csv' };
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import?dryRun=1',
      headers: { ...as(t.cookie), ...csv },
      payload: sheet,
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual([again.json().ignored, again.json().updated, again.json().errors], [[], 0, []]);
    // A sheet of its own marks a new household, and a known one, as travelling.
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import',
      headers: { ...as(t.cookie), ...csv },
      payload: 'Household,Name,Travelling\nSharma family,Kamla Sharma,yes\nGupta family,Meena Gupta,हाँ\n',
    });
    assert.equal(marked.statusCode, 200, marked.body);
    const list = (await couple('GET', '/api/admin/households')).json() as Household[];
    assert.deepEqual(
      list
        .filter((household) => household.travelling)
        .map((household) => household.name)
        .sort(),
      ['Gupta family', 'Kapoor family', 'Sharma family'],
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import?dryRun=1',
      headers: { ...as(t.cookie), ...csv },
      payload: 'Household,Name,Travelling\nSharma family,Kamla Sharma,perhaps\n',
    });
    assert.deepEqual(refused.json().errors, [{ row: 2, column: 'Travelling', message: '"perhaps" is not yes or no' }]);
  });

  test('telling a household where it stays is noted in the log, and leaves its invitation as it was', async () => {
    const before = (await couple('GET', `/api/admin/households/${kapoors.id}`)).json() as Household;
    const sent = await couple('POST', `/api/admin/households/${kapoors.id}/sent`, { kind: 'stay', channel: 'copy' });
    assert.equal(sent.statusCode, 200, sent.body);
    const after = (await couple('GET', `/api/admin/households/${kapoors.id}`)).json() as Household;
    assert.deepEqual([after.sentAt, after.remindedAt, after.status], [before.sentAt, before.remindedAt, before.status]);
    const log = (await couple('GET', '/api/admin/audit')).json() as Array<{ action: string; householdName: string }>;
    assert.ok(log.some((entry) => entry.action === 'stay-sent' && entry.householdName === 'Kapoor family'));
  });

  test('taking someone with a journey and a room off the list asks first, and says in the log what went', async () => {
    const [anil, sunita] = kapoors.members;
    assert.ok(anil && sunita);
    // The sheet without Sunita: its preview says what goes with her.
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/households/import?dryRun=1',
      headers: { ...as(t.cookie), 'content-type': 'text/csv' },
      payload: 'Household,Name\nKapoor family,Anil Kapoor\n',
    });
    assert.equal(preview.statusCode, 200, preview.body);
    assert.deepEqual(preview.json().changes, [
      {
        household: 'Kapoor family',
        changes: [
          'takes Sunita Kapoor off the list — what was arranged for them goes too: Sunita Kapoor (the journey they gave, room Hotel Clarks Amer 101)',
        ],
      },
    ]);
    const withoutSunita = { members: [{ id: anil.id, name: anil.name }] };
    const refused = await couple('PATCH', `/api/admin/households/${kapoors.id}`, withoutSunita);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().error, 'stay-goes-too');
    assert.match(refused.json().message, /Sunita Kapoor \(the journey they gave, room Hotel Clarks Amer 101\)/);
    const unchanged = (await couple('GET', `/api/admin/households/${kapoors.id}`)).json() as Household;
    assert.equal(unchanged.members.length, 2);
    // A rename alone asks nothing.
    const renamed = await couple('PATCH', `/api/admin/households/${kapoors.id}`, {
      members: [
        { id: anil.id, name: anil.name },
        { id: sunita.id, name: 'Sunita Devi Kapoor' },
      ],
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const confirmed = await couple('PATCH', `/api/admin/households/${kapoors.id}?confirm=1`, withoutSunita);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const log = (await couple('GET', '/api/admin/audit')).json() as Array<{
      action: string;
      householdName: string;
      detail: unknown;
    }>;
    assert.ok(
      log.some(
        (entry) =>
          entry.action === 'room-taken-back' &&
          entry.householdName === 'Sunita Devi Kapoor' &&
          JSON.stringify(entry.detail) === JSON.stringify({ place: 'Hotel Clarks Amer', room: '101' }),
      ),
      JSON.stringify(log.slice(0, 5)),
    );
    // A household whose people still have a room goes only when the couple says they know, travelling or not.
    await couple('PUT', `/api/admin/households/${kapoors.id}/travelling`, { travelling: false });
    const deleteRefused = await couple('DELETE', `/api/admin/households/${kapoors.id}`);
    assert.equal(deleteRefused.statusCode, 409, deleteRefused.body);
    assert.equal(deleteRefused.json().error, 'stay-goes-too');
    assert.equal((await couple('GET', `/api/admin/households/${kapoors.id}`)).statusCode, 200);
    await couple('PUT', `/api/admin/households/${kapoors.id}/travelling`, { travelling: true });
  });

  test('a hotel with guests in it goes only when the couple says they know', async () => {
    const overview = (await couple('GET', '/api/admin/stay')).json();
    const hotel = overview.places[0];
    const refused = await couple('DELETE', `/api/admin/stay/places/${hotel.id}`);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /still has 2 guests in it/);
    assert.equal((await couple('GET', '/api/admin/stay')).json().places.length, 1);
    assert.equal((await couple('DELETE', `/api/admin/stay/places/${hotel.id}?confirm=1`)).statusCode, 200);
    assert.equal((await guest('GET', kapoors.token)).json().room, null);
    // Each guest's household's log says the room went with the hotel.
    const log = (await couple('GET', '/api/admin/audit')).json() as Array<{ action: string; householdName: string }>;
    assert.deepEqual(
      log
        .filter((entry) => entry.action === 'room-taken-back')
        .map((entry) => entry.householdName)
        .sort(),
      ['Anil Kapoor', 'Raj Verma', 'Sunita Devi Kapoor'],
    );
  });
});

describe('the stay in the calendar of a household that reads another language', () => {
  const t = useTestApp({ signedIn: true, site: { ...guestListSite({ askTravel: true }), languages: ['en', 'te'] } });
  const couple = t.asCouple;

  test('a Telugu household’s calendar names its room and its pickup in Telugu', async () => {
    const reddys = (
      await couple('POST', '/api/admin/households', {
        name: 'Reddy family',
        language: 'te',
        members: [{ name: 'Lakshmi Reddy' }],
        events: ['mehendi-ceremony'],
      })
    ).json() as Household;
    const [lakshmi] = reddys.members;
    assert.ok(lakshmi);
    assert.equal(
      (await couple('PUT', `/api/admin/households/${reddys.id}/travelling`, { travelling: true })).statusCode,
      200,
    );
    const told = await t.app.inject({
      method: 'PUT',
      url: `/api/invitations/${reddys.token}/travel`,
      payload: {
        people: [
          {
            memberId: lakshmi.id,
            arrive: { date: '2025-08-30', time: '14:35', mode: 'train', place: 'Secunderabad Junction' },
            pickup: true,
            drop: false,
          },
        ],
        stay: 'arranged',
      },
    });
    assert.equal(told.statusCode, 200, told.body);
    const hotel = await couple('POST', '/api/admin/stay/places', {
      name: 'Hotel Clarks Amer',
      kind: 'hotel',
      checkIn: '2025-08-30',
      checkOut: '2025-09-02',
    });
    const room = await couple('POST', `/api/admin/stay/places/${hotel.json().id}/rooms`, { name: '101', beds: 2 });
    const roomId = room.json().id as number;
    assert.equal(
      (await couple('POST', `/api/admin/stay/rooms/${roomId}/guests`, { memberIds: [lakshmi.id] })).statusCode,
      200,
    );
    const picked = await couple('POST', '/api/admin/stay/pickups', {
      memberIds: [lakshmi.id],
      direction: 'arrive',
      driver: 'Ramesh',
    });
    assert.equal(picked.statusCode, 200, picked.body);

    // Long lines are folded (RFC 5545): read unfolded.
    const calendar = (await t.app.inject({ method: 'GET', url: `/i/${reddys.token}/calendar.ics` })).body.replaceAll(
      '\r\n ',
      '',
    );
    assert.match(calendar, /SUMMARY:Hotel Clarks Amer\\, గది 101/);
    assert.match(calendar, /డ్రైవర్: Ramesh/);
  });
});
