import type { TravelWarning } from '../../../shared/page-data';
import { fill, type TravelWords } from '../../i18n/texts';

/** What the site noticed in the journey as saved: an arrival far from the wedding, or leaving before arriving. */
export function TravelWarnings({
  warnings,
  words,
  nameOf,
  arrivalOf,
  dateOf,
}: {
  warnings: readonly TravelWarning[];
  words: TravelWords;
  nameOf: (memberId: number) => string;
  arrivalOf: (memberId: number) => string;
  dateOf: (isoDate: string) => string;
}) {
  if (warnings.length === 0) return null;
  return (
    <ul className="travel__warnings" role="note">
      {warnings.map((warning) => {
        const name = nameOf(warning.memberId);
        const arrival = arrivalOf(warning.memberId);
        return (
          <li key={`${warning.memberId}-${warning.kind}`}>
            {warning.kind === 'far-from-the-wedding'
              ? fill(words.farFromWedding, { name, date: arrival ? dateOf(arrival) : '' })
              : fill(words.leavesBeforeArriving, { name })}
          </li>
        );
      })}
    </ul>
  );
}
