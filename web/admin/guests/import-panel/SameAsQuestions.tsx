import type { ImportPlan } from '../../../../shared/guests/admin-shapes';
import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';

/** A new name with a phone or e-mail already on the list: held back as the same family unless ticked as another. */
export function SameAsQuestions({
  id,
  sameAs,
  words,
  asNew,
  onAsNew,
}: {
  id: string;
  sameAs: ImportPlan['sameAs'];
  words: GuestWords;
  asNew: ReadonlySet<string>;
  onAsNew: (ticked: ReadonlySet<string>) => void;
}) {
  return sameAs.map((one, index) => (
    // Named by its question, a paragraph: a legend that long breaks over the fieldset's border.
    <fieldset key={one.household} className="import-panel__same" aria-labelledby={`${id}-same-${index}`}>
      <p id={`${id}-same-${index}`}>{fill(words.sameAsQuestion, one)}</p>
      <label className="choice">
        <input
          type="checkbox"
          checked={asNew.has(one.household)}
          onChange={(e) => {
            const ticked = new Set(asNew);
            if (e.target.checked) ticked.add(one.household);
            else ticked.delete(one.household);
            onAsNew(ticked);
          }}
        />
        <span>{fill(words.addAsNew, one)}</span>
      </label>
      <p>{fill(words.renameHint, one)}</p>
    </fieldset>
  ));
}
