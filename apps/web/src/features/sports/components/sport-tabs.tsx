import { useQuery } from '@tanstack/react-query';

import { sportTabs, type SportTabKey } from '@site/contracts/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import { koSports } from '../../../i18n/ko-sports';
import { sportCountsQuery } from '../api/sports-queries';
import styles from './tabs.module.css';
import { SportTabIcon } from './sport-icon';

/** The sport tabs (전체, 축구 … 기타) with the book's match counts (sports-prematch/sports?{book}=1). */
export function SportTabs({
  book,
  selected,
  onSelect,
}: {
  book: SportsBook;
  selected: SportTabKey;
  onSelect: (tab: SportTabKey) => void;
}) {
  const { data } = useQuery(sportCountsQuery(book));
  const countOf = (key: SportTabKey): number | undefined => data?.find((entry) => entry.key === key)?.cnt;
  return (
    <div className={styles.sportTabs} role="tablist" aria-label={koSports.sportTabsLabel}>
      {sportTabs.map((tab) => {
        const count = countOf(tab.key);
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={tab.key === selected}
            className={styles.sportTab}
            data-tab={tab.key}
            onClick={() => onSelect(tab.key)}
          >
            <SportTabIcon tab={tab.key} size={22} />
            <span className={styles.sportName}>{tab.nameKorean}</span>
            <span className={styles.count} data-testid="sport-count">
              {count ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
