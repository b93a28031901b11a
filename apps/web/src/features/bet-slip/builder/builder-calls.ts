/** The bet builder's calls (같은 경기 조합): the joint price of picks of one fixture, and placing them as one bet. */
import type { Bet, betSchema } from '@site/contracts/api/bets';
import type {
  BuilderPrice,
  BuilderPriceMovedBody,
  BuilderRefusalBody,
  PlaceBuilderBet,
  builderPriceRequestSchema,
  builderPriceSchema,
  placeBuilderBetSchema,
} from '@site/contracts/api/bet-builder';
import type { bigIdParamsSchema } from '@site/contracts/api/params';
import { endpoint } from '@site/contracts/endpoint';

import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/call';

// Until the server's endpoint descriptions land (builder-pricing), the same paths described here.
export const builderEndpoints = {
  price: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof builderPriceRequestSchema },
    { 200: typeof builderPriceSchema }
  >({ method: 'POST', path: '/sports/fixtures/:id/builder-price', summary: 'builder price', tag: 'sports' }),
  place: endpoint<{ body: typeof placeBuilderBetSchema }, { 201: typeof betSchema }>({
    method: 'POST',
    path: '/bets/builder',
    summary: 'builder bet',
    tag: 'bets',
  }),
};

/** POST /sports/fixtures/:id/builder-price: the joint price now, or 400 with the reason and the picks at fault. */
export const fetchBuilderPrice = (fixtureId: number, selectionIds: readonly number[]): Promise<BuilderPrice> =>
  call(builderEndpoints.price, { params: { id: fixtureId }, body: { selectionIds: [...selectionIds] } });

/** POST /bets/builder: the stake is debited and the bet stored at `price`, or 409 with the new price. */
export const placeBuilderBet = (request: PlaceBuilderBet): Promise<Bet> =>
  call(builderEndpoints.place, { body: request });

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
