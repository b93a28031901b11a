import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';
import { PENDING_LITERAL } from '../../db/schema/bets';
import { hedgingSwitchSql } from '../betting/hedging-repo';
import type { NewBetRow } from '../betting/repo';
import { type minigamePicks, minigameRounds, minigameSettings, type MinigameRoundRow } from '../../db/schema/minigames';

export type MinigameSettingRow = typeof minigameSettings.$inferSelect;

export async function findSettingRow(db: Database, gameId: number): Promise<MinigameSettingRow | undefined> {
  const [row] = await db.select().from(minigameSettings).where(eq(minigameSettings.gameId, gameId));
  return row;
}

export async function listSettingRows(db: Database): Promise<MinigameSettingRow[]> {
  return db.select().from(minigameSettings);
}

export async function upsertSettingRow(
  db: Database,
  row: Omit<MinigameSettingRow, 'updatedAt'> & { updatedAt: Date },
): Promise<MinigameSettingRow> {
  const { gameId: _gameId, ...values } = row;
  const [saved] = await db
    .insert(minigameSettings)
    .values(row)
    .onConflictDoUpdate({ target: minigameSettings.gameId, set: values })
    .returning();
  if (!saved) throw new Error('upsert into minigame_settings returned no row');
  return saved;
}

/** The round a bet is placed on, as placement judges it, with the game's limits and the member's picks. */
export interface RoundForBet {
  id: number;
  gameId: number;
  status: MinigameRoundRow['status'];
  closesAt: Date;
  roundNo: number;
  roundDate: string;
  /** the game's own row of limits; null: the defaults */
  setting: Omit<MinigameSettingRow, 'gameId' | 'updatedAt'> | null;
  /** the picks the member holds on this market of the round, in bets still running (양방) */
  held: string[];
  /** the operator's 양방 switch for minigames (docs/decisions/051): true refuses the other side */
  hedgingRefused: boolean;
}

/**
 * The round a bet is placed on, held FOR SHARE until the bet's transaction ends: a draw (which updates
 * the row) waits for the bet, or the bet sees the round drawn; a bet can never slip past its draw. The
 * same statement reads the game's limits and the member's picks on this market of the round in bets
 * still running: a second bet there may repeat a pick but not take the other side (양방). The caller
 * holds the member's row, so no other bet of theirs can add a pick meanwhile. The picks are found by
 * member and round (their own index), never by scanning the round's picks of every member. Undefined
 * when there is no such round.
 */
export async function lockRoundForBet(
  db: Database,
  { roundId, gameId, memberId, marketKey }: { roundId: number; gameId: number; memberId: number; marketKey: string },
): Promise<RoundForBet | undefined> {
  const [row] = await rawRows<{
    id: string | number;
    game_id: number;
    status: MinigameRoundRow['status'];
    closes_at_ms: string | number;
    round_no: number;
    round_date: string;
    setting: { systemMaintenanceFlg: boolean; minStake: number; maxStake: number; maxPayout: number } | null;
    held: string[];
    hedging_refused: boolean;
  }>(
    db,
    sql`select r.id, r.game_id, r.status, (extract(epoch from r.closes_at) * 1000)::float8 as closes_at_ms, r.round_no, r.round_date::text as round_date,
          (select json_build_object('systemMaintenanceFlg', s.system_maintenance_flg, 'minStake', s.min_stake,
                  'maxStake', s.max_stake, 'maxPayout', s.max_payout)
             from minigame_settings s where s.game_id = ${gameId}) as setting,
          array(select distinct p.pick_key from minigame_picks p
                  join bets b on b.id = p.bet_id and b.status = ${PENDING_LITERAL}
                 where p.member_id = ${memberId} and p.round_id = r.id and p.market_key = ${marketKey}
                   and p.result = ${PENDING_LITERAL}) as held,
          ${sql.raw(hedgingSwitchSql('minigame'))} as hedging_refused
        from minigame_rounds r where r.id = ${roundId}
        for share of r`,
  );
  if (!row) return undefined;
  const setting = row.setting && {
    systemMaintenanceFlg: row.setting.systemMaintenanceFlg,
    minStake: Number(row.setting.minStake),
    maxStake: Number(row.setting.maxStake),
    maxPayout: Number(row.setting.maxPayout),
  };
  return {
    id: Number(row.id),
    gameId: row.game_id,
    status: row.status,
    closesAt: new Date(Number(row.closes_at_ms)),
    roundNo: row.round_no,
    roundDate: row.round_date,
    setting,
    held: row.held,
    hedgingRefused: row.hedging_refused,
  };
}

/**
 * Stores a minigame bet and its pick in one statement (one round trip): the bet as every product's
 * (betting/repo.ts insertBet's columns) and its pick. Answers the new bet's id.
 */
export async function insertMinigameBet(
  db: Database,
  bet: NewBetRow,
  pick: Omit<typeof minigamePicks.$inferInsert, 'betId' | 'memberId'>,
): Promise<number> {
  const [row] = await rawRows<{ id: string | number }>(
    db,
    sql`with bet as (
          insert into bets (member_id, idempotency_key, game_type, stake, total_odds_x100, bonus_odds_x100,
                            potential_payout, max_payout, status, payout, created_at, settled_at)
          values (${bet.memberId}, ${bet.idempotencyKey}, ${bet.gameType}, ${bet.stake}, ${bet.totalOddsX100},
                  ${bet.bonusOddsX100 ?? 100}, ${bet.potentialPayout}, ${bet.maxPayout},
                  ${bet.status ?? SETTLEMENT_PENDING}, ${bet.payout ?? null}, ${bet.createdAt.toISOString()},
                  ${bet.settledAt?.toISOString() ?? null})
          returning id, member_id)
        insert into minigame_picks (bet_id, round_id, member_id, game_id, market_key, pick_key,
                                    market_name_korean, pick_name_korean, price_x100)
        select id, ${pick.roundId}::bigint, member_id, ${pick.gameId}::integer, ${pick.marketKey}::text,
               ${pick.pickKey}::text, ${pick.marketNameKorean}::text, ${pick.pickNameKorean}::text,
               ${pick.priceX100}::integer
          from bet
        returning bet_id as id`,
  );
  if (!row) throw new Error('insert into bets and minigame_picks returned no row');
  return Number(row.id);
}

function drawnRoundCondition(gameId: number, date: string | undefined): SQL | undefined {
  return and(
    eq(minigameRounds.gameId, gameId),
    eq(minigameRounds.status, 'drawn'),
    date === undefined ? undefined : eq(minigameRounds.roundDate, date),
  );
}

/** A game's drawn rounds, newest draw first, with their total; limited to one Seoul day when given. */
export async function drawnRounds(
  db: Database,
  gameId: number,
  date: string | undefined,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: MinigameRoundRow[]; totalCount: number }> {
  const condition = drawnRoundCondition(gameId, date);
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(minigameRounds).where(condition),
    db
      .select()
      .from(minigameRounds)
      .where(condition)
      .orderBy(desc(minigameRounds.drawsAt), desc(minigameRounds.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, totalCount: total?.total ?? 0 };
}
