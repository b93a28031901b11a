import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { EmptyState } from '../../../components/ui/empty-state';
import { koSports } from '../../../i18n/ko-sports';
import { fixturePageQuery, type FixtureListParams } from '../api/sports-queries';
import { groupByLeague } from '../fixture-groups';
import styles from './book.module.css';
import { LoadFailed } from './load-failed';
import { LeagueSection, type RowOptions } from './league-section';
import { Pagination } from './pagination';
import tabStyles from './tabs.module.css';

/** One page of a book's fixtures grouped by league, with its pages, or what to say instead. */
export function BookFixtures({
  params,
  options,
  emptyText,
  onPage,
}: {
  params: FixtureListParams;
  options: RowOptions;
  emptyText: string;
  onPage: (page: number) => void;
}) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(fixturePageQuery(options.book, params));
  const groups = useMemo(() => groupByLeague(data?.items ?? []), [data]);

  if (isPending) return <p className={styles.notice}>{koSports.loading}</p>;
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      <div className={`${styles.list} ${isPlaceholderData ? tabStyles.stale : ''}`} aria-busy={isPlaceholderData}>
        {groups.map((group) => (
          <LeagueSection key={group.leagueId} group={group} options={options} />
        ))}
      </div>
      <Pagination page={data.page} pageCount={data.pageCount} onPage={onPage} />
    </>
  );
}
