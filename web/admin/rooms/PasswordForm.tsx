import { type FormEvent, useState } from 'react';
import { apiJson, failureText } from '../../api';
import { toast } from '../../ui/useToast';

/** The signed-in person's own new password: every other phone and computer they used is signed out by it. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      await apiJson('PUT', '/api/admin/me/password', { current, password });
      setCurrent('');
      setPassword('');
      toast({ title: 'Password changed', description: 'Every other phone and computer you used is signed out.' });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Not changed',
        description: failureText(err, 'The server could not be reached. Check the connection and try again.'),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="people__add" onSubmit={submit}>
      <h3>Change your password</h3>
      <div className="field">
        <label htmlFor="password-current">Current password</label>
        <input
          id="password-current"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="password-new">New password (at least 10 characters)</label>
        <input
          id="password-new"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <button type="submit" className="button button--small" disabled={pending}>
        Change password
      </button>
    </form>
  );
}
