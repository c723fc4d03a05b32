import CalendarDays from 'lucide-react/icons/calendar-days';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import PenLine from 'lucide-react/icons/pen-line';
import Send from 'lucide-react/icons/send';
import Settings from 'lucide-react/icons/settings';
import Users from 'lucide-react/icons/users';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter';
import type { Role } from '../../shared/admin/people';
import { useMe } from './me';
import type { AdminRoom } from '../../shared/admin/rooms';
import type { Site } from '../../shared/site/schema';
import { GuestListContext } from './guests/guest-list-context';
import { LinkAddressContext, useLinkAddress } from './guests/link-address';
import { useGuestList } from './guests/useGuestList';
import { RsvpDashboard } from './RsvpDashboard';
// A room's code comes when it is opened; its styles travel with the admin's, since a chunk loaded later brings no
// stylesheet of its own.
import './guests/GuestList.css';
import './content/ContentEditor.css';
import './AdminRooms.css';

export interface RoomProps {
  readonly site: Site;
  /** The public address the page was drawn with (PUBLIC_URL, else the one set in Settings); null when neither is. */
  readonly publicUrl: string | null;
  readonly onSignOut: () => void;
  readonly onSessionEnded: () => void;
}

const room = (load: () => Promise<{ default: ComponentType<RoomProps> }>) => lazy(load);
const GuestsRoom = room(() => import('./rooms/GuestsRoom'));
const FunctionsRoom = room(() => import('./rooms/FunctionsRoom'));
const SendingRoom = room(() => import('./rooms/SendingRoom'));
const ContentRoom = room(() => import('./rooms/ContentRoom'));
const SettingsRoom = room(() => import('./rooms/SettingsRoom'));

/** A room's address inside /admin: one the server serves the admin's page at (shared/admin/rooms.ts). */
const roomPath = (room: AdminRoom) => `/${room}`;

/** The admin's rooms, each at its own address under /admin; the first is the spec's page, with the overview. */
const ROOMS = [
  { path: '/', label: 'Overview', title: 'RSVP Management', icon: LayoutDashboard },
  { path: roomPath('guests'), label: 'Guests', title: 'Guests', icon: Users, component: GuestsRoom },
  {
    path: roomPath('functions'),
    label: 'Functions',
    title: 'Functions and headcounts',
    icon: CalendarDays,
    component: FunctionsRoom,
  },
  { path: roomPath('sending'), label: 'Send', title: 'Sending', icon: Send, component: SendingRoom },
  { path: roomPath('content'), label: 'Content', title: 'The site’s content', icon: PenLine, component: ContentRoom },
  { path: roomPath('settings'), label: 'Settings', title: 'Settings', icon: Settings, component: SettingsRoom },
] as const;

/** The rooms each role may open: the couple all; the others what their work needs (the server checks each call). */
const ROOMS_OF: Readonly<Record<Role, readonly string[]>> = {
  couple: ROOMS.map((entry) => entry.path),
  organiser: ['/guests', '/functions', '/sending', '/settings'],
  caterer: ['/functions', '/settings'],
  door: ['/settings'],
};

/** The rooms' links: a bar under the thumb on a phone, a column beside the room on a wider screen. */
function RoomNav({ rooms }: { rooms: readonly (typeof ROOMS)[number][] }) {
  const [location] = useLocation();
  return (
    <nav className="room-nav" aria-label="Admin sections">
      <ul>
        {rooms.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <Link href={path} className="room-nav__link" aria-current={location === path ? 'page' : undefined}>
              <Icon aria-hidden="true" size={22} />
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The signed-in admin: the rooms' navigation, and the room at this address (under a router based at /admin, so the
 * paths here are the rooms' own; the guest pages carry no router). The guest list is loaded once here for every
 * room that reads it.
 */
export function AdminRooms(props: RoomProps) {
  return (
    <Router base="/admin">
      <Rooms {...props} />
    </Router>
  );
}

function Rooms({ site, publicUrl, onSignOut, onSessionEnded }: RoomProps) {
  const me = useMe(onSessionEnded);
  const { state, reload } = useGuestList(onSessionEnded, me?.role);
  const allowed = ROOMS_OF[me?.role ?? 'door'];
  const rooms = ROOMS.filter((entry) => allowed.includes(entry.path));
  const guestList = useMemo(() => ({ state, reload }), [state, reload]);
  const linkAddress = useLinkAddress(publicUrl);
  const [location] = useLocation();
  const current = ROOMS.find((entry) => entry.path === location);
  const couple = `${site.couple.first} & ${site.couple.second}`;
  useEffect(() => {
    document.title = `${current?.title ?? 'RSVP Management'} · ${couple}`;
    // A new room starts at its top, as a new page would.
    window.scrollTo({ top: 0 });
  }, [current, couple]);
  const props: RoomProps = { site, publicUrl, onSignOut, onSessionEnded };
  // Which rooms there are depends on who is signed in: nothing is drawn, or asked of the server, before that is known.
  if (!me)
    return (
      <main className="admin-shell">
        <p className="admin-shell__status" role="status">
          Loading…
        </p>
      </main>
    );

  return (
    <GuestListContext.Provider value={guestList}>
      <LinkAddressContext.Provider value={linkAddress}>
        <div className="admin-rooms">
          <RoomNav rooms={rooms} />
          <div className="admin-rooms__room">
            <Switch>
              <Route path="/">
                {/* The spec's page, with the open form's answers, is the couple's; the others start in their room. */}
                {me && me.role !== 'couple' ? (
                  <Redirect to={allowed[0] ?? '/settings'} replace />
                ) : (
                  <RsvpDashboard {...props} />
                )}
              </Route>
              {rooms.flatMap((entry) =>
                'component' in entry
                  ? [
                      <Route key={entry.path} path={entry.path}>
                        <Suspense
                          fallback={
                            <main className="admin-shell">
                              <p className="admin-shell__status" role="status">
                                Loading…
                              </p>
                            </main>
                          }
                        >
                          <entry.component {...props} />
                        </Suspense>
                      </Route>,
                    ]
                  : [],
              )}
              <Route>
                <main className="admin-shell">
                  <h1>Not here</h1>
                  <p>
                    There is no such page in the admin. <Link href="/">Go to the overview</Link>.
                  </p>
                </main>
              </Route>
            </Switch>
          </div>
        </div>
      </LinkAddressContext.Provider>
    </GuestListContext.Provider>
  );
}
