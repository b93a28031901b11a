import Box from '@mui/material/Box';

import { ROULETTE_CHICKEN, ROULETTE_MISS, ROULETTE_PIZZA } from '@site/contracts/api/roulette-codes';

import { koRoulette } from '../../../i18n/ko-roulette';

const t = koRoulette.segment;

/** SPEC.md §9: the spin animation runs 2 s. */
export const SPIN_MS = 2_000;
const SPINS_BEFORE_LANDING = 5;

const segmentColors = ['#b8322f', '#1f1b17', '#c9a24a', '#1f1b17'];

/** The short label a segment has room for: '치킨', '꽝', '1만P', '2.5만P'. */
export function segmentLabel(code: number): string {
  if (code === ROULETTE_CHICKEN) return t.chicken;
  if (code === ROULETTE_PIZZA) return t.pizza;
  if (code === ROULETTE_MISS) return t.miss;
  return code % 1_000 === 0 ? t.tenThousands(code / 10_000) : `${code.toLocaleString('ko-KR')}P`;
}

/**
 * The wheel's turn (degrees, clockwise, growing) that brings `index` of `count` segments under the
 * pointer at the top after whole turns: segment i spans [i, i + 1) × 360/count from the top.
 */
export function landingRotation(current: number, index: number, count: number): number {
  const segment = 360 / count;
  const stop = (360 - (index * segment + segment / 2)) % 360;
  const base = current - (current % 360) + SPINS_BEFORE_LANDING * 360;
  return base + stop;
}

const polar = (angle: number, radius: number) => {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [100 + radius * Math.cos(radians), 100 + radius * Math.sin(radians)] as const;
};

/** The wheel: its prizes in order round the rim, a pointer on top, turned to `rotation` degrees. */
export function RouletteWheelArt({ prizes, rotation }: { prizes: readonly number[]; rotation: number }) {
  const segment = 360 / prizes.length;
  return (
    <Box sx={{ position: 'relative', width: 'min(320px, 76vw)', aspectRatio: '1', mx: 'auto' }}>
      <Box
        component="svg"
        viewBox="0 0 200 200"
        role="img"
        aria-label={prizes.map(segmentLabel).join(', ')}
        data-rotation={rotation}
        sx={{
          width: '100%',
          height: '100%',
          transform: `rotate(${rotation}deg)`,
          transition: `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.7, 0.2, 1)`,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <circle cx="100" cy="100" r="98" fill="#c9a24a" />
        {prizes.map((code, index) => {
          const [x1, y1] = polar(index * segment, 92);
          const [x2, y2] = polar((index + 1) * segment, 92);
          const [tx, ty] = polar(index * segment + segment / 2, 64);
          const fill = segmentColors[index % segmentColors.length];
          return (
            <g key={code}>
              <path d={`M100 100 L${x1} ${y1} A92 92 0 0 1 ${x2} ${y2} Z`} fill={fill} stroke="#3a2f22" />
              <text
                x={tx}
                y={ty}
                fill={fill === '#c9a24a' ? '#1f1b17' : '#fff'}
                fontSize="12"
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${index * segment + segment / 2} ${tx} ${ty})`}
              >
                {segmentLabel(code)}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="16" fill="#1f1b17" stroke="#c9a24a" strokeWidth="3" />
      </Box>
      <Box
        component="svg"
        viewBox="0 0 20 24"
        aria-hidden
        sx={{ position: 'absolute', top: -6, left: '50%', width: 26, transform: 'translateX(-50%)' }}
      >
        <path d="M2 0h16L10 24z" fill="#f5f0e6" stroke="#1f1b17" strokeWidth="1.5" />
      </Box>
    </Box>
  );
}
