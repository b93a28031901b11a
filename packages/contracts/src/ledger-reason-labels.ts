import type { LedgerReason } from './ledger-reasons';

// Free of zod (unlike ledger-reasons.ts), so the site's pages can name reasons without loading it.
/** Each reason's Korean name: the member's history, the operator's ledger and the statement CSV. */
export const ledgerReasonLabels: Record<LedgerReason, string> = {
  opening: '기초 잔액',
  operator: '관리자 지급/차감',
  bet_stake: '베팅',
  bet_payout: '당첨',
  bet_void: '적중특례',
  bet_cancel: '베팅 취소',
  bet_operator_void: '적특 처리 (관리자)',
  bet_resettle: '재정산',
  deposit: '충전',
  deposit_bonus: '충전 보너스',
  withdrawal: '환전',
  withdrawal_refund: '환전 거절 반환',
  tether_deposit: '테더 충전',
  tether_withdrawal: '테더 환전',
  tether_withdrawal_refund: '테더 환전 거절 반환',
  point_convert: '포인트 전환',
  casino_stake: '카지노 베팅',
  casino_win: '카지노 당첨',
  casino_refund: '카지노 베팅 취소',
  slot_stake: '슬롯 베팅',
  slot_win: '슬롯 당첨',
  slot_refund: '슬롯 베팅 취소',
  jackpot: '슬롯 잭팟 당첨',
  tournament_prize: '토너먼트 상금',
  attendance_reward: '출석체크 보상',
  roulette_prize: '룰렛 당첨',
  coupon_use: '쿠폰 사용',
  rolling_settlement: '롤링 정산',
};
