import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import type { TetherInfo } from '@site/contracts/api/cashier';

import { FigureRow } from '../../../components/ui/figure-row';
import { Panel } from '../../../components/ui/panel';
import { koTether } from '../../../i18n/ko-tether';
import { feePercent } from '../rules/crypto-display';

const t = koTether.rate;

/**
 * The operator's terms for one direction of tether: the rate in 원/USDT, the limits and unit, and for
 * withdrawals the fee and the daily limits. Maintenance is said above them, before anyone tries.
 */
export function TetherRatePanel({ info, direction }: { info: TetherInfo; direction: 'deposit' | 'withdrawal' }) {
  const rules = direction === 'deposit' ? info.deposit : info.withdrawal;
  return (
    <Panel title={t.title}>
      {info.maintenance && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t.maintenance}
        </Alert>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        <FigureRow label={t.rate} strong>
          {t.rateValue(info.rateKrw)}
        </FigureRow>
        {direction === 'withdrawal' && <FigureRow label={t.fee}>{feePercent(info.feeBp)}</FigureRow>}
        <FigureRow label={direction === 'deposit' ? t.depositLimits : t.withdrawalLimits}>
          {t.limits(rules.min, rules.max)}
        </FigureRow>
        <FigureRow label={t.unit}>{t.unitValue(rules.unit)}</FigureRow>
        {direction === 'withdrawal' && (
          <FigureRow label={t.daily}>{t.dailyValue(info.withdrawal.dailyCount, info.withdrawal.dailyAmount)}</FigureRow>
        )}
        <FigureRow label={t.network}>{t.networkValue}</FigureRow>
      </Box>
    </Panel>
  );
}
