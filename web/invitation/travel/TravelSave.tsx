import type { TravelWords } from '../../i18n/texts';
import type { SaveStatus } from './use-travel-form';

/** What came of the last save (saved, or what stopped it), and the button that saves. */
export function TravelSave({ status, words }: { status: SaveStatus; words: TravelWords }) {
  return (
    <>
      {status.kind === 'failed' ? (
        <p className="rsvp__problem" role="alert">
          {status.text}
        </p>
      ) : null}
      {status.kind === 'saved' ? (
        <p className="travel__saved" role="status">
          {words.saved}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={status.kind === 'saving'}>
        {status.kind === 'saving' ? words.saving : words.save}
      </button>
    </>
  );
}
