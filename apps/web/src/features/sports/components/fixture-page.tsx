import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { Fixture } from '@site/contracts/api/sports';

import { EmptyState } from '../../../components/ui/empty-state';
import { koSports } from '../../../i18n/ko-sports';
import { fixturePageQuery, type FixtureListParams } from '../api/sports-queries';
import styles from './book.module.css';
import type { RowOptions } from './league-section';
import { LoadFailed } from './load-failed';
import { Pagination } from './pagination';

/** What a book's list of fixtures is given: which fixtures, how their rows behave, what to say when there are none. */
export interface FixtureListProps {
  params: FixtureListParams;
  options: RowOptions;
  emptyText: string;
  onPage: (page: number) => void;
}

/**
 * One page of a book's fixtures, drawn by `children`, with its pages under it; before and instead
 * of it, that it is loading, that it failed (with a retry), or that there are none.
 */
export function FixturePage({
  params,
  options,
  emptyText,
  onPage,
  children,
}: FixtureListProps & {
  /** `stale`: the previous list's fixtures, shown while the next list loads */
  children: (fixtures: Fixture[], stale: boolean) => ReactNode;
}) {
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(fixturePageQuery(options.book, params));

  if (isPending) return <p className={styles.notice}>{koSports.loading}</p>;
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <EmptyState text={emptyText} />;
  return (
    <>
      {children(data.items, isPlaceholderData)}
      <Pagination page={data.page} pageCount={data.pageCount} onPage={onPage} />
    </>
  );
}
