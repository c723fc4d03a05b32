import { C } from './palette';

/** Two eyes with a glint of light in each: at x and x + 1 of each eye, at the glint's own height. */
export function Eyes({ at: [left, right, y], ry, glint: [glintY, glintWidth] }: EyesProps) {
  return (
    <>
      <ellipse cx={left} cy={y} rx="3" ry={ry} fill={C.ink} />
      <ellipse cx={right} cy={y} rx="3" ry={ry} fill={C.ink} />
      <path
        d={`M${left + 1} ${glintY}h0M${right + 1} ${glintY}h0`}
        stroke="#fff"
        strokeWidth={glintWidth}
        strokeLinecap="round"
      />
    </>
  );
}

interface EyesProps {
  /** The left eye's x, the right eye's x, and their y. */
  at: readonly [number, number, number];
  ry: number;
  /** The glints' y and the width of their stroke. */
  glint: readonly [number, number];
}

/** A face, and the hair drawn over it. */
export function Face({ skin, hair }: { skin: string; hair: string }) {
  return (
    <>
      <path d={skin} fill={C.skin} />
      <path d={hair} fill={C.hair} />
    </>
  );
}

/** The blush of two cheeks. */
export function Cheeks({ at: [left, right, y], opacity }: { at: readonly [number, number, number]; opacity: string }) {
  return (
    <>
      <circle cx={left} cy={y} r="5" fill={C.rose} opacity={opacity} />
      <circle cx={right} cy={y} r="5" fill={C.rose} opacity={opacity} />
    </>
  );
}

/** A gold jewel with a ruby in its middle. */
export function Jewel({ x, y, r, ruby }: { x: number; y: number; r: number; ruby: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill={C.gold} />
      <circle cx={x} cy={y} r={ruby} fill={C.rose} />
    </>
  );
}

/**
 * A row of round beads along a path: a dashed stroke whose dashes have no length, so each gap is a bead's step.
 * `open` leaves the path unfilled (a curve); a path of straight strokes alone has nothing to fill.
 */
export function Beads({ d, open = true, colour, width, step }: BeadsProps) {
  return (
    <path
      d={d}
      fill={open ? 'none' : undefined}
      stroke={colour}
      strokeWidth={width}
      strokeDasharray={`0 ${step}`}
      strokeLinecap="round"
    />
  );
}

interface BeadsProps {
  d: string;
  open?: boolean;
  colour: string;
  width: number;
  step: number;
}
