/**
 * hedge_across: two linked accounts (any link kind) backed different selections of one market (a
 * sports single or a combo's pick, the same market id), or different picks of one market in one
 * minigame round: together they win whatever happens, typically to roll a bonus over without risk.
 * One flag per pair and market (`market:<id>`) or round (`round:<id>`), with both sides' bets.
 */
import { sql } from 'drizzle-orm';
import { jsonParameter, rawRows } from '../../../db/raw-query';
import { allLinks } from '../linked-accounts';
import { betItem, FINDINGS_PER_RUN, notFlagged, type BetEvidenceRow, type Detector, type Finding } from './finding';

interface SideRow extends BetEvidenceRow {
  member_id: number;
  other_member_id: number;
  subject: string;
  /** the bet's member is the pair's first (smaller id) */
  first: boolean;
}

export const detectHedgeAcross: Detector = async ({ db, since }) => {
  const pairs = [
    ...new Map((await allLinks(db)).map((link) => [`${link.memberId}:${link.otherMemberId}`, link])).values(),
  ].map(({ memberId, otherMemberId }) => ({ a: memberId, b: otherMemberId }));
  if (pairs.length === 0) return [];
  // Each side's picks in the window, joined to the other side's different pick of the same market or
  // round; the sides are read from each member's recent bets (bets_member_idx), never the whole table.
  const rows = await rawRows<SideRow>(
    db,
    sql`
    with pairs as (select * from jsonb_to_recordset(${jsonParameter(pairs)}::jsonb) as p(a int, b int)),
    picks as (
      select p.a, p.b, b.member_id, b.id as bet_id, b.stake, b.created_at, 'market:' || s.market_id as subject,
             s.market_id::text as market, s.id::text as side, bp.selection_name || ' @ ' || to_char(bp.price_x100 / 100.0, 'FM990.00') as pick
        from pairs p
        join bets b on b.member_id in (p.a, p.b) and b.created_at >= ${since}
        join bet_picks bp on bp.bet_id = b.id
        join selections s on s.id = bp.selection_id
      union all
      select p.a, p.b, b.member_id, b.id, b.stake, b.created_at, 'round:' || mp.round_id,
             mp.market_key, mp.pick_key, mp.market_name_korean || ' ' || mp.pick_name_korean || ' @ ' || to_char(mp.price_x100 / 100.0, 'FM990.00')
        from pairs p
        join bets b on b.member_id in (p.a, p.b) and b.created_at >= ${since}
        join minigame_picks mp on mp.bet_id = b.id),
    hedged as (
      select distinct x.a, x.b, x.subject
        from picks x join picks y
          on y.a = x.a and y.b = x.b and y.subject = x.subject and x.member_id = x.a and y.member_id = x.b
         and y.market = x.market and y.side <> x.side
       where ${notFlagged('hedge_across', sql`x.a`, sql`x.b`, sql`x.subject`)}
       limit ${FINDINGS_PER_RUN})
    select h.a as member_id, h.b as other_member_id, h.subject, x.member_id = h.a as first,
           x.bet_id, m.user_id, x.stake, x.created_at, x.pick
      from hedged h
      join picks x on x.a = h.a and x.b = h.b and x.subject = h.subject
      join members m on m.id = x.member_id
     order by h.a, h.b, h.subject, x.created_at`,
  );
  const findings = new Map<string, Finding>();
  for (const row of rows) {
    const key = `${row.member_id}:${row.other_member_id}:${row.subject}`;
    let finding = findings.get(key);
    if (!finding) {
      const where = row.subject.startsWith('round:') ? '미니게임 한 회차' : '한 마켓';
      finding = {
        kind: 'hedge_across',
        memberId: row.member_id,
        otherMemberId: row.other_member_id,
        subject: row.subject,
        evidence: { summary: `연결된 두 계정이 ${where}의 서로 다른 선택에 베팅했습니다.`, items: [] },
      };
      findings.set(key, finding);
    }
    finding.evidence.items.push(betItem(row));
  }
  return [...findings.values()];
};
