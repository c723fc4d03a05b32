import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { type FormEvent, useEffect, useState } from 'react';
import { fill } from '../../shared/i18n/fill';
import { ApiError, apiJson, failureText } from '../api';
import { signupWords } from './signup-words';

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
  // Whom the link is for, and the language the couple said they read; a link that cannot be used says why at once.
  const [about, setAbout] = useState<{ name: string; language: 'en' | 'hi' } | null>(null);
  useEffect(() => {
    if (token === '') return;
    apiJson<{ name: string; language: 'en' | 'hi' }>('POST', '/api/admin/signup/about', { token })
      .then(setAbout)
      .catch((err: unknown) => setProblem(failureText(err, signupWords('en').noAnswer)));
  }, [token]);
  const language = about?.language ?? 'en';
  const words = signupWords(language);

  // A passkey: the phone's fingerprint or screen lock, instead of a password to choose and remember.
  const canUsePasskey = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const withPasskey = async () => {
    if (pending) return;
    if (!/^[\p{L}\p{N}._-]{3,40}$/u.test(username.trim())) {
      setProblem(words.usernameFirst);
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
        err instanceof ApiError || !(err instanceof Error) ? failureText(err, words.noAnswer) : words.noPasskey,
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
      setProblem(failureText(err, words.noAnswer));
    }
  };

  return (
    <main className="admin-shell admin-shell--center">
      <form className="admin-card admin-login" onSubmit={submit} lang={language}>
        <h1>{words.title}</h1>
        <p className="admin-login__text">
          {about?.name ? fill(words.welcome, { name: about.name }) : words.welcomeNoName}
        </p>
        {token === '' ? (
          <p className="rsvp__problem" role="alert">
            {words.lostCode}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="signup-username">{words.username}</label>
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
            {words.usernameHint}
          </p>
        </div>
        {canUsePasskey ? (
          <button
            type="button"
            className="button"
            disabled={pending || token === ''}
            onClick={() => void withPasskey()}
          >
            {words.passkey}
          </button>
        ) : null}
        {canUsePasskey ? <p className="admin-login__text">{words.orPassword}</p> : null}
        <div className="field">
          <label htmlFor="signup-password">{words.password}</label>
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
            {words.passwordHint}
          </p>
        </div>
        {problem ? (
          <p className="rsvp__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="button button--outline" disabled={pending || token === ''}>
          {words.create}
        </button>
      </form>
    </main>
  );
}
