/** The cache keys of the member's cashier, for refreshing what a pushed balance or a request changes. */
import { pathKey } from '@site/contracts/endpoint';
import { cashierEndpoints, tetherEndpoints } from '@site/contracts/endpoints/cashier';

/** Every answer of the cashier pages: refetched when a balance is pushed and after the member's own request. */
export const cashierKeys = [
  cashierEndpoints.depositInfo,
  cashierEndpoints.withdrawalInfo,
  cashierEndpoints.requests,
  cashierEndpoints.pointRules,
  cashierEndpoints.history,
  tetherEndpoints.info,
].map(pathKey);
