import { koMinigames } from '../../../../i18n/ko-minigames';
import { KenoNumbers } from './keno-numbers';
import type { StageProps } from './stage-props';
import styles from './stage.module.css';

const t = koMinigames.stage;
const LEFT = 50;
const RIGHT = 150;
const TOP = 34;
const BOTTOM = 186;

/** The two rails: where a line starts at the top and, at the bottom, the end it reaches (홀 left, 짝 right). */
const sides = [
  { x: LEFT, start: 'left', end: 'odd', colour: '#2f6fd6' },
  { x: RIGHT, start: 'right', end: 'even', colour: '#d93a3a' },
] as const;

const rungYs = (lines: number): number[] =>
  Array.from({ length: lines }, (_, i) => TOP + ((BOTTOM - TOP) * (i + 1)) / (lines + 1));

/** The line from the start down the rails, across every rung, to the end: 좌3짝, 좌4홀, 우3홀, 우4짝. */
export function ladderPath(start: 'left' | 'right', lines: number): string {
  let x = start === 'left' ? LEFT : RIGHT;
  const steps = [`M${x} ${TOP - 14}`];
  for (const y of rungYs(lines)) {
    x = x === LEFT ? RIGHT : LEFT;
    steps.push(`V${y}`, `H${x}`);
  }
  steps.push(`V${BOTTOM + 14}`);
  return steps.join(' ');
}

/** Two rails, the drawn number of rungs, and the path traced from the start side to 홀 or 짝. */
export default function LadderStage({ result, drawing }: StageProps) {
  const shown = drawing ? null : result;
  const ladder = shown?.kind === 'ladder' || shown?.kind === 'kenoladder' ? shown : null;
  const lines = ladder?.lines ?? 4;
  // 홀 when the line ends on the left: left with four rungs or right with three.
  const end = ladder && (ladder.start === 'left') === (ladder.lines === 4) ? t.ladderEnd.odd : t.ladderEnd.even;
  const label = ladder ? `${t.ladderStart[ladder.start]} · ${t.ladderLines(ladder.lines)} · ${end}` : undefined;
  return (
    <>
      <svg
        className={styles.ladder}
        viewBox="0 0 200 220"
        role={ladder ? 'img' : undefined}
        aria-label={label}
        aria-hidden={ladder ? undefined : true}
      >
        {sides.map(({ x, start }) => (
          <text key={start} x={x} y={14} textAnchor="middle" fill="#e9d3b8" fontSize="13" fontWeight="700">
            {t.ladderStart[start]}
          </text>
        ))}
        <path
          d={`M${LEFT} ${TOP - 14}V${BOTTOM + 14}M${RIGHT} ${TOP - 14}V${BOTTOM + 14}`}
          stroke="#6b5a48"
          strokeWidth="6"
        />
        {ladder &&
          rungYs(lines).map((y) => <path key={y} d={`M${LEFT} ${y}H${RIGHT}`} stroke="#6b5a48" strokeWidth="6" />)}
        {ladder && (
          <path
            key={`${ladder.start}${ladder.lines}`}
            className={styles.ladderPath}
            d={ladderPath(ladder.start, ladder.lines)}
            pathLength={1}
            fill="none"
            stroke="#f5c451"
            strokeWidth="6"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        )}
        {sides.map(({ x, end, colour }) => (
          <g key={end}>
            <circle cx={x} cy={212} r={9} fill={colour} />
            <text x={x} y={216} textAnchor="middle" fill="#fff" fontSize="11" fontWeight="700">
              {t.ladderEnd[end]}
            </text>
          </g>
        ))}
      </svg>
      {ladder && <span className={styles.chip}>{label}</span>}
      {shown?.kind === 'kenoladder' && <KenoNumbers numbers={shown.numbers} />}
    </>
  );
}
