import { lazy, Suspense, useEffect } from 'react';
import type { PageData } from '../shared/page-data';
import { AdminLoading } from './admin/AdminLoading';
import { TextsContext } from './i18n/texts';
import { InvitationPage } from './invitation/InvitationPage';
import { NotFoundPage } from './invitation/NotFoundPage';
import { RsvpSection } from './invitation/RsvpSection';
import { Updates } from './invitation/Updates';
import { LazyToaster } from './ui/LazyToaster';
import './ui/base.css';
import './ui/forms.css';

// Guests never download the admin page's code: it is a chunk of its own, fetched only on /admin.
const AdminPage = lazy(() => import('./admin/AdminPage').then((m) => ({ default: m.AdminPage })));

/** Which page a path is: the guest pages do not route in the browser, so they carry no router (only /admin does). */
function pageAt(path: string): 'home' | 'admin' | 'not-found' {
  if (path === '/') return 'home';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return 'not-found';
}

/** The whole site. `ssrPath` is given only when the server prerenders a page; the browser uses its own location. */
export function App({ data, ssrPath }: { data: PageData; ssrPath?: string }) {
  // Until this is set, the page's CSS offers what works without the app (the menu as a link, for one).
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  const page = pageAt(ssrPath ?? window.location.pathname);
  return (
    <TextsContext.Provider value={data.texts}>
      {page === 'home' ? (
        <InvitationPage
          data={data}
          rsvp={<RsvpSection site={data.site} answer={data.answer} closed={data.rsvpClosed === true} />}
          notice={<Updates updates={data.updates} site={data.site} />}
        />
      ) : page === 'admin' ? (
        <Suspense fallback={<AdminLoading />}>
          <AdminPage
            site={data.site}
            language={data.language}
            messageSites={data.messageSites}
            publicUrl={data.publicUrl ?? null}
            loading={<AdminLoading />}
          />
        </Suspense>
      ) : (
        <NotFoundPage />
      )}
      <LazyToaster />
    </TextsContext.Provider>
  );
}
