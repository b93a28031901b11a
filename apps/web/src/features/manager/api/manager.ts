/** The partner console's calls (/api/manager/*): all read-only, all about the partner's own subtree. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { managerEndpoints } from '@site/contracts/endpoints/manager';

import { endpointQuery } from '../../../lib/call';

export const MEMBER_PAGE_SIZE = 20;
export const MEMBER_DETAIL_PAGE_SIZE = 10;

export const useOverview = () => useQuery(endpointQuery(managerEndpoints.overview, {}, { staleTime: 0 }));

export const useTreeMembers = (q: string, page: number) =>
  useQuery(
    endpointQuery(
      managerEndpoints.members,
      { query: { page, size: MEMBER_PAGE_SIZE, ...(q ? { q } : {}) } },
      { placeholderData: keepPreviousData },
    ),
  );

export const useMemberCash = (id: number, page: number) =>
  useQuery(
    endpointQuery(
      managerEndpoints.memberCash,
      { params: { id }, query: { page, size: MEMBER_DETAIL_PAGE_SIZE } },
      { placeholderData: keepPreviousData },
    ),
  );

export const useMemberBets = (id: number, page: number) =>
  useQuery(
    endpointQuery(
      managerEndpoints.memberBets,
      { params: { id }, query: { page, size: MEMBER_DETAIL_PAGE_SIZE } },
      { placeholderData: keepPreviousData },
    ),
  );

export const useDaily = (from: string, to: string, enabled: boolean) =>
  useQuery(
    endpointQuery(managerEndpoints.daily, { query: { from, to } }, { placeholderData: keepPreviousData, enabled }),
  );

export const useSubPartners = (from: string, to: string, enabled: boolean) =>
  useQuery(
    endpointQuery(
      managerEndpoints.subPartners,
      { query: { from, to } },
      { placeholderData: keepPreviousData, enabled },
    ),
  );
