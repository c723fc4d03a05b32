import type { Site } from '../../shared/site/schema';
import './WaveDivider.css';

/** The edge between two bands, in each look's own shape: waves, a marigold garland's scallops, or pointed arches. */
const EDGES: Record<NonNullable<Site['theme']>, string> = {
  maroon: 'M0 40c120-26 240-26 360 0s240 26 360 0 240-26 360 0 240 26 360 0v40H0z',
  // Twelve scallops, as a garland hangs.
  marigold: `M0 80V44${'a60 30 0 0 1 120 0'.repeat(12)}V80z`,
  // Nine pointed arches, as a mehrab is drawn.
  pastel: `M0 80V50${'c20 0 60-10 80-40c20 30 60 40 80 40'.repeat(9)}V80z`,
};

/** A decorative edge between two sections; `flipped` turns it 180° for the lower edge of a band. */
export function WaveDivider({
  look = 'maroon',
  flipped = false,
  className = '',
}: {
  look?: Site['theme'];
  flipped?: boolean;
  className?: string;
}) {
  return (
    <div className={`wave${flipped ? ' wave--flipped' : ''} ${className}`} aria-hidden="true">
      <svg viewBox="0 0 1440 80" preserveAspectRatio="none" focusable="false" aria-hidden="true">
        <path d={EDGES[look]} />
      </svg>
    </div>
  );
}
