/**
 * The tether calls of the member's cashier (contracts cashierPaths): the rates and limits, the
 * deposit's payment page (SPEC.md §7 GET /charge/tetherDepositUrl, POST /charge/cryptoDeposit), the
 * withdrawal request and the member's tether requests (/crypto).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import {
  cashierPaths,
  type CashRequest,
  type CashRequestPage,
  type TetherInfo,
  type TetherWithdrawalRequest,
} from '@site/contracts/api/cashier';

import { api } from '../../../lib/api-client';

export const CRYPTO_PAGE_SIZE = 15;

export const tetherKey = ['cashier', 'tether'] as const;
export const cryptoKey = ['crypto'] as const;

/** GET /cashier/tether: rate, fee, limits, maintenance, pending requests and the rolling status. */
export const tetherInfoQuery = queryOptions({
  queryKey: tetherKey,
  queryFn: () => api<TetherInfo>(cashierPaths.tether),
  // The operator may change the rate or start maintenance while the page is open.
  staleTime: 0,
  refetchInterval: 30_000,
});

/** GET /crypto?page=: the member's tether deposits and withdrawals, newest first, 15 a page. */
export const cryptoPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...cryptoKey, 'page', page],
    queryFn: () => api<CashRequestPage>(cashierPaths.crypto, { query: { page, size: CRYPTO_PAGE_SIZE } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** GET /crypto/:id: one of the member's tether requests; 404 when it is not theirs or not there. */
export const cryptoRequestQuery = (id: number) =>
  queryOptions({
    queryKey: [...cryptoKey, 'one', id],
    queryFn: () => api<CashRequest>(cashierPaths.cryptoView(id)),
    staleTime: 0,
  });

/** GET /charge/tetherDepositUrl?amount=: makes the invoice and answers its payment page's address. */
export const fetchTetherDepositUrl = (amount: number) =>
  api<string>(cashierPaths.tetherDepositUrl, { query: { amount } });

/** POST /charge/cryptoDeposit: records the opened payment page as the member's pending deposit. */
export const recordCryptoDeposit = (url: string) =>
  api<unknown>(cashierPaths.cryptoDeposit, { method: 'POST', body: { url } });

/** POST /cashier/tether-withdrawals: holds the amount and queues the payout for the operator. */
export const requestTetherWithdrawal = (request: TetherWithdrawalRequest) =>
  api<unknown>(cashierPaths.tetherWithdrawals, { method: 'POST', body: request });
