import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { fill } from '../../shared/i18n/fill';
import { keepRoomWords } from '../../shared/i18n/room-words';
import { type Language, languageFacts, SOURCE_LANGUAGE } from '../../shared/site/languages';
import { ApiError, apiJson, failureText } from '../api';
import { adminWordsIn } from './admin-words';
import { InputField } from './form/fields';
import { signupWords } from './signup-words';

interface About {
  name: string;
  /** One of the admin's languages (ADMIN_LANGUAGES). */
  language: Language;
}

/** Whom the link is for, and the language the couple said they read; its words arrive before the page is drawn. */
async function aboutTheLink(token: string): Promise<About> {
  const about = await apiJson<About>('POST', '/api/admin/signup/about', { token });
  const inTheirLanguage = await adminWordsIn(about.language);
  if (inTheirLanguage !== null) keepRoomWords(about.language, inTheirLanguage.rooms);
  return about;
}

/** Whom the link is for; a link that cannot be used says why at once. */
function useAbout(token: string, onProblem: (problem: string) => void): About | null {
  const [about, setAbout] = useState<About | null>(null);
  useEffect(() => {
    if (token === '') return;
    aboutTheLink(token)
      .then(setAbout)
      .catch((err: unknown) => onProblem(failureText(err, signupWords(SOURCE_LANGUAGE).noAnswer)));
  }, [token, onProblem]);
  return about;
}

/** A passkey: the phone's fingerprint or screen lock, instead of a password to choose and remember. */
async function signUpWithPasskey(token: string, username: string) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { ceremony, options } = await apiJson<{
    ceremony: string;
    options: PublicKeyCredentialCreationOptionsJSON;
  }>('POST', '/api/admin/signup/passkey/options', { token, username });
  const response = await startRegistration({ optionsJSON: options });
  await apiJson('POST', '/api/admin/signup/passkey', { token, username, ceremony, response });
}

const Problem = ({ children }: { children: ReactNode }) => (
  <p className="rsvp__problem" role="alert">
    {children}
  </p>
);

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
  const about = useAbout(token, setProblem);
  const language = about?.language ?? SOURCE_LANGUAGE;
  const words = signupWords(language);
  const canUsePasskey = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const signUp = async (work: () => Promise<unknown>, problemOf: (err: unknown) => string) => {
    setPending(true);
    setProblem('');
    try {
      await work();
      // The link is spent: the address no longer carries it, and the admin opens at its start.
      window.history.replaceState(null, '', '/admin');
      onSignedIn();
    } catch (err) {
      setPending(false);
      setProblem(problemOf(err));
    }
  };
  const withPasskey = () => {
    if (pending) return;
    if (!/^[\p{L}\p{N}._-]{3,40}$/u.test(username.trim())) {
      setProblem(words.usernameFirst);
      return;
    }
    void signUp(
      () => signUpWithPasskey(token, username.trim()),
      (err) =>
        err instanceof ApiError || !(err instanceof Error) ? failureText(err, words.noAnswer) : words.noPasskey,
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    void signUp(
      () => apiJson('POST', '/api/admin/signup', { token, username: username.trim(), password }),
      (err) => failureText(err, words.noAnswer),
    );
  };

  return (
    <main className="admin-shell admin-shell--center">
      <form className="admin-card admin-login" onSubmit={submit} lang={languageFacts(language).tag}>
        <h1>{words.title}</h1>
        <p className="admin-login__text">
          {about?.name ? fill(words.welcome, { name: about.name }) : words.welcomeNoName}
        </p>
        {token === '' ? <Problem>{words.lostCode}</Problem> : null}
        <InputField
          id="signup-username"
          label={words.username}
          hint={words.usernameHint}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          required
          minLength={3}
          maxLength={40}
          pattern="[\p{L}\p{N}._\-]{3,40}"
          value={username}
          onValue={setUsername}
        />
        {canUsePasskey ? (
          <button type="button" className="button" disabled={pending || token === ''} onClick={withPasskey}>
            {words.passkey}
          </button>
        ) : null}
        {canUsePasskey ? <p className="admin-login__text">{words.orPassword}</p> : null}
        <InputField
          id="signup-password"
          label={words.password}
          hint={words.passwordHint}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={10}
          value={password}
          onValue={setPassword}
        />
        {problem ? <Problem>{problem}</Problem> : null}
        <button type="submit" className="button button--outline" disabled={pending || token === ''}>
          {words.create}
        </button>
      </form>
    </main>
  );
}
