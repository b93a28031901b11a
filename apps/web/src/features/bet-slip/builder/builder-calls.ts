/** The bet builder's calls (같은 경기 조합): the joint price of picks of one fixture, and placing them as one bet. */
import type { Bet } from '@site/contracts/api/bets';
import type {
  BuilderPrice,
  BuilderPriceMovedBody,
  BuilderRefusalBody,
  PlaceBuilderBet,
} from '@site/contracts/api/bet-builder';
import { betBuilderEndpoints } from '@site/contracts/endpoints/bet-builder';

import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/call';

/** POST /sports/fixtures/:id/builder-price: the joint price now, or 400 with the reason and the picks at fault. */
export const fetchBuilderPrice = (fixtureId: number, selectionIds: readonly number[]): Promise<BuilderPrice> =>
  call(betBuilderEndpoints.price, { params: { id: fixtureId }, body: { selectionIds: [...selectionIds] } });

/** POST /bets/builder: the stake is debited and the bet stored at `price`, or 409 with the new price. */
export const placeBuilderBet = (request: PlaceBuilderBet): Promise<Bet> =>
  call(betBuilderEndpoints.place, { body: request });

const bodyOf = (error: unknown, status: number): Record<string, unknown> | null => {
  if (!(error instanceof ApiError) || error.status !== status) return null;
  const body: unknown = error.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
};

/**
 * The builder's refusal (400 with the picks at fault), checked by shape rather than parsed with zod
 * (docs/decisions/006: zod stays out of the browser's downloads). Another 400 (a bad stake) is not one.
 */
export function builderRefusalOf(error: unknown): BuilderRefusalBody | null {
  const body = bodyOf(error, 400);
  if (!body || typeof body.message !== 'string' || !Array.isArray(body.selectionIds)) return null;
  return { message: body.message, selectionIds: body.selectionIds.filter((id) => typeof id === 'number') };
}

/** The 409 of a placement whose joint price moved: the new price, null when the combination is gone. */
export function builderPriceMovedOf(error: unknown): BuilderPriceMovedBody | null {
  const body = bodyOf(error, 409);
  if (!body || !('price' in body)) return null;
  const price = typeof body.price === 'number' ? body.price : null;
  return { message: typeof body.message === 'string' ? body.message : '', price };
}
