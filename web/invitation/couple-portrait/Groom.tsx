import { C } from './palette';
import { Beads, Cheeks, Eyes, Face, Jewel } from './parts';

const BUTTONS = [224, 244, 264, 284, 304, 324];
const NECKLACE = 'M190 208Q194 290 214 300Q234 290 238 208';

/** The groom, on the right: his sherwani and necklace, and his safa (filled with the portrait's gradient). */
export function Groom({ safa }: { safa: string }) {
  return (
    <g transform="rotate(-3 214 380)">
      <path d="M240 118L254 116Q264 170 270 226L256 228Q250 170 240 118Z" fill={C.rose} />
      <path
        d="M150 400L154 238Q158 208 190 200L214 196L238 200Q270 208 274 238L278 400Z"
        fill={C.ivory}
        stroke={C.lgold}
        strokeWidth="1.5"
      />
      <path d="M238 200Q264 204 272 232L278 400H252Q254 280 238 200Z" fill={C.maroon} stroke={C.gold} strokeWidth="2" />
      <path d="M214 210V400" stroke={C.lgold} strokeWidth="8" />
      {BUTTONS.map((y) => (
        <circle key={y} cx="214" cy={y} r="3.2" fill={C.gold} />
      ))}
      <path d="M202 168H226L228 200H200Z" fill={C.skin} />
      <ellipse cx="214" cy="178" rx="11" ry="3" fill={C.shade} opacity=".35" />
      <path d="M198 194Q214 204 230 194L232 206Q214 216 196 206Z" fill={C.ivory} stroke={C.gold} strokeWidth="1.5" />
      <Beads d={NECKLACE} colour={C.mari} width={9} step={9} />
      <Beads d={NECKLACE} colour={C.gold} width={3} step={9} />
      <ellipse cx="183" cy="142" rx="5" ry="8" fill={C.skin2} />
      <ellipse cx="245" cy="142" rx="5" ry="8" fill={C.skin2} />
      <Face
        skin="M184 136C184 116 197 104 214 104C231 104 244 116 244 136C244 162 232 177 214 177C196 177 184 162 184 136Z"
        hair="M184 122H192Q191 136 189 146Q185 138 184 122ZM244 122H236Q237 136 239 146Q243 138 244 122Z"
      />
      <path d="M178 124C170 92 186 74 216 72C244 74 258 92 250 124Q214 112 178 124Z" fill={safa} />
      <path
        d="M180 116Q214 100 248 114M182 102Q212 86 246 98M190 86Q214 76 240 84"
        fill="none"
        stroke={C.maroon}
        strokeWidth="3"
      />
      <path d="M214 91C208 74 216 62 228 56C224 70 224 82 219 91Z" fill={C.lgold} />
      <path d="M216 90Q216 72 226 58" fill="none" stroke={C.gold} strokeWidth="1.2" />
      <Jewel x={214} y={96} r={6} ruby={2.6} />
      <g stroke={C.ink} strokeWidth="2.2" strokeLinecap="round" fill="none">
        <path d="M198 128Q204 124 210 127M218 127Q224 124 230 128" />
        <path d="M206 161Q214 166 222 161" stroke={C.maroon} />
        <path d="M214 140Q217 150 212 152" stroke={C.shade} strokeWidth="1.8" />
      </g>
      <Eyes at={[204, 224, 137]} ry={3.6} glint={[135.6, 1.6]} />
      <path d="M203 156Q214 150 225 156Q214 158 203 156Z" fill={C.hair} />
      <Cheeks at={[197, 231, 152]} opacity=".18" />
    </g>
  );
}
