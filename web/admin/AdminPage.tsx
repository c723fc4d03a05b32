import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import type { SessionState } from '../../shared/admin/schemas';
import type { PageData } from '../../shared/page-data';
import type { Language } from '../../shared/site/languages';
import type { Site } from '../../shared/site/schema';
import { apiJson } from '../api';
import { toast } from '../ui/useToast';
import { AdminRooms } from './AdminRooms';
import { forgetRosters } from './door/kept-rosters';
import { MessageSitesContext } from './guests/message-sites';
import { LoginForm } from './LoginForm';
import { forgetMe } from './me';
import './AdminPage.css';

type Lock = 'checking' | 'locked' | 'unlocked' | 'signing-up';

// Opened once per person, from the couple's message: its own chunk, never loaded by the admin itself.
const SignupForm = lazy(() => import('./SignupForm'));
const SIGNUP_PATH = '/admin/signup';

/**
 * /admin. Whether this browser is signed in is the server's answer (a session cookie), so a reload keeps the
 * couple signed in and nothing in this script can unlock the page. `loading` is the page's script's own "Loading…"
 * (the one it shows while this chunk arrives): imported here too, it would be a chunk of its own on the first view.
 */
export function AdminPage({
  site,
  language,
  messageSites,
  publicUrl,
  loading,
}: {
  site: Site;
  /** The language the server drew the page in (the source language's, which the admin's own words are written in). */
  language: Language;
  messageSites?: PageData['messageSites'];
  /** The address links and codes carry when it is set (PUBLIC_URL); else the one this page was opened at. */
  publicUrl: string | null;
  loading: ReactNode;
}) {
  // Every /admin address is served the same page, drawn "checking": the address is read once the script runs.
  const [lock, setLock] = useState<Lock>('checking');

  useEffect(() => {
    if (window.location.pathname === SIGNUP_PATH) return setLock('signing-up');
    apiJson<SessionState>('GET', '/api/admin/session')
      .then((session) => setLock(session.signedIn ? 'unlocked' : 'locked'))
      .catch(() => setLock('locked'));
  }, []);

  useEffect(() => {
    // Signed in, each room names itself (AdminRooms).
    if (lock !== 'unlocked') document.title = `Admin Login · ${site.couple.first} & ${site.couple.second}`;
  }, [lock, site]);

  const sessionEnded = useCallback(() => {
    forgetRosters();
    setLock('locked');
    toast({ title: 'Signed out', description: 'Your session has ended. Please sign in again.' });
  }, []);

  const signOut = useCallback(async () => {
    try {
      await apiJson('POST', '/api/admin/logout');
      forgetMe();
      forgetRosters();
      setLock('locked');
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Could not sign out',
        description: err instanceof Error ? err.message : String(err),
      });
    }
  }, []);

  if (lock === 'checking') return loading;
  if (lock === 'signing-up')
    return (
      <Suspense fallback={loading}>
        <SignupForm
          onSignedIn={() => {
            forgetMe();
            setLock('unlocked');
          }}
        />
      </Suspense>
    );
  if (lock === 'locked') return <LoginForm onSignedIn={() => setLock('unlocked')} />;
  return (
    <MessageSitesContext.Provider value={messageSites ?? null}>
      <AdminRooms
        site={site}
        publicUrl={publicUrl}
        pageLanguage={language}
        onSignOut={() => void signOut()}
        onSessionEnded={sessionEnded}
      />
    </MessageSitesContext.Provider>
  );
}
