import { useId } from 'react';
import { contentWords } from '../../../shared/i18n/admin-content';
import type { SiteFile } from '../../../shared/site/schema';
import { useAdminLanguage } from '../admin-language';
import { InputField } from '../form/fields';
import { isEmpty, type SectionProps } from './draft';
import { type Localised, LocalTextField } from './LocalTextField';

type Shagun = NonNullable<SiteFile['shagun']>;

/**
 * Shagun by UPI for those who cannot come: off until a UPI id is written here (some families find it improper), then
 * on both invitations with the payee's name and a line in the couple's own words.
 */
export function ShagunSection({ site, set, errorAt }: SectionProps) {
  const id = useId();
  const words = contentWords(useAdminLanguage().language);
  const shagun: Partial<Shagun> = site.shagun ?? {};
  const setShagun = (change: (draft: Partial<Shagun>) => void) =>
    set((d) => {
      const next: Partial<Shagun> = { ...(d.shagun ?? {}) };
      change(next);
      // No UPI id, no shagun on the pages: the rest is kept only with one.
      if (!next.upi && !next.payee && !next.note) delete d.shagun;
      else d.shagun = next as Shagun;
    });
  return (
    <section className="content-editor__group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.shagun}</h2>
      <p>{words.shagunIntro}</p>
      <div className="field">
        <label htmlFor={`${id}-upi`}>{words.shagunUpi}</label>
        <input
          id={`${id}-upi`}
          inputMode="email"
          autoComplete="off"
          maxLength={320}
          value={shagun.upi ?? ''}
          aria-invalid={errorAt('shagun.upi') ? true : undefined}
          aria-describedby={errorAt('shagun.upi') ? `${id}-upi-error` : undefined}
          onChange={(e) =>
            setShagun((draft) => {
              if (e.target.value.trim()) draft.upi = e.target.value.trim();
              else delete draft.upi;
            })
          }
        />
        {errorAt('shagun.upi') ? (
          <p id={`${id}-upi-error`} className="field__error">
            {errorAt('shagun.upi')}
          </p>
        ) : null}
      </div>
      <InputField
        id={`${id}-payee`}
        label={words.shagunPayee}
        maxLength={80}
        value={shagun.payee ?? ''}
        onValue={(payee) =>
          setShagun((draft) => {
            if (payee) draft.payee = payee;
            else delete draft.payee;
          })
        }
      />
      <LocalTextField
        label={words.shagunNote}
        value={(shagun.note ?? '') as Localised}
        maxLength={300}
        error={errorAt('shagun.note')}
        onChange={(next) =>
          setShagun((draft) => {
            if (isEmpty(next)) delete draft.note;
            else draft.note = next as Shagun['note'];
          })
        }
      />
    </section>
  );
}
