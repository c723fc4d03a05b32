import type { Update } from '../../../../shared/day/schemas';
import { daysWords } from '../../../../shared/i18n/admin-days';
import { whatsAppLink } from '../../../../shared/reach/share-links';
import { toast } from '../../../ui/useToast';
import { useAdminLanguage } from '../../admin-language';
import { OutlineButton } from '../../form/fields';
import { copyText } from '../../guests/copy-text';

/** The message for the family's groups: the update in each language it was written in, and the invitation's link. */
const groupMessage = (update: Update, siteAddress: string) =>
  [...Object.values(update.text), siteAddress].filter(Boolean).join('\n\n');

/** An update to the family's groups: shared on WhatsApp, or copied for any other. */
export function GroupShare({ update, siteAddress }: { update: Update; siteAddress: string }) {
  const words = daysWords(useAdminLanguage().language);
  return (
    <div className="household-form__actions">
      <span>{words.toGroups}:</span>
      <a
        className="button button--small"
        href={whatsAppLink(null, groupMessage(update, siteAddress))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {words.shareWhatsApp}
      </a>
      <OutlineButton
        onClick={() =>
          void copyText(groupMessage(update, siteAddress), words.copyPrompt).then((copied) => {
            if (copied) toast({ title: words.copied });
          })
        }
      >
        {words.copyMessage}
      </OutlineButton>
    </div>
  );
}
