/**
 * SPEC.md §4: "The upcoming-games list drops games whose date has passed and adds new ones by id."
 * The home page's 예정된 경기 keeps the games it shows and merges each fresh answer into them.
 */
export interface UpcomingGame {
  id: number;
  /** ISO instant the game starts */
  startAt: string;
}

const startsAfter = (game: UpcomingGame, now: number): boolean => Date.parse(game.startAt) > now;

/**
 * The list after a fresh answer (or only the clock moving, with `incoming` empty): games that have
 * started are dropped; a game already listed takes the answer's newer copy (its prices); a game the
 * list lacks is added by its id; next to start first (then by id), at most `limit` games.
 */
export function mergeUpcomingGames<Game extends UpcomingGame>(
  current: readonly Game[],
  incoming: readonly Game[],
  now: number,
  limit: number,
): Game[] {
  const byId = new Map<number, Game>();
  for (const game of current) byId.set(game.id, game);
  for (const game of incoming) byId.set(game.id, game);
  return [...byId.values()]
    .filter((game) => startsAfter(game, now))
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt) || a.id - b.id)
    .slice(0, Math.max(0, limit));
}
