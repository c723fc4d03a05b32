import type { SheetError } from '../../../../shared/guests/admin-shapes';
import type { GuestWords } from '../../../../shared/i18n/admin-guests';

/** Every problem the sheet has, by its row and column, to fix in the sheet before it is imported. */
export function SheetErrors({ errors, words }: { errors: readonly SheetError[]; words: GuestWords }) {
  return (
    <table className="import-panel__errors">
      <thead>
        <tr>
          <th scope="col">{words.row}</th>
          <th scope="col">{words.column}</th>
          <th scope="col">{words.problem}</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={`${error.row}:${error.column}:${error.message}`}>
            <td>{error.row}</td>
            <td>{error.column ?? '—'}</td>
            <td>{error.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
