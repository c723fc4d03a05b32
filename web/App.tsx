import { lazy, Suspense, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { LazyToaster } from './ui/LazyToaster';
import type { PageData } from '../shared/page-data';
import { AdminLoading } from './admin/AdminLoading';
import { InvitationPage } from './invitation/InvitationPage';
import { RsvpSection } from './invitation/RsvpSection';
import { NotFoundPage } from './invitation/NotFoundPage';
import { TextsContext } from './i18n/texts';
import './ui/base.css';
import './ui/forms.css';

// Guests never download the admin page's code: it is a chunk of its own, fetched only on /admin.
const AdminPage = lazy(() => import('./admin/AdminPage').then((m) => ({ default: m.AdminPage })));

/** The whole site. `ssrPath` is given only when the server prerenders a page; the browser uses its own location. */
export function App({ data, ssrPath }: { data: PageData; ssrPath?: string }) {
  // Until this is set, the page's CSS offers what works without the app (the menu as a link, for one).
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return (
    <TextsContext.Provider value={data.texts}>
      <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
        <Switch>
          <Route path="/">
            <InvitationPage
              data={data}
              rsvp={<RsvpSection site={data.site} answer={data.answer} closed={data.rsvpClosed === true} />}
            />
          </Route>
          <Route path="/admin" nest>
            <Suspense fallback={<AdminLoading />}>
              <AdminPage
                site={data.site}
                messageSites={data.messageSites}
                publicUrl={data.publicUrl ?? null}
                loading={<AdminLoading />}
              />
            </Suspense>
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
        <LazyToaster />
      </Router>
    </TextsContext.Provider>
  );
}
