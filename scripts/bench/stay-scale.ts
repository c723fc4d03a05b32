// Stay and travel at a large wedding's size (issue 24): 300 travelling households, 600 people arriving and leaving,
// 3 hotels with 40 rooms in all, every room filled; the allotment page's and the arrivals board's calls timed on the
// server (each at most 300 ms), with the rooming list and a day's drivers' sheet beside them.
import type { TravelMode } from '../../shared/stay/travel-modes';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { createStay } from '../../src/stay/stay';
import { type Filling, filledDataDir } from './filled-data-dir';
import { type Spawned, signedInSite } from './lib';

const HOUSEHOLDS = 300;
const PEOPLE_EACH = 2;
const HOTELS = 3;
const ROOMS = 40;
const STATIONS = ['Jaipur Junction', 'Jaipur Airport (JAI)', 'Sindhi Camp bus stand', 'Gandhinagar'];
const MODES: readonly TravelMode[] = ['train', 'flight', 'bus', 'car'];

export interface StayFigures {
  households: number;
  arrivals: number;
  rooms: number;
  overviewMs: number;
  boardMs: number;
  roomingMs: number;
  driversMs: number;
}

function fill({ db, guestList, events }: Filling): void {
  const stay = createStay(db);
  db.transaction(() => {
    const roomIds: number[] = [];
    for (let h = 0; h < HOTELS; h++) {
      const place = stay.createPlace(
        { name: `Hotel ${h + 1}`, kind: 'hotel', checkIn: '2025-08-30', checkOut: '2025-09-02' },
        'import',
      );
      for (let r = 0; r < Math.ceil(ROOMS / HOTELS) && roomIds.length < ROOMS; r++) {
        const room = stay.createRoom(place, { name: String(100 + r), beds: 15 }, 'import');
        if (room !== null) roomIds.push(room);
      }
    }
    for (let h = 0; h < HOUSEHOLDS; h++) {
      const household = guestList.create(
        {
          name: `Family ${h}`,
          members: Array.from({ length: PEOPLE_EACH }, (_, m) => ({ name: `Person ${h}-${m}` })),
          events,
          phone: `+91 98${String(h).padStart(3, '0')} 43210`,
        },
        'import',
      );
      stay.setTravelling(household, true, 'import');
      const journey = (day: string, offset: number) => ({
        date: day,
        time: `${String((h * 7 + offset) % 24).padStart(2, '0')}:${String((h * 13) % 60).padStart(2, '0')}`,
        mode: MODES[h % MODES.length] ?? 'train',
        number: `${12950 + (h % 40)}`,
        place: STATIONS[h % STATIONS.length] ?? null,
      });
      stay.saveTravel(
        household,
        {
          stay: 'arranged',
          people: household.members.map((member) => ({
            memberId: member.id,
            arrive: journey(h % 2 ? '2025-08-30' : '2025-08-31', 0),
            leave: journey('2025-09-02', 5),
            pickup: h % 3 !== 0,
            drop: h % 2 === 0,
          })),
        },
        'guest',
      );
      const roomId = roomIds[h % roomIds.length];
      if (roomId !== undefined)
        stay.allot(
          roomId,
          household.members.map((member) => member.id),
          'import',
        );
    }
  })();
}

export async function measureStay(
  startSite: (dataDir: string) => Promise<Spawned>,
  signIn: (url: string) => Promise<string>,
): Promise<StayFigures & { site: Spawned; dir: string }> {
  const travelAsked = { ...DEFAULT_SITE, rsvp: { ...DEFAULT_SITE.rsvp, askTravel: true } };
  const { dir } = await filledDataDir('wedding-bench-stay-', travelAsked, fill);
  const { site, timed } = await signedInSite(dir, startSite, signIn);
  return {
    households: HOUSEHOLDS,
    arrivals: HOUSEHOLDS * PEOPLE_EACH,
    rooms: ROOMS,
    overviewMs: await timed('/api/admin/stay'),
    boardMs: await timed('/api/admin/arrivals'),
    roomingMs: await timed('/api/admin/rooming-list.csv'),
    driversMs: await timed('/api/admin/arrivals.csv?date=2025-08-30'),
    site,
    dir,
  };
}
