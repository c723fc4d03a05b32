import type { PersonView } from '../../../../shared/admin/people';
import { settingsWords } from '../../../../shared/i18n/admin-settings';
import { fill } from '../../../../shared/i18n/fill';
import { type Language, languageFacts } from '../../../../shared/site/languages';
import { useAdminLanguage } from '../../admin-language';
import { shownName } from '../../shown-name';
import { SignInCode } from '../SignInCode';

const day = (iso: string, language: Language) =>
  new Date(iso).toLocaleDateString(languageFacts(language).tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/**
 * One person who may sign in: their role (and sides), when they last signed in or until when their sign-up link
 * works; the gift register allowed to an organiser, a new link or a sign-in code, and their removal.
 */
export function PersonItem({
  person,
  isMe,
  onSeeGifts,
  onRelink,
  onRemove,
}: {
  person: PersonView;
  /** The person signed in, who is named as "you" and neither removed nor given a code here. */
  isMe: boolean;
  onSeeGifts: (sees: boolean) => void;
  onRelink: () => void;
  onRemove: () => void;
}) {
  const { language } = useAdminLanguage();
  const words = settingsWords(language);
  return (
    <li className="people__person">
      <div>
        <strong>
          {isMe
            ? fill(words.you, { name: shownName(person, words.roles.couple) })
            : shownName(person, words.roles.couple)}
        </strong>
        <span>
          {words.roles[person.role]}
          {person.role === 'organiser' ? `, ${person.sides.map((side) => words.sides[side]).join(words.and)}` : ''}
        </span>
        <span className="submissions__text">
          {person.username
            ? fill(words.signsInAs, { username: person.username }) +
              (person.lastUsedAt ? fill(words.lastUsed, { day: day(person.lastUsedAt, language) }) : '')
            : person.signupLinkExpiresAt && Date.parse(person.signupLinkExpiresAt) > Date.now()
              ? fill(words.linkWorksUntil, { day: day(person.signupLinkExpiresAt, language) })
              : words.linkExpired}
        </span>
      </div>
      <div className="people__actions">
        {person.role === 'organiser' ? (
          <label className="choice">
            <input type="checkbox" checked={person.seesGifts} onChange={(e) => onSeeGifts(e.target.checked)} />
            <span>
              {words.seesGifts}
              <span className="visually-hidden"> ({person.name})</span>
            </span>
          </label>
        ) : null}
        {person.username === null ? (
          <button type="button" className="button button--small button--outline" onClick={onRelink}>
            {words.newLink}
          </button>
        ) : isMe ? null : (
          <SignInCode person={person} />
        )}
        {isMe ? null : (
          <button type="button" className="button button--small button--outline" onClick={onRemove}>
            {words.remove}
            <span className="visually-hidden"> {person.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
