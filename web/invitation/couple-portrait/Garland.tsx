import { C } from './palette';

const r1 = (n: number) => Math.round(n * 10) / 10;
/** A point on the circle around the couple, at an angle in half-turns (0 is the right, 0.5 the bottom). */
const pt = (a: number, r = 140) => [r1(160 + r * Math.cos(a * Math.PI)), r1(178 + r * Math.sin(a * Math.PI))] as const;
const FLOWERS = Array.from({ length: 13 }, (_, i) => pt(1.08 + i * 0.07));
const LEAVES = Array.from({ length: 12 }, (_, i) => 1.115 + i * 0.07);
/** Two marigolds hanging at each end of the garland. */
const ENDS = [
  [24.4, 160],
  [24.4, 175],
  [295.6, 160],
  [295.6, 175],
];

/** The circle behind the couple and the marigold garland over its top, its ends hanging down either side. */
export function Garland() {
  return (
    <>
      <circle cx="160" cy="178" r="140" fill={C.blush} stroke={C.lgold} strokeWidth="3" />
      <circle cx="160" cy="178" r="128" fill="none" stroke={C.gold} strokeWidth="1" strokeDasharray="2 5" />
      {LEAVES.map((a, i) => {
        const [x, y] = pt(a, i % 2 ? 133 : 147);
        return (
          <ellipse
            key={a}
            cx={x}
            cy={y}
            rx="8"
            ry="3.5"
            fill={C.leaf}
            transform={`rotate(${r1(a * 180 + 90)} ${x} ${y})`}
          />
        );
      })}
      {FLOWERS.map(([x, y]) => (
        <g key={x}>
          <circle cx={x} cy={y} r="8" fill={C.mari} />
          <circle cx={x} cy={y} r="3.5" fill={C.gold} />
        </g>
      ))}
      {ENDS.map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x} cy={y} r="6" fill={C.mari} stroke={C.gold} strokeWidth="2" />
      ))}
    </>
  );
}
