import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { ApiError, apiJson, failureText } from '../api';
import { toast } from '../ui/useToast';

const CodeLoginForm = lazy(() => import('./CodeLoginForm'));

/** Told when signing in failed, in `description`; by default the server's own words, or that it was not reached. */
const couldNotSignIn = (
  err: unknown,
  description = failureText(err, 'The server could not be reached. Check the connection and try again.'),
) => toast({ variant: 'destructive', title: 'Could not sign in', description });

/** A passkey: the phone's fingerprint or screen lock, for a person the couple added. */
async function signInWithPasskey() {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { ceremony, options } = await apiJson<{ ceremony: string; options: PublicKeyCredentialRequestOptionsJSON }>(
    'POST',
    '/api/admin/login/passkey/options',
  );
  const response = await startAuthentication({ optionsJSON: options });
  await apiJson('POST', '/api/admin/login/passkey', { ceremony, response });
}

/** A way of signing in under way (its buttons held), then signed in, or failed and told by `failed`. */
function useSignIn(onSignedIn: () => void) {
  const [pending, setPending] = useState(false);
  const attempt = async (work: () => Promise<unknown>, failed: (err: unknown) => void) => {
    setPending(true);
    try {
      await work();
      onSignedIn();
    } catch (err) {
      setPending(false);
      failed(err);
    }
  };
  return { pending, attempt };
}

/** The locked admin page. The server checks the password; the page holds no secret of its own. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [password, setPassword] = useState('');
  const { pending, attempt } = useSignIn(onSignedIn);
  // The spec's sign-in asks for the couple's password alone; people the couple added sign in with their username.
  const [ownName, setOwnName] = useState(false);
  const [username, setUsername] = useState('');
  // A one-time code shown on a device already signed in: its own form, fetched when chosen.
  const [withCode, setWithCode] = useState(false);

  const withPasskey = () => {
    if (pending) return;
    void attempt(signInWithPasskey, (err) =>
      couldNotSignIn(
        err,
        err instanceof ApiError || !(err instanceof Error)
          ? undefined
          : 'The phone did not find a passkey for this site. Sign in with your password.',
      ),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || password === '') return;
    void attempt(
      () => apiJson('POST', '/api/admin/login', ownName ? { username: username.trim(), password } : { password }),
      (err) => {
        if (err instanceof ApiError && err.status === 401) {
          window.alert(ownName ? 'Incorrect username or password' : 'Incorrect password');
        } else couldNotSignIn(err);
      },
    );
  };

  if (withCode)
    return (
      <Suspense fallback={null}>
        <CodeLoginForm onSignedIn={onSignedIn} onPassword={() => setWithCode(false)} />
      </Suspense>
    );

  return (
    <main className="admin-shell admin-shell--center">
      <form className="admin-card admin-login" onSubmit={submit}>
        <h1>Admin Login</h1>
        <p className="admin-login__text">Enter the password to access RSVP management</p>
        {ownName ? (
          <div className="field">
            <label htmlFor="admin-username">Username</label>
            <input
              id="admin-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
        ) : (
          // Lets password managers file the couple's saved password under a name.
          <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
        )}
        <div className="field">
          <label htmlFor="admin-password">Password</label>
          <input
            id="admin-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={pending}>
          Login
        </button>
        {ownName && typeof window !== 'undefined' && 'PublicKeyCredential' in window ? (
          <button type="button" className="button button--outline" disabled={pending} onClick={withPasskey}>
            Sign in with a passkey
          </button>
        ) : null}
        <button type="button" className="admin-login__switch" onClick={() => setOwnName((now) => !now)}>
          {ownName ? 'Sign in as the couple' : 'Sign in with your username'}
        </button>
        <button type="button" className="admin-login__switch" onClick={() => setWithCode(true)}>
          Sign in with a code
        </button>
      </form>
    </main>
  );
}
