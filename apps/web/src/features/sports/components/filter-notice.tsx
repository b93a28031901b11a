import { useQuery } from '@tanstack/react-query';

import { sportNameKorean } from '@site/contracts/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import { koSports } from '../../../i18n/ko-sports';
import { fixturePageQuery, type FixtureListParams } from '../api/sports-queries';
import { isFiltered, type BookQuery } from '../book-query';
import styles from './tabs.module.css';

/** The side menu's choice (sport, location, league) the list is narrowed to, with a way back to the tab. */
export function FilterNotice({
  book,
  query,
  params,
  onClear,
}: {
  book: SportsBook;
  query: BookQuery;
  params: FixtureListParams;
  onClear: () => void;
}) {
  // The names come with the fixtures: the list fetched for these filters holds them.
  const { data: first } = useQuery({
    ...fixturePageQuery(book, params),
    select: (page) => page.items[0],
    enabled: isFiltered(query),
  });
  if (!isFiltered(query)) return null;
  const parts = [
    query.sportId !== undefined ? sportNameKorean(query.sportId) : '',
    query.locationId !== undefined ? (first?.locationNameKorean ?? '') : '',
    query.league !== undefined ? (first?.leagueNameKorean ?? '') : '',
  ].filter(Boolean);
  return (
    <div className={styles.filter}>
      <span className={styles.filterLabel}>{koSports.filterLabel}</span>
      <span className={styles.filterValue}>{parts.join(' · ')}</span>
      <button type="button" className={styles.filterClear} onClick={onClear}>
        {koSports.clearFilter}
      </button>
    </div>
  );
}
