import BedDouble from 'lucide-react/icons/bed-double';
import CalendarDays from 'lucide-react/icons/calendar-days';
import DoorOpen from 'lucide-react/icons/door-open';
import Ellipsis from 'lucide-react/icons/ellipsis';
import Gift from 'lucide-react/icons/gift';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import PenLine from 'lucide-react/icons/pen-line';
import Send from 'lucide-react/icons/send';
import Settings from 'lucide-react/icons/settings';
import Users from 'lucide-react/icons/users';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter';
import type { PersonView, Role } from '../../shared/admin/people';
import type { AdminRoom } from '../../shared/admin/rooms';
import { ADMIN_EN } from '../../shared/i18n/admin';
import { keepRoomWords } from '../../shared/i18n/room-words';
import type { Language } from '../../shared/site/languages';
import type { Site } from '../../shared/site/schema';
import { apiJson } from '../api';
import { setToastLabels } from '../ui/toast-labels';
import { failureInWords, refusalInWords } from './admin-failure';
import { type AdminLanguage, AdminLanguageContext, type AdminWords, useAdminLanguage } from './admin-language';
import { GuestListContext } from './guests/guest-list-context';
import { LinkAddressContext, useLinkAddress } from './guests/link-address';
import { useGuestList } from './guests/useGuestList';
import { useMe } from './me';
import { RsvpDashboard } from './RsvpDashboard';
// A room's code comes when it is opened; its styles travel with the admin's, since a chunk loaded later brings no
// stylesheet of its own.
import './guests/GuestList.css';
import './content/ContentEditor.css';
import './AdminRooms.css';
import './rooms/DoorRoom.css';
import './rooms/DaysRoom.css';

export interface RoomProps {
  readonly site: Site;
  /** The public address the page was drawn with (PUBLIC_URL, else the one set in Settings); null when neither is. */
  readonly publicUrl: string | null;
  readonly onSignOut: () => void;
  readonly onSessionEnded: () => void;
}

interface PageLanguage {
  /** The language the server drew the admin's page in, the source language: the one the first view's words are in. */
  readonly pageLanguage: Language;
}

const room = (load: () => Promise<{ default: ComponentType<RoomProps> }>) => lazy(load);
const GuestsRoom = room(() => import('./rooms/GuestsRoom'));
const FunctionsRoom = room(() => import('./rooms/FunctionsRoom'));
const SendingRoom = room(() => import('./rooms/SendingRoom'));
const StayRoom = room(() => import('./rooms/StayRoom'));
const DoorRoom = room(() => import('./rooms/DoorRoom'));
const DaysRoom = room(() => import('./rooms/DaysRoom'));
const ContentRoom = room(() => import('./rooms/ContentRoom'));
const SettingsRoom = room(() => import('./rooms/SettingsRoom'));

/** A room's address inside /admin: one the server serves the admin's page at (shared/admin/rooms.ts). */
const roomPath = (room: AdminRoom) => `/${room}`;

/** The admin's rooms, each at its own address under /admin; the first is the spec's page, with the overview. */
const ROOMS = [
  { path: '/', key: 'overview', icon: LayoutDashboard },
  { path: roomPath('guests'), key: 'guests', icon: Users, component: GuestsRoom },
  { path: roomPath('functions'), key: 'functions', icon: CalendarDays, component: FunctionsRoom },
  { path: roomPath('sending'), key: 'sending', icon: Send, component: SendingRoom },
  { path: roomPath('stay'), key: 'stay', icon: BedDouble, component: StayRoom },
  { path: roomPath('door'), key: 'door', icon: DoorOpen, component: DoorRoom },
  { path: roomPath('days'), key: 'days', icon: Gift, component: DaysRoom },
  { path: roomPath('content'), key: 'content', icon: PenLine, component: ContentRoom },
  { path: roomPath('settings'), key: 'settings', icon: Settings, component: SettingsRoom },
] as const;

/** The rooms each role may open: the couple all; the others what their work needs (the server checks each call). */
const ROOMS_OF: Readonly<Record<Role, readonly string[]>> = {
  couple: ROOMS.map((entry) => entry.path),
  organiser: ['/guests', '/functions', '/sending', '/stay', '/settings'],
  caterer: ['/functions', '/settings'],
  door: ['/door', '/settings'],
};

// Under the thumb on a phone: this many rooms, and "More" for the rest, when there are more than one more.
const ON_THE_BAR = 4;

/**
 * The rooms' links: a column beside the room on a wider screen; on a phone a bar under the thumb with at most five
 * targets, "More" opening the bar upwards to the rest.
 */
function RoomNav({ rooms }: { rooms: readonly (typeof ROOMS)[number][] }) {
  const [location] = useLocation();
  const { texts, language } = useAdminLanguage();
  const [more, setMore] = useState(false);
  const folds = rooms.length > ON_THE_BAR + 1;
  return (
    <nav
      className={`room-nav${folds ? ' room-nav--folds' : ''}${more ? ' room-nav--open' : ''}`}
      aria-label={texts.sections}
      lang={language}
    >
      <ul>
        {rooms.map(({ path, key, icon: Icon }) => (
          <li key={path}>
            <Link href={path} className="room-nav__link" aria-current={location === path ? 'page' : undefined}>
              <Icon aria-hidden="true" size={22} />
              <span>{texts.rooms[key]}</span>
            </Link>
          </li>
        ))}
        {folds ? (
          <li className="room-nav__more">
            <button type="button" className="room-nav__link" aria-expanded={more} onClick={() => setMore(!more)}>
              <Ellipsis aria-hidden="true" size={22} />
              <span>{texts.moreRooms}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * The signed-in admin: the rooms' navigation, and the room at this address (under a router based at /admin, so the
 * paths here are the rooms' own; the guest pages carry no router). The guest list is loaded once here for every
 * room that reads it.
 */
export function AdminRooms(props: RoomProps & PageLanguage) {
  return (
    <Router base="/admin">
      <Rooms {...props} />
    </Router>
  );
}

/**
 * The admin's words for this person: in their language as stored, or as they just chose it in Settings. The first
 * view carries those of the language the server drew the page in (the source language's); another language's come as
 * a chunk of their own, and the admin stays in the page's language until they are here.
 */
function useLanguageOf(me: PersonView | null, pageLanguage: Language): AdminLanguage {
  const [chosen, setChosen] = useState<Language | null>(null);
  const wanted = chosen ?? me?.language ?? pageLanguage;
  const [other, setOther] = useState<AdminWords | null>(null);
  useEffect(() => {
    if (wanted !== pageLanguage && other?.language !== wanted)
      void import('./admin-words').then(async ({ adminWordsIn }) => {
        const arrived = await adminWordsIn(wanted);
        // Kept before the admin turns to the language, so that no room is drawn in it without its words.
        if (arrived) keepRoomWords(wanted, arrived.rooms);
        setOther(arrived?.words ?? null);
      });
  }, [wanted, other, pageLanguage]);
  const shown = useMemo(
    (): AdminWords =>
      other && other.language === wanted
        ? other
        : // The page's own tag, as the server wrote it: the first view carries no registry to look it up in.
          { language: pageLanguage, texts: ADMIN_EN, dates: { tag: document.documentElement.lang || pageLanguage } },
    [other, wanted, pageLanguage],
  );
  const adminLanguage = useMemo(
    () => ({
      ...shown,
      failure: (err: unknown, noAnswer: string) => failureInWords(err, noAnswer, shown.failures),
      refusal: (status: number, code: string | undefined, english: string, saidIn?: string) =>
        refusalInWords(status, code, english, shown.failures, saidIn),
      setLanguage: async (next: Language) => {
        await apiJson('PUT', '/api/admin/me/language', { language: next });
        setChosen(next);
      },
    }),
    [shown],
  );
  // Its notifications are announced in the person's language too, and in the page's again once they have gone.
  useEffect(() => {
    setToastLabels(adminLanguage.texts.toast);
    return () => setToastLabels(null);
  }, [adminLanguage]);
  return adminLanguage;
}

function Rooms({ site, publicUrl, onSignOut, onSessionEnded, pageLanguage }: RoomProps & PageLanguage) {
  const me = useMe(onSessionEnded);
  const adminLanguage = useLanguageOf(me, pageLanguage);
  const { language } = adminLanguage;
  const { state, reload } = useGuestList(onSessionEnded, me?.role);
  // An organiser the couple lets see the gift register finds it in the days' room (only the register, there).
  const allowed =
    me?.role === 'organiser' && me.seesGifts ? [...ROOMS_OF.organiser, '/days'] : ROOMS_OF[me?.role ?? 'door'];
  const rooms = ROOMS.filter((entry) => allowed.includes(entry.path));
  const guestList = useMemo(() => ({ state, reload }), [state, reload]);
  const linkAddress = useLinkAddress(publicUrl);
  const [location] = useLocation();
  const current = ROOMS.find((entry) => entry.path === location);
  const couple = `${site.couple.first} & ${site.couple.second}`;
  useEffect(() => {
    document.title = `${current ? adminLanguage.texts.titles[current.key] : 'RSVP Management'} · ${couple}`;
    // A new room starts at its top, as a new page would.
    window.scrollTo({ top: 0 });
  }, [current, couple, adminLanguage]);
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
    <AdminLanguageContext.Provider value={adminLanguage}>
      <GuestListContext.Provider value={guestList}>
        <LinkAddressContext.Provider value={linkAddress}>
          <div className="admin-rooms">
            {/* Drawn anew in each room: "More", opened in the last, is closed in the next. */}
            <RoomNav key={location} rooms={rooms} />
            <div className="admin-rooms__room">
              <Switch>
                <Route path="/">
                  {/* The spec's page, with the open form's answers, is the couple's; the others start in their
                      room. */}
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
                              <main className="admin-shell" lang={language}>
                                <p className="admin-shell__status" role="status">
                                  {adminLanguage.texts.loading}
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
                  <main className="admin-shell" lang={language}>
                    <h1>{adminLanguage.texts.notHere}</h1>
                    <p>
                      {adminLanguage.texts.notHereText} <Link href="/">{adminLanguage.texts.toOverview}</Link>.
                    </p>
                  </main>
                </Route>
              </Switch>
            </div>
          </div>
        </LinkAddressContext.Provider>
      </GuestListContext.Provider>
    </AdminLanguageContext.Provider>
  );
}
