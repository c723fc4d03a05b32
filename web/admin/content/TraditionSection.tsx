import { lazy, Suspense } from 'react';
import type { SiteFile } from '../../../shared/site/schema';
import type { SectionProps } from './draft';

// A chunk of its own, fetched as the room opens: the room's own download stays what it was.
const TraditionChooser = lazy(() => import('./traditions/TraditionChooser'));

/** "Start from a tradition": a wedding of the couple's tradition loaded into the draft (traditions/). */
export function TraditionSection(props: SectionProps & { saved: SiteFile }) {
  return (
    <Suspense fallback={null}>
      <TraditionChooser {...props} />
    </Suspense>
  );
}
