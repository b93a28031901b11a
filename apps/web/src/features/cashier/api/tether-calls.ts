/**
 * The tether calls of the member's cashier: the rates and limits, the deposit's payment page
 * (SPEC.md §7 GET /charge/tetherDepositUrl, POST /charge/cryptoDeposit), the withdrawal request and
 * the member's tether requests (/crypto).
 */
import { keepPreviousData } from '@tanstack/react-query';

import type { TetherWithdrawalRequest } from '@site/contracts/api/cashier';
import { pathKey } from '@site/contracts/endpoint';
import { tetherEndpoints } from '@site/contracts/endpoints/cashier';

import { call, endpointQuery } from '../../../lib/call';

export const CRYPTO_PAGE_SIZE = 15;

/** Rate, fee, limits, maintenance, pending requests and the rolling status. */
export const tetherInfoQuery = endpointQuery(
  tetherEndpoints.info,
  {},
  // The operator may change the rate or start maintenance while the page is open.
  { staleTime: 0, refetchInterval: 30_000 },
);

export const tetherKey = tetherInfoQuery.queryKey;

/** The member's tether requests: their pages and single requests (/crypto/:id is under /crypto). */
export const cryptoKey = pathKey(tetherEndpoints.page);

/** The member's tether deposits and withdrawals, newest first, 15 a page. */
export const cryptoPageQuery = (page: number) =>
  endpointQuery(
    tetherEndpoints.page,
    { query: { page, size: CRYPTO_PAGE_SIZE } },
    { staleTime: 0, placeholderData: keepPreviousData },
  );

/** One of the member's tether requests; 404 when it is not theirs or not there. */
export const cryptoRequestQuery = (id: number) =>
  endpointQuery(tetherEndpoints.one, { params: { id } }, { staleTime: 0 });

/** Makes the invoice and answers its payment page's address. */
export const fetchTetherDepositUrl = (amount: number) => call(tetherEndpoints.depositUrl, { query: { amount } });

/** Records the opened payment page as the member's pending deposit. */
export const recordCryptoDeposit = (url: string) => call(tetherEndpoints.recordDeposit, { body: { url } });

/** Holds the amount and queues the payout for the operator. */
export const requestTetherWithdrawal = (request: TetherWithdrawalRequest) =>
  call(tetherEndpoints.withdraw, { body: request });
