import type { LiveTvSport } from '@site/contracts/api/livetv';

/** Every drawing is 200 × 120: the feed's ball positions (hundredths) times 2 and 1.2. */
export const FIELD_WIDTH = 200;
export const FIELD_HEIGHT = 120;

const LINE = { fill: 'none', stroke: 'rgba(255,255,255,0.55)', strokeWidth: 0.8 } as const;

/** A football pitch, mown in stripes, with its boxes, centre circle and goals. */
function Pitch() {
  return (
    <g>
      <rect width={FIELD_WIDTH} height={FIELD_HEIGHT} fill="#2f7a3b" />
      {Array.from({ length: 10 }, (_, index) => (
        <rect key={index} x={index * 20} width={10} height={FIELD_HEIGHT} fill="#2b7036" />
      ))}
      <rect x={4} y={4} width={192} height={112} {...LINE} />
      <line x1={100} y1={4} x2={100} y2={116} {...LINE} />
      <circle cx={100} cy={60} r={14} {...LINE} />
      <circle cx={100} cy={60} r={1} fill="rgba(255,255,255,0.7)" />
      <rect x={4} y={30} width={28} height={60} {...LINE} />
      <rect x={168} y={30} width={28} height={60} {...LINE} />
      <rect x={4} y={46} width={10} height={28} {...LINE} />
      <rect x={186} y={46} width={10} height={28} {...LINE} />
      <rect x={0} y={53} width={4} height={14} fill="rgba(255,255,255,0.8)" />
      <rect x={196} y={53} width={4} height={14} fill="rgba(255,255,255,0.8)" />
    </g>
  );
}

/** A basketball court in wood, with its keys, three-point arcs and hoops. */
function Court() {
  return (
    <g>
      <rect width={FIELD_WIDTH} height={FIELD_HEIGHT} fill="#7a5a3a" />
      {Array.from({ length: 12 }, (_, index) => (
        <rect key={index} y={index * 10} width={FIELD_WIDTH} height={5} fill="#735536" />
      ))}
      <rect x={4} y={4} width={192} height={112} {...LINE} stroke="rgba(255,255,255,0.8)" />
      <line x1={100} y1={4} x2={100} y2={116} {...LINE} stroke="rgba(255,255,255,0.8)" />
      <circle cx={100} cy={60} r={12} {...LINE} stroke="rgba(255,255,255,0.8)" />
      <rect
        x={4}
        y={44}
        width={38}
        height={32}
        fill="rgba(93,143,214,0.25)"
        {...{ stroke: 'rgba(255,255,255,0.8)', strokeWidth: 0.8 }}
      />
      <rect
        x={158}
        y={44}
        width={38}
        height={32}
        fill="rgba(224,121,90,0.25)"
        {...{ stroke: 'rgba(255,255,255,0.8)', strokeWidth: 0.8 }}
      />
      <path d="M4 12 H22 A48 48 0 0 1 22 108 H4" {...LINE} stroke="rgba(255,255,255,0.8)" />
      <path d="M196 12 H178 A48 48 0 0 0 178 108 H196" {...LINE} stroke="rgba(255,255,255,0.8)" />
      <circle cx={13} cy={60} r={3} fill="none" stroke="#e0795a" strokeWidth={1.2} />
      <circle cx={187} cy={60} r={3} fill="none" stroke="#e0795a" strokeWidth={1.2} />
    </g>
  );
}

/** A volleyball court: two halves, the attack lines and the net across the middle. */
function VolleyCourt() {
  return (
    <g>
      <rect width={FIELD_WIDTH} height={FIELD_HEIGHT} fill="#1f4f7a" />
      <rect x={20} y={14} width={160} height={92} fill="#d08a4a" />
      <rect x={20} y={14} width={160} height={92} {...LINE} stroke="#fff" strokeWidth={1} />
      <line x1={73} y1={14} x2={73} y2={106} {...LINE} stroke="#fff" />
      <line x1={127} y1={14} x2={127} y2={106} {...LINE} stroke="#fff" />
      <line x1={100} y1={8} x2={100} y2={112} stroke="#f3f3f3" strokeWidth={2} />
      <line x1={100} y1={8} x2={100} y2={112} stroke="#333" strokeWidth={0.6} strokeDasharray="1.5 1.5" />
    </g>
  );
}

export function FieldDrawing({ sport }: { sport: LiveTvSport }) {
  if (sport === 'football') return <Pitch />;
  if (sport === 'basketball') return <Court />;
  return <VolleyCourt />;
}
