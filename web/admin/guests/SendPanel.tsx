import { useContext } from 'react';
import { greetingIn } from '../../../shared/guests/greeting';
import type { Household } from '../../../shared/guests/schemas';
import { sendingWords } from '../../../shared/i18n/admin-sending';
import { fill } from '../../../shared/i18n/fill';
import { coupleNames, householdMessage, messageSubject, type WalkKind } from '../../../shared/reach/messages';
import { mailLink, smsLink, whatsAppLink } from '../../../shared/reach/share-links';
import type { Site } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { phoneToFix } from './household-filter';
import { LinkAddressWarning } from './LinkAddressWarning';
import { LinkAddressContext, linksMayGo } from './link-address';
import { useMessageSite } from './message-sites';

export type SendChannel = 'whatsapp' | 'sms' | 'email' | 'copy';

/** A message written elsewhere (an update), sent the same ways: its text, an e-mail's subject, and its label. */
export interface WrittenMessage {
  readonly text: string;
  readonly subject: string;
  readonly label: string;
}

/**
 * One household's message, with a button per way of sending it from the couple's own phone. Each opens the app
 * with the message written (the couple still presses send there), and tells the list it went.
 */
export function SendPanel({
  household,
  kind,
  written,
  onSent,
  onCopy,
}: {
  /** Not read: the message is made from the content in the household's language, with its words (useMessageSite). */
  site: Site;
  household: Household;
  kind: WalkKind;
  /** Sent instead of the walk's own message for `kind`. */
  written?: WrittenMessage;
  onSent: (channel: SendChannel) => void;
  onCopy: (text: string) => Promise<boolean>;
}) {
  const link = new URL(household.link, window.location.origin).href;
  // In the household's language: its template and the couple's names and deadline as site.json gives them in it.
  const inLanguage = useMessageSite(household.language);
  // The household as its guests are greeted in their language, not the name the couple files it under.
  const message =
    written?.text ??
    householdMessage(
      inLanguage.site,
      kind,
      { name: greetingIn(household, inLanguage.language), link },
      inLanguage.words,
    );
  const couple = coupleNames(inLanguage.site.couple, inLanguage.words);
  const subject = written?.subject ?? messageSubject(kind, couple, inLanguage.words);
  const phone = household.phoneInternational;
  // A message whose link no guest's phone can open is not sent without the couple saying they know.
  const mayGo = linksMayGo(useContext(LinkAddressContext));
  const words = sendingWords(useAdminLanguage().language);
  return (
    <div className="send-panel">
      <p
        className="send-panel__message"
        role="note"
        aria-label={
          written?.label ??
          fill(kind === 'invite' ? words.invitationFor : kind === 'stay' ? words.stayFor : words.reminderFor, {
            name: household.name,
          })
        }
      >
        {message}
      </p>
      {phoneToFix(household) ? (
        <p className="household-card__warning" role="note">
          {fill(words.phoneUnreadable, { phone: household.phone ?? '' })}
        </p>
      ) : null}
      {mayGo ? null : <LinkAddressWarning />}
      {mayGo ? (
        <div className="household-card__actions">
          <a
            className="button button--small"
            href={whatsAppLink(phone, message)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onSent('whatsapp')}
          >
            {phone ? 'WhatsApp' : words.whatsAppChoose}
          </a>
          {phone ? (
            <a
              className="button button--outline button--small"
              href={smsLink(phone, message)}
              onClick={() => onSent('sms')}
            >
              SMS
            </a>
          ) : null}
          {household.email ? (
            <a
              className="button button--outline button--small"
              href={mailLink(household.email, subject, message)}
              onClick={() => onSent('email')}
            >
              {words.email}
            </a>
          ) : null}
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => void onCopy(message).then((copied) => copied && onSent('copy'))}
          >
            {words.copyMessage}
          </button>
        </div>
      ) : null}
    </div>
  );
}
