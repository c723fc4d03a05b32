import type { Household } from '../../shared/guests/schemas';
import type { Update } from '../../shared/day/schemas';

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
  words: (language: 'en' | 'hi') => { subject: string },
  linkOf: (household: Household) => string,
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
  try {
    for (const household of withAddress) {
      const language = household.language === 'hi' ? 'hi' : 'en';
      const text = language === 'hi' ? (update.text.hi ?? update.text.en) : update.text.en;
      try {
        await mail.sendMail({
          from,
          to: household.email ?? '',
          subject: words(language).subject,
          text: `${text}\n\n${linkOf(household)}\n`,
        });
        mailedTo.push(household.id);
      } catch {
        failed += 1;
      }
    }
  } finally {
    mail.close();
  }
  return { sent: mailedTo.length, withoutEmail: households.length - withAddress.length, failed, mailedTo };
}
