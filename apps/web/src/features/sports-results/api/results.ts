/** GET /sports/results: finished and cancelled fixtures of one Seoul day, by sport tab. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { FixtureResultPage } from '@site/contracts/api/sports';
import type { SportTabKey } from '@site/contracts/sports';

import { api } from '../../../lib/api-client';

export const RESULT_PAGE_SIZE = 30;

export const resultPageQuery = (filter: { tab: SportTabKey; date: string; page: number }) =>
  queryOptions({
    queryKey: ['sports', 'results', filter],
    queryFn: () =>
      api<FixtureResultPage>('sports/results', {
        query: { tab: filter.tab, date: filter.date, page: filter.page, size: RESULT_PAGE_SIZE },
      }),
    // Fixtures finish all day; today's list fills in while it is open.
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
