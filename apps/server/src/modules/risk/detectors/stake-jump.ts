/**
 * stake_jump: a stake at least STAKE_JUMP_MULTIPLE times the member's median of their previous
 * STAKE_JUMP_HISTORY stakes (with at least STAKE_JUMP_MIN_HISTORY of them) and at least
 * STAKE_JUMP_FLOOR: a member who suddenly bets far above their habit may know something, or may not
 * be the one betting. One flag per bet (`bet:<id>`), with the bet and the stakes before it.
 */
import { sql } from 'drizzle-orm';
import { formatWon } from '@site/contracts/rules/format';
import { rawRows } from '../../../db/raw-query';
import { FINDINGS_PER_RUN, notFlagged, type Detector } from './finding';

/** Ten times the usual: far beyond a member raising stakes after a win or two. */
export const STAKE_JUMP_MULTIPLE = 10;
/** The member's habit: their last twenty stakes, a few days of play for most members. */
export const STAKE_JUMP_HISTORY = 20;
/** Fewer than five earlier bets say nothing of a habit (a new member's second bet is no jump). */
export const STAKE_JUMP_MIN_HISTORY = 5;
/** Below 100,000 won a tenfold stake is still pocket money, not worth an analyst's time. */
export const STAKE_JUMP_FLOOR = 100_000;

interface Row {
  bet_id: string;
  member_id: number;
  user_id: string;
  stake: string;
  created_at: Date;
  median: number;
  previous: string[];
}

export const detectStakeJumps: Detector = async ({ db, since }) => {
  // The earlier stakes are read from the member's index (bets_member_idx), twenty at most per bet.
  const rows = await rawRows<Row>(
    db,
    sql`
    select b.id as bet_id, b.member_id, m.user_id, b.stake, b.created_at, h.median, h.previous
      from bets b join members m on m.id = b.member_id
      cross join lateral (
        select percentile_cont(0.5) within group (order by p.stake) as median, count(*) as n,
               array_agg(p.stake order by p.id desc) as previous
          from (select p.id, p.stake from bets p where p.member_id = b.member_id and p.id < b.id
                 order by p.id desc limit ${STAKE_JUMP_HISTORY}) p) h
     where b.created_at >= ${since} and b.stake >= ${STAKE_JUMP_FLOOR}
       and h.n >= ${STAKE_JUMP_MIN_HISTORY} and b.stake >= ${STAKE_JUMP_MULTIPLE} * h.median
       and ${notFlagged('stake_jump', sql`b.member_id`, sql`0`, sql`'bet:' || b.id`)}
     order by b.id limit ${FINDINGS_PER_RUN}`,
  );
  return rows.map((row) => {
    const stake = Number(row.stake);
    const median = Math.round(Number(row.median));
    return {
      kind: 'stake_jump',
      memberId: row.member_id,
      otherMemberId: 0,
      subject: `bet:${row.bet_id}`,
      evidence: {
        summary: `평소 베팅액(최근 ${row.previous.length}건 중앙값 ${formatWon(median)})의 ${Math.floor(stake / median)}배인 ${formatWon(stake)}을 베팅했습니다.`,
        items: [
          {
            type: 'bet',
            id: Number(row.bet_id),
            memberUserId: row.user_id,
            at: new Date(row.created_at).toISOString(),
            amount: stake,
            detail: `베팅 ${formatWon(stake)}`,
          },
          {
            type: 'bets',
            id: null,
            memberUserId: row.user_id,
            at: new Date(row.created_at).toISOString(),
            amount: median,
            detail: `이전 베팅액: ${row.previous.map((value) => formatWon(Number(value))).join(', ')}`,
          },
        ],
      },
    };
  });
};
