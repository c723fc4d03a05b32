import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { GUEST_LIMITS } from '../../../../shared/limits/guests';

export interface Contact {
  phone: string;
  email: string;
  notes: string;
}

/** How the household is reached, and the couple's own notes on it. */
export function ContactFields({
  id,
  words,
  contact,
  onChange,
}: {
  id: string;
  words: GuestWords;
  contact: Contact;
  onChange: (next: Contact) => void;
}) {
  return (
    <>
      <div className="household-form__row">
        <div className="field">
          <label htmlFor={`${id}-phone`}>{words.phone}</label>
          <input
            id={`${id}-phone`}
            type="tel"
            value={contact.phone}
            maxLength={GUEST_LIMITS.phoneMaxLength}
            onChange={(e) => onChange({ ...contact, phone: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{words.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            value={contact.email}
            maxLength={GUEST_LIMITS.emailMaxLength}
            onChange={(e) => onChange({ ...contact, email: e.target.value })}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>{words.notes}</label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          maxLength={GUEST_LIMITS.noteMaxLength}
          value={contact.notes}
          onChange={(e) => onChange({ ...contact, notes: e.target.value })}
        />
      </div>
    </>
  );
}
