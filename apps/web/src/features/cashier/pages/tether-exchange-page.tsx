import { useQuery } from '@tanstack/react-query';

import { koTether } from '../../../i18n/ko-tether';
import { useRefreshOnBalanceMove } from '../api/tether-balance-refresh';
import { cryptoKey, tetherInfoQuery, tetherKey } from '../api/tether-calls';
import { RollingStatus } from '../components/rolling-status';
import { CashierColumn, CashierPageFrame } from '../components/cashier-page-frame';
import { TetherRatePanel } from '../components/tether-rate-panel';
import { TetherWithdrawalPanel } from '../components/tether-withdrawal-panel';

const refreshedKeys = [tetherKey, cryptoKey];

/**
 * /exchangeCrypto: the tether withdrawal. The terms (rate, fee, limits, maintenance) and the
 * rolling status beside the button that opens SPEC.md §2's tether withdrawal dialog.
 */
export default function TetherExchangePage() {
  const { data: info, isError } = useQuery(tetherInfoQuery);
  useRefreshOnBalanceMove(refreshedKeys);
  return (
    <CashierPageFrame
      title={koTether.titles.exchange}
      ready={info !== undefined}
      failed={isError}
      failedText={koTether.loadFailed}
    >
      {info && (
        <>
          <CashierColumn>
            <TetherWithdrawalPanel info={info} />
            <TetherRatePanel info={info} direction="withdrawal" />
          </CashierColumn>
          <CashierColumn>
            <RollingStatus rolling={info.rolling} />
          </CashierColumn>
        </>
      )}
    </CashierPageFrame>
  );
}
