import { zeroPartnerFigures, type PartnerFigures } from '@site/contracts/api/manager';
import type { AmountSum, BetSums, CashSums } from './repo';

export const zeroFigures = (): PartnerFigures => ({ ...zeroPartnerFigures });

/** The figures of one key (a day or a sub-partner) out of the per-key sums. */
export function figuresOf(
  key: string,
  sums: { cash: CashSums[]; bets: BetSums[]; rolling: AmountSum[]; losing: AmountSum[] },
): PartnerFigures {
  const cash = sums.cash.find((row) => row.key === key);
  const bets = sums.bets.find((row) => row.key === key);
  const deposits = cash?.deposits ?? 0;
  const withdrawals = cash?.withdrawals ?? 0;
  const stakes = bets?.stakes ?? 0;
  const wins = bets?.wins ?? 0;
  return {
    deposits,
    withdrawals,
    cashNet: deposits - withdrawals,
    stakes,
    wins,
    netLoss: stakes - wins,
    rolling: sums.rolling.find((row) => row.key === key)?.amount ?? 0,
    losing: sums.losing.find((row) => row.key === key)?.amount ?? 0,
  };
}

export function addFigures(total: PartnerFigures, figures: PartnerFigures): PartnerFigures {
  const sum = { ...total };
  for (const field of Object.keys(sum) as (keyof PartnerFigures)[]) sum[field] += figures[field];
  return sum;
}
