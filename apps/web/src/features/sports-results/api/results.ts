/** GET /sports/results: finished and cancelled fixtures of one Seoul day, by sport tab. */
import { keepPreviousData } from '@tanstack/react-query';

import { sportsEndpoints } from '@site/contracts/endpoints/sports';
import type { SportTabKey } from '@site/contracts/sports';

import { endpointQuery } from '../../../lib/call';

export const RESULT_PAGE_SIZE = 30;

export const resultPageQuery = (filter: { tab: SportTabKey; date: string; page: number }) =>
  endpointQuery(
    sportsEndpoints.results,
    { query: { tab: filter.tab, date: filter.date, page: filter.page, size: RESULT_PAGE_SIZE } },
    // Fixtures finish all day; today's list fills in while it is open.
    { refetchInterval: 60_000, placeholderData: keepPreviousData },
  );
