import { useState, type FormEvent } from 'react';
import { ApiError, apiJson, failureText } from '../api';
import { toast } from '../ui/useToast';

/** The locked admin page. The server checks the password; the page holds no secret of its own. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || password === '') return;
    setPending(true);
    try {
      await apiJson('POST', '/api/admin/login', { password });
      onSignedIn();
    } catch (err) {
      setPending(false);
      if (err instanceof ApiError && err.status === 401) {
        window.alert('Incorrect password');
      } else {
        toast({
          variant: 'destructive',
          title: 'Could not sign in',
          description: failureText(err, 'The server could not be reached. Check the connection and try again.'),
        });
      }
    }
  };

  return (
    <main className="admin-shell admin-shell--center">
      <form className="admin-card admin-login" onSubmit={submit}>
        <h1>Admin Login</h1>
        <p className="admin-login__text">Enter the password to access RSVP management</p>
        {/* Lets password managers file the saved password under a name; there is only the one admin. */}
        <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
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
      </form>
    </main>
  );
}
