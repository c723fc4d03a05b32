import { type FormEvent, useState } from 'react';
import { apiJson, failureText } from '../api';
import { toast } from '../ui/useToast';
import { InputField } from './form/fields';

/**
 * Signing in with a one-time code shown on a device already signed in (Settings, "Sign in on another device"; the
 * couple makes one for a helper under People who help): no password, so no wait behind strangers' wrong guesses.
 */
export default function CodeLoginForm({ onSignedIn, onPassword }: { onSignedIn: () => void; onPassword: () => void }) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || code.trim() === '') return;
    setPending(true);
    try {
      await apiJson('POST', '/api/admin/login/code', { code: code.trim() });
      onSignedIn();
    } catch (err) {
      setPending(false);
      toast({
        variant: 'destructive',
        title: 'Could not sign in',
        description: failureText(err, 'The server could not be reached. Check the connection and try again.'),
      });
    }
  };
  return (
    <main className="admin-shell admin-shell--center">
      <form className="admin-card admin-login" onSubmit={submit}>
        <h1>Admin Login</h1>
        <p className="admin-login__text">
          On a phone or computer where you are signed in, open Settings and choose “Sign in on another device” (the
          couple can make one for you under People who help). Type the code it shows.
        </p>
        <InputField
          id="admin-code"
          label="Code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={code}
          onValue={setCode}
        />
        <button type="submit" className="button" disabled={pending}>
          Login
        </button>
        <button type="button" className="admin-login__switch" onClick={onPassword}>
          Sign in with a password
        </button>
      </form>
    </main>
  );
}
