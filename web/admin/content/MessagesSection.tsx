import { DEFAULT_MESSAGES, MESSAGE_KINDS, PLACEHOLDERS } from '../../../shared/reach/messages';
import type { SiteFile } from '../../../shared/site/schema';
import { BilingualField, type Localised } from './BilingualField';
import { isEmpty, MESSAGE_TEXT, type SectionProps } from './draft';

type Messages = NonNullable<SiteFile['messages']>;

const LABELS = { invite: 'The invitation message', reminder: 'The reminder message' } as const;

/** The words of the messages sent from the couple's phone; each left empty is the site's own (shown as the example). */
export function MessagesSection({ site, set, errorAt }: SectionProps) {
  return (
    <section className="content-editor__group" aria-labelledby="content-messages">
      <h2 id="content-messages">Messages</h2>
      <p className="submissions__text">
        {`Written with ${PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}: each household's message puts in its own name and link. Left empty, the site's own words are sent.`}
      </p>
      {MESSAGE_KINDS.map((kind) => (
        <div key={kind}>
          <BilingualField
            label={LABELS[kind]}
            value={(site.messages?.[kind] ?? '') as Localised}
            maxLength={MESSAGE_TEXT}
            multiline
            error={errorAt(`messages.${kind}`)}
            onChange={(next) =>
              set((d) => {
                const messages: Messages = { ...(d.messages ?? {}) };
                if (isEmpty(next)) delete messages[kind];
                else messages[kind] = next as Messages[typeof kind];
                if (Object.keys(messages).length === 0) delete d.messages;
                else d.messages = messages;
              })
            }
          />
          <details className="content-editor__example">
            <summary>{`The site's own ${kind === 'invite' ? 'invitation' : 'reminder'}`}</summary>
            <p lang="en">{DEFAULT_MESSAGES.en[kind]}</p>
            <p lang="hi">{DEFAULT_MESSAGES.hi[kind]}</p>
          </details>
        </div>
      ))}
    </section>
  );
}
