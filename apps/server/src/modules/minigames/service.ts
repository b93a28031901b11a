import type {
  MinigameBoard,
  MinigameRound,
  MinigameRoundPage,
  MinigameSetting,
  MinigameSettingUpdate,
} from '@site/contracts/api/minigames';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { minigameErrors } from './errors';
import { knownGameIds } from './game-ids';
import { drawnRounds, findSettingRow, listSettingRows, upsertSettingRow, type MinigameSettingRow } from './repo';
import { roundView } from './round-view';
import type { MinigameRounds, RoundGame } from './rounds-port';
import { pageAnswer, rowWindow } from '../../http/paging';

/** A game without a row of its own: open, 1,000원 to 1,000,000원 a bet, at most 10,000,000원 paid. */
export const DEFAULT_MINIGAME_SETTING: Omit<MinigameSetting, 'gameId'> = {
  systemMaintenanceFlg: false,
  minStake: 1_000,
  maxStake: 1_000_000,
  maxPayout: 10_000_000,
};

/** How many drawn rounds minigame/events lists after the current one. */
const EVENT_HISTORY = 9;

/** A game's setting from its row's limits (undefined or null: the defaults). */
export function settingOf(
  gameId: number,
  row: Omit<MinigameSettingRow, 'gameId' | 'updatedAt'> | null | undefined,
): MinigameSetting {
  if (!row) return { gameId, ...DEFAULT_MINIGAME_SETTING };
  const { systemMaintenanceFlg, minStake, maxStake, maxPayout } = row;
  return { gameId, systemMaintenanceFlg, minStake, maxStake, maxPayout };
}

function checkKnown(gameId: number): void {
  if (!knownGameIds.includes(gameId)) throw new AppError(404, minigameErrors.gameNotFound);
}

/** The game whose rounds this server runs; 404 for an id no table has, or a game not run (yet). */
export function runnableGame(engine: MinigameRounds, gameId: number): RoundGame {
  const game = engine.game(gameId);
  if (game) return game;
  checkKnown(gameId);
  throw new AppError(404, minigameErrors.notReady);
}

/** GET /settingMinigame/:id: every game of the tables has one, virtual ones included. */
export async function minigameSetting(db: Database, gameId: number): Promise<MinigameSetting> {
  checkKnown(gameId);
  return settingOf(gameId, await findSettingRow(db, gameId));
}

export async function listMinigameSettings(db: Database): Promise<MinigameSetting[]> {
  const rows = new Map((await listSettingRows(db)).map((row) => [row.gameId, row]));
  return knownGameIds.map((gameId) => settingOf(gameId, rows.get(gameId)));
}

export async function updateMinigameSetting(
  db: Database,
  clock: Clock,
  gameId: number,
  patch: MinigameSettingUpdate,
): Promise<MinigameSetting> {
  checkKnown(gameId);
  return db.transaction(async (tx) => {
    const { gameId: _gameId, ...current } = settingOf(gameId, await findSettingRow(tx, gameId));
    const next = { ...current, ...patch };
    if (next.minStake > next.maxStake) throw new AppError(400, minigameErrors.stakeRange);
    return settingOf(gameId, await upsertSettingRow(tx, { gameId, ...next, updatedAt: clock.now() }));
  });
}

/** GET /minigame/games/:id: what a game page needs to take a bet. */
export async function minigameBoard(
  db: Database,
  clock: Clock,
  engine: MinigameRounds,
  gameId: number,
): Promise<MinigameBoard> {
  const game = runnableGame(engine, gameId);
  const [setting, current] = await Promise.all([minigameSetting(db, gameId), engine.currentRound(game)]);
  return {
    gameId,
    kind: game.kind,
    setting,
    current: roundView(current, clock.now()),
    markets: game.module.markets.map((market) => ({
      key: market.key,
      nameKorean: market.nameKorean,
      group: market.group,
      picks: market.picks.map((pick) => ({ key: pick.key, nameKorean: pick.nameKorean, price: pick.priceX100 / 100 })),
    })),
  };
}

/** GET minigame/events (SPEC.md §7): the current round first, then the last draws. */
export async function minigameEvents(
  db: Database,
  clock: Clock,
  engine: MinigameRounds,
  gameId: number,
): Promise<MinigameRound[]> {
  const game = runnableGame(engine, gameId);
  const current = await engine.currentRound(game);
  const { rows } = await drawnRounds(db, gameId, undefined, { limit: EVENT_HISTORY, offset: 0 });
  const now = clock.now();
  return [current, ...rows].map((row) => roundView(row, now));
}

/** Drawn rounds newest first, each with its secret (its proof); undrawn rounds never appear here. */
export async function minigameRoundPage(
  db: Database,
  clock: Clock,
  engine: MinigameRounds,
  gameId: number,
  query: { date?: string | undefined; page: number; size: number },
): Promise<MinigameRoundPage> {
  runnableGame(engine, gameId);
  const { rows, totalCount } = await drawnRounds(db, gameId, query.date, rowWindow(query));
  const now = clock.now();
  return pageAnswer(
    rows.map((row) => roundView(row, now)),
    query,
    totalCount,
  );
}
