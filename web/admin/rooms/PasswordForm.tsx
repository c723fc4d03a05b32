import { type FormEvent, useState } from 'react';
import { apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import { useAdminLanguage } from '../admin-language';
import { InputField } from '../form/fields';

/** The signed-in person's own new password: every other phone and computer they used is signed out by it. */
export function PasswordForm() {
  const { texts, failure } = useAdminLanguage();
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
      toast({ title: texts.passwordChanged, description: texts.passwordChangedText });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: texts.notChanged,
        description: failure(err, texts.noAnswer),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="people__add" onSubmit={submit}>
      <h3>{texts.changePassword}</h3>
      <InputField
        id="password-current"
        label={texts.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
      />
      <InputField
        id="password-new"
        label={texts.newPassword}
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        value={password}
        onValue={setPassword}
      />
      <button type="submit" className="button button--small" disabled={pending}>
        {texts.changePasswordButton}
      </button>
    </form>
  );
}
