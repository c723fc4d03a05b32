import { settingsWords } from '../../../shared/i18n/admin-settings';
import { useAdminLanguage } from '../admin-language';
import { useMe } from '../me';
import { AddPersonForm } from './people-section/AddPersonForm';
import { NewLink } from './people-section/NewLink';
import { PersonItem } from './people-section/PersonItem';
import { usePeople } from './people-section/use-people';

/**
 * Who may sign in to the admin (the couple only): each person with their role and when they last used it, or when
 * their sign-up link stops working; add someone, send them a link, remove them (which signs them out at once).
 */
export function PeopleSection() {
  const me = useMe();
  const words = settingsWords(useAdminLanguage().language);
  const { people, problem, made, setMade, load, relink, letSeeGifts, remove } = usePeople();
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
            <PersonItem
              key={person.id}
              person={person}
              isMe={person.id === me?.id}
              onSeeGifts={(sees) => void letSeeGifts(person, sees)}
              onRelink={() => void relink(person)}
              onRemove={() => void remove(person)}
            />
          ))}
        </ul>
      ) : null}
      <AddPersonForm
        onAdded={(added) => {
          setMade(added);
          load();
        }}
      />
    </section>
  );
}
