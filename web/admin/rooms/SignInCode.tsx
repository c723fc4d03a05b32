import { useState } from 'react';
import { settingsWords } from '../../../shared/i18n/admin-settings';
import { fill } from '../../../shared/i18n/fill';
import { apiJson, failureText } from '../../api';
import { toast } from '../../ui/useToast';
import { useAdminLanguage } from '../admin-language';

/**
 * A one-time code to sign in on a new device, made here (on a device signed in already) and typed there: for this
 * person's own account, or, for the couple, a helper's (`person`). It goes past the wait strangers' wrong passwords
 * put on everyone else's sign-in.
 */
export function SignInCode({ person }: { person?: { id: number; name: string } }) {
  const { language } = useAdminLanguage();
  const words = settingsWords(language);
  const [code, setCode] = useState<string | null>(null);
  const make = async () => {
    try {
      const made = await apiJson<{ code: string }>(
        'POST',
        person ? `/api/admin/users/${person.id}/sign-in-code` : '/api/admin/me/sign-in-code',
      );
      setCode(made.code);
    } catch (err) {
      toast({ variant: 'destructive', title: words.signInCode, description: failureText(err, '') });
    }
  };
  return (
    <>
      <button type="button" className="button button--small button--outline" onClick={() => void make()}>
        {person ? words.signInCode : words.signInCodeMine}
        {person ? <span className="visually-hidden"> ({person.name})</span> : null}
      </button>
      {code ? (
        <p className="sign-in-code" role="status">
          {person ? `${fill(words.signInCodeFor, { name: person.name })} ` : ''}
          {words.signInCodeShown}{' '}
          <strong className="sign-in-code__code" translate="no">
            {code}
          </strong>
        </p>
      ) : null}
    </>
  );
}
