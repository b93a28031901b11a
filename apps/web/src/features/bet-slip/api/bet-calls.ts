/** The cart's calls: the member's bet rules, the current prices of picked selections, placing a bet. */
import type {
  Bet,
  BetPreferences,
  BetPreferencesChange,
  OddsChangedBody,
  PlaceBet,
  SingleBets,
} from '@site/contracts/api/bets';
import type { SelectionQuote } from '@site/contracts/api/sports';
import { betEndpoints } from '@site/contracts/endpoints/bets';
import { sportsEndpoints } from '@site/contracts/endpoints/sports';

import { ApiError } from '../../../lib/api-client';
import { call, endpointQuery } from '../../../lib/call';

/** The limits of the member's level and the site's cart rules (members only). */
export const betRulesQuery = (memberId: number) =>
  endpointQuery(betEndpoints.rules, {}, { scope: memberId, staleTime: 60_000 });

/** GET /sports/selections?ids=: the current price and status of these selections. */
export const fetchSelections = (ids: readonly number[]): Promise<SelectionQuote[]> =>
  call(sportsEndpoints.selections, { query: { ids: ids.join(',') } });

/** The stake is debited and the bet stored, or 409 names the picks whose odds moved. */
export const placeBet = (request: PlaceBet): Promise<Bet> => call(betEndpoints.place, { body: request });

/** 단폴: one single bet per pick at the stake, all or none (the same 409 as placeBet). */
export const placeSingles = (request: PlaceBet): Promise<SingleBets> =>
  call(betEndpoints.placeSingles, { body: request });

/** The member's betting preferences as the server keeps them: 배당 변경 (the cart) and 배당 표시 방식 (odds-format). */
export const betPreferencesQuery = (memberId: number) =>
  endpointQuery(betEndpoints.preferences, {}, { scope: memberId, staleTime: Number.POSITIVE_INFINITY });

/** Changes the choices sent, leaves the others; answers them all. */
export const saveBetPreferences = (change: BetPreferencesChange): Promise<BetPreferences> =>
  call(betEndpoints.savePreferences, { body: change });

/**
 * The 409 body's changes, checked by shape rather than parsed with zod (docs/decisions/006: the
 * server validates its answers, and zod is kept out of the browser's downloads).
 */
export function oddsChangesOf(error: unknown): OddsChangedBody | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('changes' in body) || !Array.isArray(body.changes)) return null;
  const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
  return { message, changes: body.changes as OddsChangedBody['changes'] };
}
