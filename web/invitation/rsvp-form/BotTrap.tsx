import { HONEYPOT_FIELD } from '../../../shared/rsvp/rules';
import { useTexts } from '../../i18n/texts';

/** For bots only: off screen, out of the tab order and hidden from screen readers, so people never fill it. */
export function BotTrap({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const texts = useTexts();
  return (
    <div className="rsvp__trap" aria-hidden="true">
      <label htmlFor="rsvp-website">{texts.honeypotLabel}</label>
      <input
        id="rsvp-website"
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
