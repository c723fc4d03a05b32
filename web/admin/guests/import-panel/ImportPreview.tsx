import type { GuestWords } from '../../../../shared/i18n/admin-guests';
import { fill } from '../../../../shared/i18n/fill';
import { SameAsQuestions } from './SameAsQuestions';
import { SheetErrors } from './SheetErrors';
import type { SheetResult } from './send-sheet';

/** What the sheet would do: households added, changed, brought back or asked about, and each row's problem. */
export function ImportPreview({
  id,
  fileName,
  preview,
  words,
  asNew,
  onAsNew,
}: {
  id: string;
  fileName: string;
  preview: SheetResult;
  words: GuestWords;
  asNew: ReadonlySet<string>;
  onAsNew: (ticked: ReadonlySet<string>) => void;
}) {
  const { errors, greetedByName } = preview;
  return (
    <div role="status">
      <p>
        {fill(words.preview, {
          file: fileName,
          created: preview.created,
          updated: preview.updated,
          unchanged: preview.unchanged,
        })}
        {errors.length === 0
          ? '.'
          : errors.length === 1
            ? words.problemFirst
            : fill(words.problemsFirst, { count: errors.length })}
      </p>
      {preview.ignored.length > 0 ? <p>{fill(words.ignored, { columns: preview.ignored.join(', ') })}</p> : null}
      {preview.adding.length > 0 ? <p>{fill(words.adding, { names: preview.adding.join(', ') })}</p> : null}
      {preview.readAs.length > 0 ? (
        <ul className="import-panel__changes">
          {preview.readAs.map((one) => (
            <li key={one.word}>{fill(words.readAs, { ...one, rows: one.rows.join(', ') })}</li>
          ))}
        </ul>
      ) : null}
      {greetedByName.count > 0 ? (
        <p>
          {fill(greetedByName.count === 1 ? words.greetedByName.one : words.greetedByName.other, {
            count: greetedByName.count,
            examples: greetedByName.examples.map((name) => `“${name}”`).join(', '),
          })}
        </p>
      ) : null}
      {preview.returning.length > 0 ? (
        <ul className="import-panel__changes">
          {preview.returning.map((one) => (
            <li key={one.household}>
              {fill(words.bringsBack, { household: one.household, date: one.deletedAt.slice(0, 10) })}
            </li>
          ))}
        </ul>
      ) : null}
      <SameAsQuestions id={id} sameAs={preview.sameAs} words={words} asNew={asNew} onAsNew={onAsNew} />
      {preview.changes.length > 0 ? (
        <ul className="import-panel__changes">
          {preview.changes.map((change) => (
            <li key={change.household}>
              {change.household}: {change.changes.join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
      {errors.length > 0 ? <SheetErrors errors={errors} words={words} /> : null}
    </div>
  );
}
