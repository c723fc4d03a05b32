import type { TravelWarning } from '../../../shared/page-data';
import { Filled, type TravelWords } from '../../i18n/texts';

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
            <Filled
              text={warning.kind === 'far-from-the-wedding' ? words.farFromWedding : words.leavesBeforeArriving}
              values={{ name, date: arrival ? dateOf(arrival) : '' }}
            />
          </li>
        );
      })}
    </ul>
  );
}
