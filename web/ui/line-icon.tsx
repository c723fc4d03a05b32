import { createElement, type SVGProps } from 'react';

// Every icon of the site, lucide's and its own, drawn by this one function. The build (build.mjs, "lineIcons") hands
// each lucide-react icon module this function in place of lucide's own factory, which brings a context, a forwardRef
// and half a dozen helpers to every page for what is here a dozen lines: on a family's first view, about a kilobyte
// and a half less to download.

/** An icon's drawing as lucide-react describes it: SVG elements and their attributes, on a 24 × 24 grid. */
export interface IconData {
  readonly name: string;
  readonly node: ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;
}

export interface LineIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  strokeWidth?: number | string;
}

/**
 * A component drawing `icon` in the line style (round strokes in the text's colour). Decorative unless it is given
 * an aria-label: the words beside an icon say what it means, so it is hidden from screen readers.
 */
export default function lineIcon({ node }: IconData) {
  return ({ size = 24, strokeWidth = 2, ...rest }: LineIconProps) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...(rest['aria-label'] === undefined && { 'aria-hidden': 'true' }),
        ...rest,
      },
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
}
