import { contentWords } from '../../../../shared/i18n/admin-content';
import { fill } from '../../../../shared/i18n/fill';
import { useAdminLanguage } from '../../admin-language';
import { useTimeGrammars } from '../../guests/message-sites';
import { type SiteEvent, writtenTime } from '../draft';
import { useShownText } from '../wedding-languages';

/** A time written by hand stays when the start moves; one tap writes it from the start again. */
export function WriteTimeButton({
  event,
  onWrite,
}: {
  event: SiteEvent;
  onWrite: (written: NonNullable<ReturnType<typeof writtenTime>>) => void;
}) {
  const words = contentWords(useAdminLanguage().language);
  const shown = useShownText();
  const written = writtenTime(event.start, event.end, useTimeGrammars());
  if (!written || JSON.stringify(written) === JSON.stringify(event.time)) return null;
  return (
    <button type="button" className="button button--outline button--small" onClick={() => onWrite(written)}>
      {fill(words.writeTime, { time: shown(written) })}
    </button>
  );
}
