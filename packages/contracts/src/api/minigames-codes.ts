/**
 * The minigame stream's event name, which the game pages use: kept out of minigames.ts so that it
 * does not bring zod with the schemas (docs/decisions/020). minigames.ts re-exports it.
 */
/** GET /minigame/stream (SSE): `round` events when a round opens, closes or is drawn, for every game. */
export const MINIGAME_STREAM_EVENT = 'round';
