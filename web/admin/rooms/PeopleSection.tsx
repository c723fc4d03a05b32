import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { PersonView, Role, Side } from '../../../shared/admin/people';
import { smsLink, whatsAppLink } from '../../../shared/reach/share-links';
import { apiJson, failureText } from '../../api';
import { toast } from '../../ui/useToast';
import { useMe } from '../me';

const ROLE_NAMES: Readonly<Record<Role, string>> = {
  couple: 'The couple',
  organiser: 'Organiser',
  caterer: 'Caterer',
  door: 'At the door',
};
const ROLE_HINTS: Readonly<Record<Role, string>> = {
  couple: 'everything, including the site’s words, the people and the settings',
  organiser: 'their side’s households: add, import, send, record answers, headcounts',
  caterer: 'headcounts, meals and dietary notes; no phone numbers or links',
  door: 'on the day: find a household and mark who arrived',
};
const SIDE_NAMES: Readonly<Record<Side, string>> = { bride: 'the bride’s side', groom: 'the groom’s side' };

const NO_ANSWER = 'The server could not be reached. Check the connection and try again.';
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** The message a person's sign-up link goes in, from the couple's own phone. */
const invitationText = (name: string, link: string) =>
  `Namaste ${name}! We would love your help with our wedding. Open this link on your phone to set up your sign-in (it works once, for five days): ${link}`;

/** The link just made for a person, and the ways to send it from the couple's phone. */
function NewLink({ name, link, qr, onDone }: { name: string; link: string; qr: string; onDone: () => void }) {
  const text = invitationText(name, link);
  return (
    <div className="people__link" role="status">
      <p>
        <strong>{name}</strong>’s sign-up link (it works once, for five days):
      </p>
      <p className="people__address">{link}</p>
      <div
        className="people__qr"
        role="img"
        aria-label={`QR code of ${name}’s sign-up link`}
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
              .then(() => toast({ title: 'Link copied' }))
              .catch(() =>
                toast({ variant: 'destructive', title: 'Could not copy', description: 'Select it and copy.' }),
              )
          }
        >
          Copy link
        </button>
        <a
          className="button button--small button--outline"
          href={whatsAppLink(null, text)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Send on WhatsApp
        </a>
        <a className="button button--small button--outline" href={smsLink(null, text)}>
          Send by SMS
        </a>
        <button type="button" className="button button--small button--outline" onClick={onDone}>
          Done
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
  const [people, setPeople] = useState<PersonView[] | null>(null);
  const [problem, setProblem] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('organiser');
  const [sides, setSides] = useState<Side[]>([]);
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  const [pending, setPending] = useState(false);
  const [made, setMade] = useState<{ name: string; link: string; qr: string } | null>(null);

  const load = useCallback(() => {
    apiJson<PersonView[]>('GET', '/api/admin/users')
      .then((list) => {
        setPeople(list);
        setProblem('');
      })
      .catch((err) => setProblem(failureText(err, NO_ANSWER)));
  }, []);
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
        ...(role === 'organiser' && { sides }),
      });
      setMade({ name: name.trim(), link: added.signupLink, qr: added.signupQr });
      setName('');
      setSides([]);
      load();
    } catch (err) {
      toast({ variant: 'destructive', title: 'Not added', description: failureText(err, NO_ANSWER) });
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
      setMade({ name: person.name, link: signupLink, qr: signupQr });
      load();
    } catch (err) {
      toast({ variant: 'destructive', title: 'No new link', description: failureText(err, NO_ANSWER) });
    }
  };

  const remove = async (person: PersonView) => {
    if (!window.confirm(`Remove ${person.name}? They are signed out at once and their link stops working.`)) return;
    try {
      await apiJson('DELETE', `/api/admin/users/${person.id}`);
      toast({ title: `${person.name} removed` });
      load();
    } catch (err) {
      toast({ variant: 'destructive', title: 'Not removed', description: failureText(err, NO_ANSWER) });
    }
  };

  return (
    <section className="admin-card guest-list people" aria-labelledby="people-title">
      <h2 id="people-title">People who help</h2>
      <p className="submissions__text">
        Each person signs in with their own name and password, and sees only what their role allows.
      </p>
      {problem ? (
        <p className="rsvp__problem" role="alert">
          {problem}
        </p>
      ) : null}
      {made ? <NewLink name={made.name} link={made.link} qr={made.qr} onDone={() => setMade(null)} /> : null}
      {people ? (
        <ul className="people__list">
          {people.map((person) => (
            <li key={person.id} className="people__person">
              <div>
                <strong>{person.id === me?.id ? `${person.name} (you)` : person.name}</strong>
                <span>
                  {ROLE_NAMES[person.role]}
                  {person.role === 'organiser' ? `, ${person.sides.map((side) => SIDE_NAMES[side]).join(' and ')}` : ''}
                </span>
                <span className="submissions__text">
                  {person.username
                    ? `Signs in as ${person.username}${person.lastUsedAt ? ` · last used ${day(person.lastUsedAt)}` : ''}`
                    : person.signupLinkExpiresAt && Date.parse(person.signupLinkExpiresAt) > Date.now()
                      ? `Not signed up yet · the link works until ${day(person.signupLinkExpiresAt)}`
                      : 'Not signed up yet · the link has expired'}
                </span>
              </div>
              <div className="people__actions">
                {person.username === null ? (
                  <button
                    type="button"
                    className="button button--small button--outline"
                    onClick={() => void relink(person)}
                  >
                    New link
                  </button>
                ) : null}
                {person.id === me?.id ? null : (
                  <button
                    type="button"
                    className="button button--small button--outline"
                    onClick={() => void remove(person)}
                  >
                    Remove<span className="visually-hidden"> {person.name}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="people__add" onSubmit={add}>
        <h3>Add a person</h3>
        <div className="field">
          <label htmlFor="person-name">Name</label>
          <input id="person-name" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <fieldset className="field--choices">
          <legend>Role</legend>
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
                  <strong>{ROLE_NAMES[choice]}</strong>: {ROLE_HINTS[choice]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {role === 'organiser' ? (
          <fieldset className="field--choices">
            <legend>Looks after</legend>
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
                  <span>{SIDE_NAMES[side]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className="field">
          <label htmlFor="person-language">They read</label>
          <select
            id="person-language"
            value={language}
            onChange={(e) => setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}
          >
            <option value="en">English</option>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
          </select>
        </div>
        <button type="submit" className="button" disabled={pending || (role === 'organiser' && sides.length === 0)}>
          Add and make their link
        </button>
      </form>
    </section>
  );
}
