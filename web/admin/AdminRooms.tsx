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
import { ADMIN_EN, type AdminTexts } from '../../shared/i18n/admin';
import { keepRoomWords } from '../../shared/i18n/room-words';
import type { Site } from '../../shared/site/schema';
import { apiJson } from '../api';
import { setToastLabels } from '../ui/toast-labels';
import { type FailureWords, failureInWords, refusalInWords } from './admin-failure';
import { type AdminLanguage, AdminLanguageContext, useAdminLanguage } from './admin-language';
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
export function AdminRooms(props: RoomProps) {
  return (
    <Router base="/admin">
      <Rooms {...props} />
    </Router>
  );
}

/** The admin's words for this person: in their language as stored, or as they just chose it in Settings. */
function useLanguageOf(me: PersonView | null): AdminLanguage {
  const [chosen, setChosen] = useState<'en' | 'hi' | null>(null);
  const wanted = chosen ?? me?.language ?? 'en';
  // The Hindi words come as a chunk of their own; the admin stays in English until they are here.
  const [hindi, setHindi] = useState<{ texts: AdminTexts; failures: FailureWords } | null>(null);
  useEffect(() => {
    if (wanted === 'hi' && !hindi)
      void import('../../shared/i18n/admin-hi').then((words) => {
        keepRoomWords(wanted, words.ADMIN_HI_ROOMS);
        setHindi({ texts: words.ADMIN_HI, failures: words.ADMIN_HI_FAILURES });
      });
  }, [wanted, hindi]);
  const language: 'en' | 'hi' = wanted === 'hi' && hindi ? 'hi' : 'en';
  const adminLanguage = useMemo(
    () => ({
      language,
      texts: language === 'hi' && hindi ? hindi.texts : ADMIN_EN,
      failure: (err: unknown, noAnswer: string) =>
        failureInWords(err, noAnswer, language === 'hi' && hindi ? hindi.failures : undefined),
      refusal: (status: number, code: string | undefined, english: string, saidIn?: string) =>
        refusalInWords(status, code, english, language === 'hi' && hindi ? hindi.failures : undefined, saidIn),
      setLanguage: async (next: 'en' | 'hi') => {
        await apiJson('PUT', '/api/admin/me/language', { language: next });
        setChosen(next);
      },
    }),
    [language, hindi],
  );
  // Its notifications are announced in the person's language too, and in the page's again once they have gone.
  useEffect(() => {
    setToastLabels(language === 'hi' ? adminLanguage.texts.toast : null);
    return () => setToastLabels(null);
  }, [language, adminLanguage]);
  return adminLanguage;
}

function Rooms({ site, publicUrl, onSignOut, onSessionEnded }: RoomProps) {
  const me = useMe(onSessionEnded);
  const adminLanguage = useLanguageOf(me);
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
