import type { CSSProperties } from 'react';

import { koMinigames } from '../../../../i18n/ko-minigames';
import type { StageProps } from './stage-props';
import styles from './stage.module.css';

/** Pip positions on a 3 × 3 grid (0-8), per face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function Die({ face, order }: { face: number | null; order: number }) {
  return (
    <svg
      className={`${styles.die} ${face === null ? styles.dieRolling : ''}`}
      style={{ '--i': order } as CSSProperties}
      viewBox="0 0 60 60"
      role={face === null ? undefined : 'img'}
      aria-label={face === null ? undefined : String(face)}
      aria-hidden={face === null ? true : undefined}
    >
      <rect x="3" y="3" width="54" height="54" rx="11" fill="#fbf7f0" stroke="#b89067" strokeWidth="3" />
      {(PIPS[face ?? 5] ?? []).map((pip) => (
        <circle
          key={pip}
          cx={15 + (pip % 3) * 15}
          cy={15 + Math.floor(pip / 3) * 15}
          r="5.2"
          fill={face === 1 ? '#c8262c' : face === null ? '#c9b9a3' : '#1b1b1f'}
        />
      ))}
    </svg>
  );
}

/** Dice (two) and sicbo (three): thrown in, tumbling to rest, with their total. */
export default function DiceStage({ result, drawing, kind }: StageProps & { kind: string }) {
  const shown = drawing ? null : result;
  const dice = shown?.kind === 'dice' || shown?.kind === 'sicbo' ? shown.dice : null;
  const count = kind === 'sicbo' ? 3 : 2;
  return (
    <>
      <div className={styles.row}>
        {Array.from({ length: count }, (_, i) => (
          <Die key={i} face={dice?.[i] ?? null} order={i} />
        ))}
      </div>
      {dice && <span className={styles.chip}>{koMinigames.stage.total(dice.reduce((a, b) => a + b, 0))}</span>}
    </>
  );
}
