import type { CSSProperties } from 'react';

import { koMinigames } from '../../../../i18n/ko-minigames';
import type { StageProps } from './stage-props';
import styles from './stage.module.css';

const t = koMinigames.stage;

function Hwatu({ month, order }: { month: number | null; order: number }) {
  const style = { '--i': order } as CSSProperties;
  if (month === null) {
    return (
      <span className={`${styles.card} ${styles.cardDown}`} style={style} aria-hidden="true">
        <span className={styles.cardBack} />
      </span>
    );
  }
  return (
    <span className={styles.hwatu} style={style} role="img" aria-label={t.month(month)}>
      <span className={styles.hwatuMonth}>{month}</span>
      <span className={styles.hwatuLabel}>{t.monthUnit}</span>
    </span>
  );
}

function Side({
  name,
  colour,
  months,
  first,
}: {
  name: string;
  colour: string;
  months: readonly (number | null)[];
  first: number;
}) {
  return (
    <div className={styles.hand} role="group" aria-label={name}>
      <span className={styles.handName} style={{ background: colour }}>
        {name}
      </span>
      <div className={styles.cards}>
        {months.map((month, i) => (
          <Hwatu key={i} month={month} order={first + i * 2} />
        ))}
      </div>
    </div>
  );
}

/** Go-stop's showdown: two hwatu cards each, dealt player, banker, player, banker. */
export default function GostopStage({ result, drawing }: StageProps) {
  const shown = !drawing && result?.kind === 'gostop' ? result : null;
  return (
    <div className={styles.hands}>
      <Side name={t.player} colour="#2f6fd6" months={shown?.player ?? [null, null]} first={0} />
      <Side name={t.banker} colour="#d93a3a" months={shown?.banker ?? [null, null]} first={1} />
    </div>
  );
}
