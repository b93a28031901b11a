/**
 * The sportsbook's plain values the pages need (the odds stream's event name, the cart's quote
 * limit): kept out of sports.ts so that a book does not load zod with the schemas
 * (docs/decisions/020). sports.ts re-exports them.
 */
/** GET /sports/stream (SSE): the event that carries an OddsUpdate. */
export const SPORTS_STREAM_EVENT = 'update';
/** GET /sports/selections?ids=1,2,3 takes at most this many ids. */
export const MAX_SELECTION_QUOTES = 50;
