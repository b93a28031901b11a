/**
 * big_win: a settled bet (sports, minigame, virtual or a casino round, which is a bet of game type 5)
 * that paid far more than the usual: at least BIG_WIN_PAYOUT, or BIG_WIN_MULTIPLE times its stake and
 * at least BIG_WIN_MULTIPLE_FLOOR. One flag per bet (`bet:<id>`), with the bet and its ledger rows.
 */
import { sql } from 'drizzle-orm';
import { formatWon } from '@site/contracts/rules/format';
import { rawRows } from '../../../db/raw-query';
import { FINDINGS_PER_RUN, notFlagged, type Detector } from './finding';

/** Ten million won in one bet: a payout the operator wants a person to look at, whatever the odds. */
export const BIG_WIN_PAYOUT = 10_000_000;
/** A hundredfold return is rare in honest play and common in a fixed match or a provider's bug... */
export const BIG_WIN_MULTIPLE = 100;
/** ...but only worth a look when the money is real: a 1,000 won longshot paying 100,000 is not. */
export const BIG_WIN_MULTIPLE_FLOOR = 1_000_000;

const GAME_LABELS: Record<number, string> = { 1: '스포츠', 2: '라이브', 3: '미니게임', 4: '가상 스포츠', 5: '카지노' };

interface Row {
  bet_id: string;
  member_id: number;
  user_id: string;
  game_type: number;
  stake: string;
  payout: string;
  settled_at: Date;
  game: string | null;
  ledger: { id: number; reason: string; amount: number; at: string }[];
}

export const detectBigWins: Detector = async ({ db, since }) => {
  const rows = await rawRows<Row>(
    db,
    sql`
    select b.id as bet_id, b.member_id, m.user_id, b.game_type, b.stake, b.payout, b.settled_at,
           (select r.vendor_name_korean || ' ' || r.game_name_korean from casino_rounds r where r.bet_id = b.id) as game,
           coalesce((select jsonb_agg(jsonb_build_object('id', l.id, 'reason', l.reason, 'amount', l.amount, 'at', l.created_at) order by l.id)
                       from wallet_ledger l where l.member_id = b.member_id and l.reference = 'bet:' || b.id), '[]') as ledger
      from bets b join members m on m.id = b.member_id
     where b.settled_at >= ${since} and b.payout is not null
       and (b.payout >= ${BIG_WIN_PAYOUT} or (b.payout >= ${BIG_WIN_MULTIPLE} * b.stake and b.payout >= ${BIG_WIN_MULTIPLE_FLOOR}))
       and ${notFlagged('big_win', sql`b.member_id`, sql`0`, sql`'bet:' || b.id`)}
     order by b.id limit ${FINDINGS_PER_RUN}`,
  );
  return rows.map((row) => {
    const [stake, payout] = [Number(row.stake), Number(row.payout)];
    const game = row.game ?? GAME_LABELS[row.game_type] ?? '베팅';
    return {
      kind: 'big_win',
      memberId: row.member_id,
      otherMemberId: 0,
      subject: `bet:${row.bet_id}`,
      evidence: {
        summary: `${formatWon(stake)} 베팅이 ${formatWon(payout)}을 받았습니다 (${Math.floor(payout / stake)}배).`,
        items: [
          {
            type: 'bet',
            id: Number(row.bet_id),
            memberUserId: row.user_id,
            at: new Date(row.settled_at).toISOString(),
            amount: payout,
            detail: `${game} · 베팅 ${formatWon(stake)} · 당첨 ${formatWon(payout)}`,
          },
          ...row.ledger.map((entry) => ({
            type: 'ledger',
            id: Number(entry.id),
            memberUserId: row.user_id,
            at: new Date(entry.at).toISOString(),
            amount: Number(entry.amount),
            detail: `머니 내역 · ${entry.reason} · ${formatWon(Number(entry.amount))}`,
          })),
        ],
      },
    };
  });
};
