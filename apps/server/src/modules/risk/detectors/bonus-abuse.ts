/**
 * bonus_abuse: a deposit approved with a bonus, then a withdrawal asked for after it with less staked
 * between the two than the deposit and its bonus: the member took the bonus and tried to leave with it
 * without playing it through. One flag per withdrawal (`cash:<withdrawal id>`), with the deposit, the
 * withdrawal and what was staked between them.
 */
import { sql } from 'drizzle-orm';
import { formatWon } from '@site/contracts/rules/format';
import { rawRows } from '../../../db/raw-query';
import { FINDINGS_PER_RUN, notFlagged, type Detector } from './finding';

interface Row {
  member_id: number;
  user_id: string;
  withdrawal_id: string;
  withdrawal_amount: string;
  withdrawal_at: Date;
  deposit_id: string;
  deposit_amount: string;
  bonus_amount: string;
  deposit_at: Date;
  staked: string;
  bets: string;
}

export const detectBonusAbuse: Detector = async ({ db, since }) => {
  // Each withdrawal asked for in the window, against the member's last deposit approved with a bonus
  // before it (cash_requests_member_idx), and the stakes placed between the two (bets_member_idx).
  const rows = await rawRows<Row>(
    db,
    sql`
    select w.member_id, m.user_id, w.id as withdrawal_id, w.amount as withdrawal_amount, w.created_at as withdrawal_at,
           d.id as deposit_id, d.amount as deposit_amount, d.bonus_amount, d.decided_at as deposit_at,
           s.staked, s.bets
      from cash_requests w
      join members m on m.id = w.member_id
      cross join lateral (
        select d.id, d.amount, d.bonus_amount, d.decided_at from cash_requests d
         where d.member_id = w.member_id and d.kind = 'deposit' and d.status = 'approved' and d.bonus_amount > 0
           and d.decided_at < w.created_at
         order by d.decided_at desc limit 1) d
      cross join lateral (
        select coalesce(sum(b.stake), 0) as staked, count(*) as bets from bets b
         where b.member_id = w.member_id and b.created_at >= d.decided_at and b.created_at < w.created_at
           and b.status <> -1) s
     where w.kind = 'withdrawal' and w.created_at >= ${since} and w.status <> 'cancelled'
       and s.staked < d.amount + d.bonus_amount
       and ${notFlagged('bonus_abuse', sql`w.member_id`, sql`0`, sql`'cash:' || w.id`)}
     order by w.id limit ${FINDINGS_PER_RUN}`,
  );
  return rows.map((row) => {
    const [deposit, bonus, staked] = [Number(row.deposit_amount), Number(row.bonus_amount), Number(row.staked)];
    return {
      kind: 'bonus_abuse',
      memberId: row.member_id,
      otherMemberId: 0,
      subject: `cash:${row.withdrawal_id}`,
      evidence: {
        summary: `보너스 충전 후 ${formatWon(staked)}만 베팅하고 환전을 신청했습니다 (충전과 보너스 합계 ${formatWon(deposit + bonus)}).`,
        items: [
          {
            type: 'cash_request',
            id: Number(row.deposit_id),
            memberUserId: row.user_id,
            at: new Date(row.deposit_at).toISOString(),
            amount: deposit,
            detail: `충전 승인 ${formatWon(deposit)} · 보너스 ${formatWon(bonus)}`,
          },
          {
            type: 'bets',
            id: null,
            memberUserId: row.user_id,
            at: new Date(row.withdrawal_at).toISOString(),
            amount: staked,
            detail: `그 사이 베팅 ${Number(row.bets)}건 · 합계 ${formatWon(staked)}`,
          },
          {
            type: 'cash_request',
            id: Number(row.withdrawal_id),
            memberUserId: row.user_id,
            at: new Date(row.withdrawal_at).toISOString(),
            amount: Number(row.withdrawal_amount),
            detail: `환전 신청 ${formatWon(Number(row.withdrawal_amount))}`,
          },
        ],
      },
    };
  });
};
