import { useLayoutEffect, useRef, type ReactNode } from 'react';

import { PATTERN_ROWS } from '@site/contracts/rules/roads/pattern-road';

import styles from './road.module.css';

export interface PlacedMark {
  key: string | number;
  column: number;
  row: number;
  /** what the mark means, read out instead of the drawing */
  label: string;
  mark: ReactNode;
}

/**
 * A road's six-row grid, scrolled to its newest (rightmost) columns whenever a mark is added, so a
 * phone shows the latest rounds first and the member scrolls left for older ones. One empty column
 * is kept at the right, where the next round goes; the grid lines run on to the panel's edge.
 */
export function RoadGrid({ label, marks, cell = 22 }: { label: string; marks: readonly PlacedMark[]; cell?: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const columns = marks.reduce((width, mark) => Math.max(width, mark.column + 1), 0) + 1;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [marks.length, columns]);
  return (
    // A region that takes focus, so a keyboard can scroll back through the older columns too.
    <div className={styles.scroller} ref={scroller} role="region" aria-label={label} tabIndex={0}>
      <ol
        className={styles.grid}
        aria-label={label}
        style={{ ['--cell' as string]: `${cell}px`, width: columns * cell, height: PATTERN_ROWS * cell }}
      >
        {marks.map((mark) => (
          <li
            key={mark.key}
            className={styles.cell}
            aria-label={mark.label}
            style={{ gridColumn: mark.column + 1, gridRow: mark.row + 1 }}
          >
            {mark.mark}
          </li>
        ))}
      </ol>
    </div>
  );
}
