import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { z } from 'zod';

import {
  adminCashierPaths,
  type accountInquiryPageSchema,
  type AdminCashPage,
  type CashContext,
  type CashierCounts,
  type Refusal,
} from '@site/contracts/api/admin-cashier';

import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { adminPath, cashierKeys, type CashQueueFilter } from './cashier-keys';

export const CASH_PAGE_SIZE = 20;
export const INQUIRY_PAGE_SIZE = 20;
/** How often the tab's count of waiting requests is asked again while the console is open. */
export const COUNTS_POLL_MS = 10_000;

/** GET admin/cashier/counts: what waits, polled so that a new request shows without a reload. */
export const useCashierCounts = () =>
  useQuery({
    queryKey: cashierKeys.counts,
    queryFn: () => api<CashierCounts>(adminPath(adminCashierPaths.counts)),
    refetchInterval: COUNTS_POLL_MS,
  });

/** GET admin/cashier/requests for one queue; the last page stays on screen while the next loads. */
export const useCashRequests = (filter: CashQueueFilter) =>
  useQuery({
    queryKey: cashierKeys.requests(filter),
    queryFn: () =>
      api<AdminCashPage>(adminPath(adminCashierPaths.requests), {
        query: {
          kind: filter.kind,
          channel: filter.channel,
          status: filter.status,
          userId: filter.userId || undefined,
          page: filter.page,
          size: CASH_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    // The queue changes as members ask and other operators decide.
    refetchInterval: COUNTS_POLL_MS,
  });

/** GET admin/cashier/requests/:id/context: the member's balance, rolling and recent requests. */
export const useCashContext = (id: number | null) =>
  useQuery({
    queryKey: cashierKeys.context(id ?? 0),
    queryFn: () => api<CashContext>(adminPath(adminCashierPaths.context(id ?? 0))),
    enabled: id !== null,
  });

/** After a decision, or a refusal because another operator decided first: every queue, count and balance. */
function useRefreshCashier() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cashierKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.members }),
      queryClient.invalidateQueries({ queryKey: adminKeys.ledgers }),
    ]);
}

export type CashDecision = { id: number; action: 'approve' } | { id: number; action: 'refuse'; refusal: Refusal };

/** POST …/approve or …/refuse; afterwards (success or not) the queues are asked again. */
export function useDecideCashRequest() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: (decision: CashDecision) =>
      decision.action === 'approve'
        ? api<unknown>(adminPath(adminCashierPaths.approve(decision.id)), { method: 'POST' })
        : api<unknown>(adminPath(adminCashierPaths.refuse(decision.id)), {
            method: 'POST',
            body: decision.refusal,
          }),
    onSettled: refresh,
  });
}

type InquiryPage = z.infer<typeof accountInquiryPageSchema>;

/** GET admin/cashier/account-inquiries?answered=: the open ones to answer, or those answered. */
export const useAccountInquiries = (answered: boolean, page: number) =>
  useQuery({
    queryKey: cashierKeys.inquiries(answered, page),
    queryFn: () =>
      api<InquiryPage>(adminPath(adminCashierPaths.inquiries), {
        query: { answered: String(answered), page, size: INQUIRY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

/** POST …/account-inquiries/:id/answer: the member gets the settings' account text as a message. */
export function useAnswerInquiry() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(adminPath(adminCashierPaths.answerInquiry(id)), { method: 'POST' }),
    onSettled: refresh,
  });
}
