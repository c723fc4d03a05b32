import type { GuestWords } from '../../../../shared/i18n/admin-guests';

/** What the couple can do with one household, each a button of the card. */
export interface HouseholdActions {
  onCopyLink: () => void;
  /** Opens or closes the household's message and the ways to send it. */
  onSend: () => void;
  onNewLink: () => void;
  onEdit: () => void;
  onRecord: () => void;
  onDelete: () => void;
  /** Asks the household about its journey and stay, or no longer. */
  onTravelling: () => void;
}

/** The card's buttons: send its message first, then the rest outlined; "ask about travel" shows whether it is on. */
export function CardActions({
  words,
  sending,
  travelling,
  onSend,
  onCopyLink,
  onEdit,
  onRecord,
  onNewLink,
  onTravelling,
  onDelete,
}: HouseholdActions & { words: GuestWords; sending: boolean; travelling: boolean }) {
  const outlined: ReadonlyArray<readonly [string, () => void, boolean?]> = [
    [words.copyLink, onCopyLink],
    [words.edit, onEdit],
    [words.record, onRecord],
    [words.newLink, onNewLink],
    [words.askTravel, onTravelling, travelling],
    [words.delete, onDelete],
  ];
  return (
    <div className="household-card__actions">
      <button type="button" className="button button--small" aria-expanded={sending} onClick={onSend}>
        {words.send}
      </button>
      {outlined.map(([label, onClick, pressed]) => (
        <button
          key={label}
          type="button"
          className="button button--outline button--small"
          aria-pressed={pressed}
          onClick={onClick}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
