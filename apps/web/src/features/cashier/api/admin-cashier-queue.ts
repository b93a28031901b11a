import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Refusal } from '@site/contracts/api/admin-cashier';
import { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';

import { call, endpointQuery } from '../../../lib/call';
import { membersAndTheirDetailsKey } from '../../members/api/admin-members';
import { cashierAnswersKeys, type CashQueueFilter } from './admin-cashier-keys';
import { ledgersKey } from '../../members/api/admin-money';

export const CASH_PAGE_SIZE = 20;
export const INQUIRY_PAGE_SIZE = 20;
/** How often the tab's count of waiting requests is asked again while the console is open. */
export const COUNTS_POLL_MS = 10_000;

const admin = cashierAdminEndpoints;

/** What waits, polled so that a new request shows without a reload. */
export const useCashierCounts = () => useQuery(endpointQuery(admin.counts, {}, { refetchInterval: COUNTS_POLL_MS }));

/** One queue; the last page stays on screen while the next loads. */
export const useCashRequests = (filter: CashQueueFilter) =>
  useQuery(
    endpointQuery(
      admin.requests,
      {
        query: {
          kind: filter.kind,
          channel: filter.channel,
          status: filter.status,
          userId: filter.userId || undefined,
          page: filter.page,
          size: CASH_PAGE_SIZE,
        },
      },
      // The queue changes as members ask and other operators decide.
      { placeholderData: keepPreviousData, refetchInterval: COUNTS_POLL_MS },
    ),
  );

/** The member's balance, rolling and recent requests beside the request chosen. */
export const useCashContext = (id: number | null) =>
  useQuery(endpointQuery(admin.context, { params: { id: id ?? 0 } }, { enabled: id !== null }));

/** After a decision, or a refusal because another operator decided first: every queue, count and balance. */
function useRefreshCashier() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [...cashierAnswersKeys, membersAndTheirDetailsKey, ledgersKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export type CashDecision = { id: number; action: 'approve' } | { id: number; action: 'refuse'; refusal: Refusal };

/** Approves or refuses; afterwards (success or not) the queues are asked again. */
export function useDecideCashRequest() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: (decision: CashDecision) =>
      decision.action === 'approve'
        ? call(admin.approve, { params: { id: decision.id } })
        : call(admin.refuse, { params: { id: decision.id }, body: decision.refusal }),
    onSettled: refresh,
  });
}

/** The open inquiries to answer, or those answered. */
export const useAccountInquiries = (answered: boolean, page: number) =>
  useQuery(
    endpointQuery(
      admin.inquiries,
      { query: { answered: answered ? 'true' : 'false', page, size: INQUIRY_PAGE_SIZE } },
      { placeholderData: keepPreviousData },
    ),
  );

/** The member gets the settings' account text as a message. */
export function useAnswerInquiry() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: (id: number) => call(admin.answerInquiry, { params: { id } }),
    onSettled: refresh,
  });
}
