import { fill } from '../../shared/i18n/fill';
import type { PageData } from '../../shared/page-data';
import { Filled, useTexts } from '../i18n/texts';
import './Shagun.css';

/** Shagun by UPI, for those who cannot come: shown only when the couple gives a UPI id, in their own words if given. */
export function Shagun({ shagun }: { shagun: PageData['shagun'] }) {
  const texts = useTexts();
  if (!shagun) return null;
  return (
    <section className="shagun" aria-labelledby="shagun-title">
      <h2 id="shagun-title">{texts.shagunTitle}</h2>
      <p>{shagun.note ?? texts.shagunNote}</p>
      <div
        className="shagun__qr"
        role="img"
        aria-label={fill(texts.shagunQr, { payee: shagun.payee })}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own drawing of the UPI link, no guest's text
        dangerouslySetInnerHTML={{ __html: shagun.qr }}
      />
      <a className="button" href={shagun.link}>
        {texts.shagunPay}
      </a>
      <p className="shagun__to">
        <Filled text={texts.shagunTo} values={shagun} />
      </p>
    </section>
  );
}
