import { RING_LAYOUT, ROULETTE_RED_NUMBERS } from '@site/contracts/minigame-wheels';
import type { CSSProperties } from 'react';

import type { StageProps } from './stage-props';
import styles from './stage.module.css';

interface Segment {
  label: string;
  fill: string;
  text: string;
}

/** The European wheel's pockets clockwise from 0. */
const ROULETTE_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
const rouletteSegments: Segment[] = ROULETTE_ORDER.map((n) => ({
  label: String(n),
  fill: n === 0 ? '#2e9d5b' : ROULETTE_RED_NUMBERS.has(n) ? '#c8262c' : '#1b1b1f',
  text: '#fff',
}));

/** The one ring's tiers in RING_LAYOUT's digit order (contracts minigame-wheels.ts). */
const RING_TIERS = [
  { label: '1', fill: '#d93a3a', text: '#fff' },
  { label: '3', fill: '#2f6fd6', text: '#fff' },
  { label: '5', fill: '#2e9d5b', text: '#fff' },
  { label: '10', fill: '#8b5cf6', text: '#fff' },
  { label: '20', fill: '#f5c451', text: '#1b1408' },
  { label: '40', fill: '#111113', text: '#f5c451' },
] as const;
const ringSegments: Segment[] = Array.from(RING_LAYOUT, (digit) => RING_TIERS[Number(digit)] ?? RING_TIERS[0]);

const OUTER = 96;
const INNER = 58;

const point = (radius: number, degrees: number): string => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
};

/** One pocket as a ring sector centred on `centre` degrees (0 at the top, clockwise). */
const sector = (centre: number, width: number): string => {
  const from = centre - width / 2;
  const to = centre + width / 2;
  return `M${point(INNER, from)} L${point(OUTER, from)} A${OUTER} ${OUTER} 0 0 1 ${point(OUTER, to)} L${point(INNER, to)} A${INNER} ${INNER} 0 0 0 ${point(INNER, from)}Z`;
};

function Wheel({ segments, landed, spinning }: { segments: Segment[]; landed: number | null; spinning: boolean }) {
  const step = 360 / segments.length;
  // Five turns, then the landed pocket under the pointer at the top.
  const style = landed === null ? undefined : ({ '--spin-to': `${5 * 360 - landed * step}deg` } as CSSProperties);
  const motion = landed === null ? styles.wheelIdle : '';
  const fontSize = segments.length > 40 ? 9 : 10;
  return (
    <div className={styles.wheelBox}>
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        className={`${styles.wheel} ${motion}`}
        style={{ ...style, animationDuration: spinning ? '1.2s' : undefined }}
        viewBox="-100 -100 200 200"
        aria-hidden="true"
      >
        <circle r="99" fill="#3a2b1d" stroke="#b89067" strokeWidth="3" />
        {segments.map((segment, i) => (
          <g key={i}>
            <path d={sector(i * step, step)} fill={segment.fill} stroke="#b89067" strokeWidth="0.6" />
            <text
              transform={`rotate(${i * step}) translate(0 ${-(OUTER - 11)})`}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize={fontSize}
              fontWeight="700"
              fill={segment.text}
            >
              {segment.label}
            </text>
          </g>
        ))}
        <circle r={INNER - 2} fill="#241b12" stroke="#b89067" strokeWidth="2" />
        <circle r="16" fill="#b89067" />
      </svg>
    </div>
  );
}

/** Roulette (0-36) and the one ring (54 segments): the wheel spins and stops on the drawn pocket. */
export default function WheelStage({ result, drawing, kind }: StageProps & { kind: string }) {
  const shown = drawing ? null : result;
  if (kind === 'onering') {
    const segment = shown?.kind === 'onering' ? shown.segment : null;
    const tier = segment === null ? null : ringSegments[segment];
    return (
      <>
        <Wheel segments={ringSegments} landed={segment} spinning={drawing} />
        {tier && <span className={styles.chip}>{tier.label}</span>}
      </>
    );
  }
  const number = shown?.kind === 'roulette' ? shown.number : null;
  return (
    <>
      <Wheel
        segments={rouletteSegments}
        landed={number === null ? null : ROULETTE_ORDER.indexOf(number)}
        spinning={drawing}
      />
      {number !== null && <span className={styles.chip}>{number}</span>}
    </>
  );
}
