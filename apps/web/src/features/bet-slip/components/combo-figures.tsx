import { formatDecimal2, formatNumber } from '@site/contracts/rules/format';
import type { SlipTotals } from '@site/contracts/rules/bet-slip';
import { formatOdds, type OddsFormat } from '@site/contracts/rules/odds-format';

import { FigureRow } from '../../../components/ui/figure-row';
import { Text } from '../../../components/ui/text';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { useOddsFormat } from '../../odds-format/exports/odds';

/** Without a member's rules (a guest) the cart and the calculator still total what they can: no bonus, no cap. */
export const guestRules = {
  minStake: 0,
  maxStake: Number.POSITIVE_INFINITY,
  maxPayout: Number.POSITIVE_INFINITY,
  maxPicks: Number.POSITIVE_INFINITY,
  bonusOdds: [],
  forbiddenCombos: [],
  singlesAllowed: true,
};

/**
 * A combination's figures (inside a `dl`): total odds in the member's 배당 표시 방식 (or `format`: the
 * calculator, whose entries are decimals, totals in decimals), the folder bonus (a multiplier, so
 * always decimal), the expected payout and its cap.
 */
export function ComboFigures({ totals, format }: { totals: SlipTotals; format?: OddsFormat }) {
  const shown = useOddsFormat();
  return (
    <>
      <FigureRow label={koBetSlip.totalOdds} strong>
        {formatOdds(totals.totalOdds, format ?? shown)}
      </FigureRow>
      <FigureRow label={koBetSlip.bonusOdds}>{totals.bonusOdds > 1 ? formatDecimal2(totals.bonusOdds) : '-'}</FigureRow>
      <FigureRow label={koBetSlip.expectedPayout} strong>
        {koBetSlip.won(formatNumber(totals.expectedPayout))}
      </FigureRow>
      {totals.capped && (
        <Text variant="caption" sx={{ color: 'warning.main', textAlign: 'right' }}>
          {koBetSlip.cappedNote}
        </Text>
      )}
    </>
  );
}
