import { useContext } from 'react';
import { contentWords } from '../../../shared/i18n/admin-content';
import { fill } from '../../../shared/i18n/fill';
import { MESSAGE_KINDS, PLACEHOLDERS } from '../../../shared/reach/messages';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { MessageSitesContext } from '../guests/message-sites';
import { isEmpty, MESSAGE_TEXT, type SectionProps } from './draft';
import { type Localised, LocalTextField } from './LocalTextField';

type Messages = NonNullable<SiteFile['messages']>;

/** The words of the messages sent from the couple's phone; each left empty is the site's own (shown as the example). */
export function MessagesSection({ site, set, errorAt }: SectionProps) {
  const words = contentWords(useAdminLanguage().language);
  const labels = { invite: words.inviteMessage, reminder: words.reminderMessage } as const;
  const examples = { invite: words.ownInvite, reminder: words.ownReminder } as const;
  // The site's own words in each of the wedding's languages, from the page's data.
  const own = Object.entries(useContext(MessageSitesContext) ?? {});
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
            {own.map(([language, inLanguage]) => (
              <p key={language} lang={language} dir="auto">
                {inLanguage.words[kind]}
              </p>
            ))}
          </details>
        </div>
      ))}
    </section>
  );
}
