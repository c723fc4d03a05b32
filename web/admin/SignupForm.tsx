import { useState, type FormEvent } from 'react';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { ApiError, apiJson, failureText } from '../api';

/**
 * /admin/signup#<token>: a person the couple added chooses their username and password, and is signed in. The token
 * is in the address's fragment, which the browser never sends to a server; this page posts it.
 */
export default function SignupForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [token] = useState(() => window.location.hash.slice(1));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');

  // A passkey: the phone's fingerprint or screen lock, instead of a password to choose and remember.
  const canUsePasskey = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const withPasskey = async () => {
    if (pending) return;
    if (!/^[\p{L}\p{N}._-]{3,40}$/u.test(username.trim())) {
      setProblem('Choose your username first: 3 to 40 letters or digits.');
      return;
    }
    setPending(true);
    setProblem('');
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const { ceremony, options } = await apiJson<{
        ceremony: string;
        options: PublicKeyCredentialCreationOptionsJSON;
      }>('POST', '/api/admin/signup/passkey/options', { token, username: username.trim() });
      const response = await startRegistration({ optionsJSON: options });
      await apiJson('POST', '/api/admin/signup/passkey', { token, username: username.trim(), ceremony, response });
      window.history.replaceState(null, '', '/admin');
      onSignedIn();
    } catch (err) {
      setPending(false);
      setProblem(
        err instanceof ApiError || !(err instanceof Error)
          ? failureText(err, 'The server could not be reached. Check the connection and try again.')
          : 'The phone did not make a passkey. Try again, or choose a password below.',
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem('');
    try {
      await apiJson('POST', '/api/admin/signup', { token, username: username.trim(), password });
      // The link is spent: the address no longer carries it, and the admin opens at its start.
      window.history.replaceState(null, '', '/admin');
      onSignedIn();
    } catch (err) {
      setPending(false);
      setProblem(failureText(err, 'The server could not be reached. Check the connection and try again.'));
    }
  };

  return (
    <main className="admin-shell admin-shell--center">
      <form className="admin-card admin-login" onSubmit={submit}>
        <h1>Create your account</h1>
        <p className="admin-login__text">
          The couple has asked you to help with the wedding. Choose the name and password you will sign in with.
        </p>
        {token === '' ? (
          <p className="rsvp__problem" role="alert">
            This address has lost its sign-up code. Open the link again from the couple’s message.
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="signup-username">Username</label>
          <input
            id="signup-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            required
            minLength={3}
            maxLength={40}
            pattern="[\p{L}\p{N}._\-]{3,40}"
            aria-describedby="signup-username-hint"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <p id="signup-username-hint" className="field__hint">
            3 to 40 letters or digits; a dot, dash or underscore may join them.
          </p>
        </div>
        {canUsePasskey ? (
          <button
            type="button"
            className="button"
            disabled={pending || token === ''}
            onClick={() => void withPasskey()}
          >
            Use this phone’s fingerprint or screen lock
          </button>
        ) : null}
        <div className="field">
          <label htmlFor="signup-password">Password</label>
          <input
            id="signup-password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            minLength={10}
            aria-describedby="signup-password-hint"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p id="signup-password-hint" className="field__hint">
            At least 10 characters. A few words you will remember are best.
          </p>
        </div>
        {problem ? (
          <p className="rsvp__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button button--outline" disabled={pending || token === ''}>
          Create my account with this password
        </button>
      </form>
    </main>
  );
}
