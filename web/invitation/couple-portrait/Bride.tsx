import { C } from './palette';
import { Beads, Cheeks, Eyes, Face, Jewel } from './parts';

/** The bride, on the left: her lehenga and dupatta, her necklace, maang tikka and earrings. */
export function Bride() {
  return (
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
      <Beads d="M58 326H166M56 348H170M55 370H172" open={false} colour={C.lgold} width={2.5} step={9} />
      <path d="M90 208Q110 246 130 208Z" fill={C.skin} stroke={C.gold} strokeWidth="3" />
      <path d="M64 220Q54 300 58 400H84Q78 300 88 216Z" fill={C.rose} stroke={C.gold} strokeWidth="2.5" />
      <Beads d="M73 236Q66 310 70 400" colour={C.lgold} width={2.5} step={10} />
      <path d="M98 200Q110 210 122 200" fill="none" stroke={C.gold} strokeWidth="4" />
      <Beads d="M94 210Q110 236 126 210" colour={C.lgold} width={3} step={5} />
      <Jewel x={110} y={226} r={4} ruby={1.6} />
      <Face
        skin="M82 148C82 128 94 117 110 117C126 117 138 128 138 148C138 170 125 184 110 184C95 184 82 170 82 148Z"
        hair="M82 152C80 126 92 118 110 117C128 118 140 126 138 152C134 134 124 128 111 126L110 122L109 126C96 128 86 134 82 152Z"
      />
      <path
        d="M62 216C54 130 72 94 110 94C148 94 166 130 158 216H148C154 150 146 106 110 104C74 106 66 150 72 216Z"
        fill={C.rose}
      />
      <path d="M72 216C66 150 74 106 110 104C146 106 154 150 148 216" fill="none" stroke={C.gold} strokeWidth="3" />
      <path d="M110 105V128" stroke={C.gold} strokeWidth="1.5" />
      <Jewel x={110} y={131} r={3.5} ruby={1.5} />
      <circle cx="110" cy="140" r="2.2" fill={C.maroon} />
      <g stroke={C.ink} strokeWidth="2" strokeLinecap="round" fill="none">
        <path d="M95 140Q100 136 105 139M115 139Q120 136 125 140" />
        <path d="M97 146L94 144M123 146L126 144" strokeWidth="1.5" />
        <path d="M110 150Q113 158 108 160" stroke={C.shade} strokeWidth="1.6" />
        <circle cx="114.5" cy="161" r="2.6" stroke={C.gold} strokeWidth="1" />
      </g>
      <Eyes at={[101, 119, 148]} ry={3.4} glint={[146.7, 1.5]} />
      <path d="M102 167Q110 171 118 167Q110 177 102 167Z" fill={C.rose} />
      <Cheeks at={[95, 125, 160]} opacity=".2" />
      <path d="M77 176Q82 164 87 176ZM133 176Q138 164 143 176Z" fill={C.gold} />
      <path
        d="M78 178h0M82 179h0M86 178h0M134 178h0M138 179h0M142 178h0"
        stroke={C.lgold}
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </g>
  );
}
