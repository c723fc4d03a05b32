import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { PersonView, Role, Side } from '../../../shared/admin/people';
import { type SettingsWords, settingsWords, signupInvitation } from '../../../shared/i18n/admin-settings';
import { fill } from '../../../shared/i18n/fill';
import { smsLink, whatsAppLink } from '../../../shared/reach/share-links';
import { apiJson } from '../../api';
import { toast } from '../../ui/useToast';
import { useAdminLanguage } from '../admin-language';
import { useMe } from '../me';
import { shownName } from '../shown-name';
import { SignInCode } from './SignInCode';

const day = (iso: string, language: 'en' | 'hi') =>
  new Date(iso).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** The link just made for a person, and the ways to send it from the couple's phone. */
function NewLink({
  name,
  reads,
  link,
  qr,
  words,
  onDone,
}: {
  name: string;
  /** The language the person reads: their message is written in it. */
  reads: 'en' | 'hi';
  link: string;
  qr: string;
  words: SettingsWords;
  onDone: () => void;
}) {
  const text = signupInvitation(reads, name, link);
  return (
    <div className="people__link" role="status">
      <p>
        <strong>{name}</strong>
        {words.linkFor}
      </p>
      <p className="people__address">{link}</p>
      <div
        className="people__qr"
        role="img"
        aria-label={fill(words.linkQr, { name })}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own QR drawing of the link, no one's text
        dangerouslySetInnerHTML={{ __html: qr }}
      />
      <div className="people__ways">
        <button
          type="button"
          className="button button--small"
          onClick={() =>
            void navigator.clipboard
              .writeText(link)
              .then(() => toast({ title: words.linkCopied }))
              .catch(() =>
                toast({ variant: 'destructive', title: words.couldNotCopy, description: words.selectAndCopy }),
              )
          }
        >
          {words.copyLink}
        </button>
        <a
          className="button button--small button--outline"
          href={whatsAppLink(null, text)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {words.sendWhatsApp}
        </a>
        <a className="button button--small button--outline" href={smsLink(null, text)}>
          {words.sendSms}
        </a>
        <button type="button" className="button button--small button--outline" onClick={onDone}>
          {words.done}
        </button>
      </div>
    </div>
  );
}

/**
 * Who may sign in to the admin (the couple only): each person with their role and when they last used it, or when
 * their sign-up link stops working; add someone, send them a link, remove them (which signs them out at once).
 */
export function PeopleSection() {
  const me = useMe();
  const { language: adminLanguage, failure, texts } = useAdminLanguage();
  const words = settingsWords(adminLanguage);
  const noAnswer = texts.noAnswer;
  const [people, setPeople] = useState<PersonView[] | null>(null);
  const [problem, setProblem] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('organiser');
  const [sides, setSides] = useState<Side[]>([]);
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  const [seesGifts, setSeesGifts] = useState(false);
  const [pending, setPending] = useState(false);
  const [made, setMade] = useState<{ name: string; reads: 'en' | 'hi'; link: string; qr: string } | null>(null);

  const load = useCallback(() => {
    apiJson<PersonView[]>('GET', '/api/admin/users')
      .then((list) => {
        setPeople(list);
        setProblem('');
      })
      .catch((err) => setProblem(failure(err, noAnswer)));
  }, [failure, noAnswer]);
  useEffect(load, [load]);

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
      setMade({ name: name.trim(), reads: language, link: added.signupLink, qr: added.signupQr });
      setName('');
      setSides([]);
      setSeesGifts(false);
      load();
    } catch (err) {
      toast({ variant: 'destructive', title: words.notAdded, description: failure(err, noAnswer) });
    } finally {
      setPending(false);
    }
  };

  const relink = async (person: PersonView) => {
    try {
      const { signupLink, signupQr } = await apiJson<{ signupLink: string; signupQr: string }>(
        'POST',
        `/api/admin/users/${person.id}/link`,
      );
      setMade({ name: person.name, reads: person.language, link: signupLink, qr: signupQr });
      load();
    } catch (err) {
      toast({ variant: 'destructive', title: words.noNewLink, description: failure(err, noAnswer) });
    }
  };

  const letSeeGifts = async (person: PersonView, sees: boolean) => {
    try {
      await apiJson('PUT', `/api/admin/users/${person.id}/gifts`, { seesGifts: sees });
      toast({ title: fill(sees ? words.giftsAllowed : words.giftsTakenBack, { name: person.name }) });
      load();
    } catch (err) {
      toast({ variant: 'destructive', title: words.giftsNotChanged, description: failure(err, noAnswer) });
    }
  };

  const remove = async (person: PersonView) => {
    if (!window.confirm(fill(words.removeConfirm, { name: person.name }))) return;
    try {
      await apiJson('DELETE', `/api/admin/users/${person.id}`);
      toast({ title: fill(words.removed, { name: person.name }) });
      load();
    } catch (err) {
      toast({ variant: 'destructive', title: words.notRemoved, description: failure(err, noAnswer) });
    }
  };

  return (
    <section className="admin-card guest-list people" aria-labelledby="people-title">
      <h2 id="people-title">{words.peopleTitle}</h2>
      <p className="submissions__text">{words.peopleIntro}</p>
      {problem ? (
        <p className="rsvp__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {made ? <NewLink {...made} words={words} onDone={() => setMade(null)} /> : null}
      {people ? (
        <ul className="people__list">
          {people.map((person) => (
            <li key={person.id} className="people__person">
              <div>
                <strong>
                  {person.id === me?.id
                    ? fill(words.you, { name: shownName(person, words.roles.couple) })
                    : shownName(person, words.roles.couple)}
                </strong>
                <span>
                  {words.roles[person.role]}
                  {person.role === 'organiser'
                    ? `, ${person.sides.map((side) => words.sides[side]).join(words.and)}`
                    : ''}
                </span>
                <span className="submissions__text">
                  {person.username
                    ? `${fill(words.signsInAs, { username: person.username })}${person.lastUsedAt ? fill(words.lastUsed, { day: day(person.lastUsedAt, adminLanguage) }) : ''}`
                    : person.signupLinkExpiresAt && Date.parse(person.signupLinkExpiresAt) > Date.now()
                      ? fill(words.linkWorksUntil, { day: day(person.signupLinkExpiresAt, adminLanguage) })
                      : words.linkExpired}
                </span>
              </div>
              <div className="people__actions">
                {person.role === 'organiser' ? (
                  <label className="choice">
                    <input
                      type="checkbox"
                      checked={person.seesGifts}
                      onChange={(e) => void letSeeGifts(person, e.target.checked)}
                    />
                    <span>
                      {words.seesGifts}
                      <span className="visually-hidden"> ({person.name})</span>
                    </span>
                  </label>
                ) : null}
                {person.username === null ? (
                  <button
                    type="button"
                    className="button button--small button--outline"
                    onClick={() => void relink(person)}
                  >
                    {words.newLink}
                  </button>
                ) : person.id === me?.id ? null : (
                  <SignInCode person={person} />
                )}
                {person.id === me?.id ? null : (
                  <button
                    type="button"
                    className="button button--small button--outline"
                    onClick={() => void remove(person)}
                  >
                    {words.remove}
                    <span className="visually-hidden"> {person.name}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="people__add" onSubmit={add}>
        <h3>{words.addPerson}</h3>
        <div className="field">
          <label htmlFor="person-name">{words.name}</label>
          <input id="person-name" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
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
          <>
            <fieldset className="field--choices">
              <legend>{words.looksAfter}</legend>
              <div className="choices">
                {(['bride', 'groom'] as const).map((side) => (
                  <label key={side} className="choice">
                    <input
                      type="checkbox"
                      checked={sides.includes(side)}
                      onChange={(e) =>
                        setSides((now) => (e.target.checked ? [...now, side] : now.filter((s) => s !== side)))
                      }
                    />
                    <span>{words.sides[side]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="choice">
              <input type="checkbox" checked={seesGifts} onChange={(e) => setSeesGifts(e.target.checked)} />
              <span>
                <strong>{words.seesGifts}</strong>: {words.seesGiftsHint}
              </span>
            </label>
          </>
        ) : null}
        <div className="field">
          <label htmlFor="person-language">{words.theyRead}</label>
          <select
            id="person-language"
            value={language}
            onChange={(e) => setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}
          >
            <option value="en" lang="en">
              English
            </option>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
          </select>
        </div>
        <button type="submit" className="button" disabled={pending || (role === 'organiser' && sides.length === 0)}>
          {words.addButton}
        </button>
      </form>
    </section>
  );
}
