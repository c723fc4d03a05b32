import { type FormEvent, useState } from 'react';
import type { Role, Side } from '../../../../shared/admin/people';
import { settingsWords } from '../../../../shared/i18n/admin-settings';
import { ADMIN_LANGUAGES, type Language, languageFacts, SOURCE_LANGUAGE } from '../../../../shared/site/languages';
import { apiJson } from '../../../api';
import { toast } from '../../../ui/useToast';
import { useAdminLanguage } from '../../admin-language';
import { InputField, SelectField } from '../../form/fields';
import { languageChoices } from '../../LanguageName';
import type { MadeLink } from './use-people';

/**
 * Someone added who may sign in: their name, their role (an organiser with the sides they look after, and whether they
 * keep the gift register) and the language they read; their sign-up link is `onAdded`.
 */
export function AddPersonForm({ onAdded }: { onAdded: (made: MadeLink) => void }) {
  const { language: adminLanguage, failure, texts } = useAdminLanguage();
  const words = settingsWords(adminLanguage);
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('organiser');
  const [sides, setSides] = useState<Side[]>([]);
  const [language, setLanguage] = useState<Language>(SOURCE_LANGUAGE);
  const [seesGifts, setSeesGifts] = useState(false);
  const [pending, setPending] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const added = await apiJson<{ id: number; signupLink: string; signupQr: string }>('POST', '/api/admin/users', {
        name: name.trim(),
        role,
        language,
        ...(role === 'organiser' && { sides, seesGifts }),
      });
      onAdded({ name: name.trim(), reads: language, link: added.signupLink, qr: added.signupQr });
      setName('');
      setSides([]);
      setSeesGifts(false);
    } catch (err) {
      toast({ variant: 'destructive', title: words.notAdded, description: failure(err, texts.noAnswer) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="people__add" onSubmit={add}>
      <h3>{words.addPerson}</h3>
      <InputField id="person-name" label={words.name} required maxLength={80} value={name} onValue={setName} />
      <fieldset className="field--choices">
        <legend>{words.role}</legend>
        <div className="choices">
          {(['organiser', 'caterer', 'door', 'couple'] as const).map((choice) => (
            <label key={choice} className="choice">
              <input
                type="radio"
                name="person-role"
                value={choice}
                checked={role === choice}
                onChange={() => setRole(choice)}
              />
              <span>
                <strong>{words.roles[choice]}</strong>: {words.roleHints[choice]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {role === 'organiser' ? (
        <OrganiserChoices sides={sides} onSides={setSides} seesGifts={seesGifts} onSeesGifts={setSeesGifts} />
      ) : null}
      <SelectField
        id="person-language"
        label={words.theyRead}
        value={language}
        // The admin's languages, each named in itself: their sign-up page and their admin are in the one chosen.
        choices={languageChoices(ADMIN_LANGUAGES, (code) => languageFacts(code).name)}
        onValue={setLanguage}
      />
      <button type="submit" className="button" disabled={pending || (role === 'organiser' && sides.length === 0)}>
        {words.addButton}
      </button>
    </form>
  );
}

/** What an organiser is given: the sides of the family they look after, and whether they keep the gift register. */
function OrganiserChoices({
  sides,
  onSides,
  seesGifts,
  onSeesGifts,
}: {
  sides: readonly Side[];
  onSides: (change: (now: Side[]) => Side[]) => void;
  seesGifts: boolean;
  onSeesGifts: (sees: boolean) => void;
}) {
  const words = settingsWords(useAdminLanguage().language);
  return (
    <>
      <fieldset className="field--choices">
        <legend>{words.looksAfter}</legend>
        <div className="choices">
          {(['bride', 'groom'] as const).map((side) => (
            <label key={side} className="choice">
              <input
                type="checkbox"
                checked={sides.includes(side)}
                onChange={(e) => onSides((now) => (e.target.checked ? [...now, side] : now.filter((s) => s !== side)))}
              />
              <span>{words.sides[side]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="choice">
        <input type="checkbox" checked={seesGifts} onChange={(e) => onSeesGifts(e.target.checked)} />
        <span>
          <strong>{words.seesGifts}</strong>: {words.seesGiftsHint}
        </span>
      </label>
    </>
  );
}
