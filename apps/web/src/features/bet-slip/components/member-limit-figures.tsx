import type { BetRules } from '@site/contracts/api/bets';
import { formatNumber } from '@site/contracts/rules/format';

import { FigureRow } from '../../../components/ui/figure-row';
import { koBetSlip } from '../../../i18n/ko-bet-slip';

/**
 * What every slip shows under its own figures: the member's balance and their level's stake limits and
 * maximum payout (a visitor is told the limits are for members). The cart and the builder's slip both.
 */
export function MemberLimitFigures({ balance, rules }: { balance: number | null; rules: BetRules | null }) {
  const t = koBetSlip;
  return (
    <>
      <FigureRow label={t.balance}>{balance === null ? '-' : t.won(formatNumber(balance))}</FigureRow>
      <FigureRow label={t.stakeLimits}>
        {rules ? `${formatNumber(rules.minStake)} / ${t.won(formatNumber(rules.maxStake))}` : t.limitsForMembers}
      </FigureRow>
      <FigureRow label={t.maxPayout}>{rules ? t.won(formatNumber(rules.maxPayout)) : t.limitsForMembers}</FigureRow>
    </>
  );
}
