import type { Update } from '../../shared/day/schemas';
import type { Household } from '../../shared/guests/schemas';
import { newsIn } from '../../shared/reach/messages';
import type { Language } from '../../shared/site/languages';

// nodemailer's pool keeps five connections open by default.
const SENDING_AT_ONCE = 5;

/** What an update's e-mail did: sent to each household with an address, and how many had none or bounced at once. */
export interface UpdateMailed {
  readonly sent: number;
  readonly withoutEmail: number;
  readonly failed: number;
  /** The households it went to. */
  readonly mailedTo: readonly number[];
}

/**
 * E-mails an update to its households in one go, through the couple's own mail server (SMTP_URL), from their address
 * (NOTIFY_EMAIL): each household in its language, with its own link, one message each (no household sees another's
 * address). A household without an e-mail address is counted, not skipped silently.
 */
export async function mailUpdate(
  { smtpUrl, from }: { readonly smtpUrl: string; readonly from: string },
  update: Update,
  households: readonly Household[],
  words: (language: Language) => { subject: string },
  linkOf: (household: Household) => string,
  /** Told of each household as soon as its message is accepted: noted at once, so a second try skips it. */
  mailed: (household: Household) => void = () => undefined,
): Promise<UpdateMailed> {
  const { default: nodemailer } = await import('nodemailer');
  const mail = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    connectionTimeout: 10_000,
    socketTimeout: 10_000,
  });
  const mailedTo: number[] = [];
  let failed = 0;
  const withAddress = households.filter((household) => household.email);
  const queue = [...withAddress];
  // A few at a time over the pool's connections: 300 households are a minute, not five.
  const sender = async () => {
    for (let household = queue.shift(); household; household = queue.shift()) {
      try {
        await mail.sendMail({
          from,
          to: household.email ?? '',
          subject: words(household.language).subject,
          text: `${newsIn(update.text, household.language)}\n\n${linkOf(household)}\n`,
        });
        mailedTo.push(household.id);
        mailed(household);
      } catch {
        failed += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: SENDING_AT_ONCE }, sender));
  } finally {
    mail.close();
  }
  return { sent: mailedTo.length, withoutEmail: households.length - withAddress.length, failed, mailedTo };
}
