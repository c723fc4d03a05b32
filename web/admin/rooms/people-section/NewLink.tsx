import { useEffect, useState } from 'react';
import { type SettingsWords, signupInvitation } from '../../../../shared/i18n/admin-settings';
import { fill } from '../../../../shared/i18n/fill';
import { keepRoomWords, roomWordsIn } from '../../../../shared/i18n/room-words';
import { smsLink, whatsAppLink } from '../../../../shared/reach/share-links';
import type { Language } from '../../../../shared/site/languages';
import { toast } from '../../../ui/useToast';

/** The link just made for a person, and the ways to send it from the couple's phone. */
export function NewLink({
  name,
  reads,
  link,
  qr,
  words,
  onDone,
}: {
  name: string;
  /** The language the person reads: their message is written in it. */
  reads: Language;
  link: string;
  qr: string;
  words: SettingsWords;
  onDone: () => void;
}) {
  const text = signupInvitation(reads, name, link);
  // The message is in the language the person reads, which may not be the couple's: its words are fetched if need be.
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (roomWordsIn(reads, 'signupInvitation') !== null) return;
    void import('../../admin-words').then(async ({ adminWordsIn }) => {
      const arrived = await adminWordsIn(reads);
      if (!arrived) return;
      keepRoomWords(reads, arrived.rooms);
      setArrived(true);
    });
  }, [reads]);
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
