import { type JSX, useId } from 'react';
import { Bride } from './couple-portrait/Bride';
import { Garland } from './couple-portrait/Garland';
import { Groom } from './couple-portrait/Groom';
import { C } from './couple-portrait/palette';

/**
 * The couple drawn in wedding attire, when they have sent no photo of their own: on the page (by the server alone, see
 * Hero.tsx) and on the link preview's card.
 */
export function CouplePortrait({ title }: { title: string }): JSX.Element {
  const id = useId();
  const g = `${id.replace(/[^\w-]/g, '')}p`;
  return (
    <svg
      viewBox="0 0 320 380"
      role="img"
      aria-labelledby={id}
      className="couple-portrait"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={id}>{title}</title>
      <defs>
        <linearGradient id={g} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={C.mari} />
          <stop offset="1" stopColor={C.maroon} />
        </linearGradient>
      </defs>
      <Garland />
      <Groom safa={`url(#${g})`} />
      <Bride />
    </svg>
  );
}
