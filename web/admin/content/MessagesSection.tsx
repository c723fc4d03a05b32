import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import { DEFAULT_MESSAGES, MESSAGE_KINDS, PLACEHOLDERS } from '../../../shared/reach/messages';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { isEmpty, MESSAGE_TEXT, type SectionProps } from './draft';
import { type Localised, LocalTextField } from './LocalTextField';

type Messages = NonNullable<SiteFile['messages']>;

/** The words of the messages sent from the couple's phone; each left empty is the site's own (shown as the example). */
export function MessagesSection({ site, set, errorAt }: SectionProps) {
  const words = contentWords(useAdminLanguage().language);
  const labels = { invite: words.inviteMessage, reminder: words.reminderMessage } as const;
  const examples = { invite: words.ownInvite, reminder: words.ownReminder } as const;
  return (
    <section className="content-editor__group" aria-labelledby="content-messages">
      <h2 id="content-messages">{words.messages}</h2>
      <p className="submissions__text">
        {fill(words.messagesIntro, { names: PLACEHOLDERS.map((name) => `{${name}}`).join(', ') })}
      </p>
      {MESSAGE_KINDS.map((kind) => (
        <div key={kind}>
          <LocalTextField
            label={labels[kind]}
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
            <summary>{examples[kind]}</summary>
            <p lang="en">{DEFAULT_MESSAGES.en[kind]}</p>
            <p lang="hi">{DEFAULT_MESSAGES.hi[kind]}</p>
          </details>
        </div>
      ))}
    </section>
  );
}
