import { type JSX, useId } from 'react';

const C = {
  ivory: '#f5ecd9',
  maroon: '#7a1f3d',
  rose: '#a8324f',
  blush: '#f2d4cf',
  gold: '#b8892b',
  lgold: '#e3c77a',
  mari: '#e8a33d',
  leaf: '#5f7f4f',
  ink: '#3b2418',
  skin: '#b9825a',
  skin2: '#a8714d',
  shade: '#8a5a3c',
  hair: '#2a1911',
};

const r1 = (n: number) => Math.round(n * 10) / 10;
const pt = (a: number, r = 140) => [r1(160 + r * Math.cos(a * Math.PI)), r1(178 + r * Math.sin(a * Math.PI))] as const;
const FLOWERS = Array.from({ length: 13 }, (_, i) => pt(1.08 + i * 0.07));
const LEAVES = Array.from({ length: 12 }, (_, i) => 1.115 + i * 0.07);

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
      {[
        [24.4, 160],
        [24.4, 175],
        [295.6, 160],
        [295.6, 175],
      ].map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x} cy={y} r="6" fill={C.mari} stroke={C.gold} strokeWidth="2" />
      ))}
      {/* groom */}
      <g transform="rotate(-3 214 380)">
        <path d="M240 118L254 116Q264 170 270 226L256 228Q250 170 240 118Z" fill={C.rose} />
        <path
          d="M150 400L154 238Q158 208 190 200L214 196L238 200Q270 208 274 238L278 400Z"
          fill={C.ivory}
          stroke={C.lgold}
          strokeWidth="1.5"
        />
        <path
          d="M238 200Q264 204 272 232L278 400H252Q254 280 238 200Z"
          fill={C.maroon}
          stroke={C.gold}
          strokeWidth="2"
        />
        <path d="M214 210V400" stroke={C.lgold} strokeWidth="8" />
        {[224, 244, 264, 284, 304, 324].map((y) => (
          <circle key={y} cx="214" cy={y} r="3.2" fill={C.gold} />
        ))}
        <path d="M202 168H226L228 200H200Z" fill={C.skin} />
        <ellipse cx="214" cy="178" rx="11" ry="3" fill={C.shade} opacity=".35" />
        <path d="M198 194Q214 204 230 194L232 206Q214 216 196 206Z" fill={C.ivory} stroke={C.gold} strokeWidth="1.5" />
        <path
          d="M190 208Q194 290 214 300Q234 290 238 208"
          fill="none"
          stroke={C.mari}
          strokeWidth="9"
          strokeDasharray="0 9"
          strokeLinecap="round"
        />
        <path
          d="M190 208Q194 290 214 300Q234 290 238 208"
          fill="none"
          stroke={C.gold}
          strokeWidth="3"
          strokeDasharray="0 9"
          strokeLinecap="round"
        />
        <ellipse cx="183" cy="142" rx="5" ry="8" fill={C.skin2} />
        <ellipse cx="245" cy="142" rx="5" ry="8" fill={C.skin2} />
        <path
          d="M184 136C184 116 197 104 214 104C231 104 244 116 244 136C244 162 232 177 214 177C196 177 184 162 184 136Z"
          fill={C.skin}
        />
        <path
          d="M184 122H192Q191 136 189 146Q185 138 184 122ZM244 122H236Q237 136 239 146Q243 138 244 122Z"
          fill={C.hair}
        />
        <path d="M178 124C170 92 186 74 216 72C244 74 258 92 250 124Q214 112 178 124Z" fill={`url(#${g})`} />
        <path
          d="M180 116Q214 100 248 114M182 102Q212 86 246 98M190 86Q214 76 240 84"
          fill="none"
          stroke={C.maroon}
          strokeWidth="3"
        />
        <path d="M214 91C208 74 216 62 228 56C224 70 224 82 219 91Z" fill={C.lgold} />
        <path d="M216 90Q216 72 226 58" fill="none" stroke={C.gold} strokeWidth="1.2" />
        <circle cx="214" cy="96" r="6" fill={C.gold} />
        <circle cx="214" cy="96" r="2.6" fill={C.rose} />
        <g stroke={C.ink} strokeWidth="2.2" strokeLinecap="round" fill="none">
          <path d="M198 128Q204 124 210 127M218 127Q224 124 230 128" />
          <path d="M206 161Q214 166 222 161" stroke={C.maroon} />
          <path d="M214 140Q217 150 212 152" stroke={C.shade} strokeWidth="1.8" />
        </g>
        <ellipse cx="204" cy="137" rx="3" ry="3.6" fill={C.ink} />
        <ellipse cx="224" cy="137" rx="3" ry="3.6" fill={C.ink} />
        <path d="M205 135.6h0M225 135.6h0" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
        <path d="M203 156Q214 150 225 156Q214 158 203 156Z" fill={C.hair} />
        <circle cx="197" cy="152" r="5" fill={C.rose} opacity=".18" />
        <circle cx="231" cy="152" r="5" fill={C.rose} opacity=".18" />
      </g>
      {/* bride */}
      <g transform="rotate(3 110 380)">
        <path
          d="M30 400Q34 262 64 220C54 130 72 94 110 94C148 94 166 130 156 220Q186 262 190 400Z"
          fill={C.rose}
          stroke={C.gold}
          strokeWidth="3"
        />
        <path d="M78 150C76 118 92 106 110 106C128 106 144 118 142 150L146 218H74Z" fill={C.hair} />
        <path d="M99 176H121L124 206H96Z" fill={C.skin} />
        <ellipse cx="110" cy="185" rx="10" ry="3" fill={C.shade} opacity=".35" />
        <path d="M52 400L54 256Q58 218 90 208L110 205L130 208Q162 218 166 256L168 400Z" fill={C.maroon} />
        <path d="M46 400L52 306H168L174 400Z" fill={C.rose} stroke={C.gold} strokeWidth="1.5" />
        <path d="M52 304H168" stroke={C.gold} strokeWidth="6" />
        <path
          d="M58 326H166M56 348H170M55 370H172"
          stroke={C.lgold}
          strokeWidth="2.5"
          strokeDasharray="0 9"
          strokeLinecap="round"
        />
        <path d="M90 208Q110 246 130 208Z" fill={C.skin} stroke={C.gold} strokeWidth="3" />
        <path d="M64 220Q54 300 58 400H84Q78 300 88 216Z" fill={C.rose} stroke={C.gold} strokeWidth="2.5" />
        <path
          d="M73 236Q66 310 70 400"
          fill="none"
          stroke={C.lgold}
          strokeWidth="2.5"
          strokeDasharray="0 10"
          strokeLinecap="round"
        />
        <path d="M98 200Q110 210 122 200" fill="none" stroke={C.gold} strokeWidth="4" />
        <path
          d="M94 210Q110 236 126 210"
          fill="none"
          stroke={C.lgold}
          strokeWidth="3"
          strokeDasharray="0 5"
          strokeLinecap="round"
        />
        <circle cx="110" cy="226" r="4" fill={C.gold} />
        <circle cx="110" cy="226" r="1.6" fill={C.rose} />
        <path
          d="M82 148C82 128 94 117 110 117C126 117 138 128 138 148C138 170 125 184 110 184C95 184 82 170 82 148Z"
          fill={C.skin}
        />
        <path
          d="M82 152C80 126 92 118 110 117C128 118 140 126 138 152C134 134 124 128 111 126L110 122L109 126C96 128 86 134 82 152Z"
          fill={C.hair}
        />
        <path
          d="M62 216C54 130 72 94 110 94C148 94 166 130 158 216H148C154 150 146 106 110 104C74 106 66 150 72 216Z"
          fill={C.rose}
        />
        <path d="M72 216C66 150 74 106 110 104C146 106 154 150 148 216" fill="none" stroke={C.gold} strokeWidth="3" />
        <path d="M110 105V128" stroke={C.gold} strokeWidth="1.5" />
        <circle cx="110" cy="131" r="3.5" fill={C.gold} />
        <circle cx="110" cy="131" r="1.5" fill={C.rose} />
        <circle cx="110" cy="140" r="2.2" fill={C.maroon} />
        <g stroke={C.ink} strokeWidth="2" strokeLinecap="round" fill="none">
          <path d="M95 140Q100 136 105 139M115 139Q120 136 125 140" />
          <path d="M97 146L94 144M123 146L126 144" strokeWidth="1.5" />
          <path d="M110 150Q113 158 108 160" stroke={C.shade} strokeWidth="1.6" />
          <circle cx="114.5" cy="161" r="2.6" stroke={C.gold} strokeWidth="1" />
        </g>
        <ellipse cx="101" cy="148" rx="3" ry="3.4" fill={C.ink} />
        <ellipse cx="119" cy="148" rx="3" ry="3.4" fill={C.ink} />
        <path d="M102 146.7h0M120 146.7h0" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
        <path d="M102 167Q110 171 118 167Q110 177 102 167Z" fill={C.rose} />
        <circle cx="95" cy="160" r="5" fill={C.rose} opacity=".2" />
        <circle cx="125" cy="160" r="5" fill={C.rose} opacity=".2" />
        <path d="M77 176Q82 164 87 176ZM133 176Q138 164 143 176Z" fill={C.gold} />
        <path
          d="M78 178h0M82 179h0M86 178h0M134 178h0M138 179h0M142 178h0"
          stroke={C.lgold}
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
