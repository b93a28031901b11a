import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { koTether } from '../../../i18n/ko-tether';
import { useRefreshOnBalanceMove } from '../api/tether-balance-refresh';
import { cryptoKey, cryptoRequestQuery, tetherInfoQuery, tetherKey } from '../api/tether-calls';
import { CashierColumn, CashierPageFrame } from '../components/cashier-page-frame';
import { TetherDepositForm } from '../components/tether-deposit-form';
import { TetherDepositStatus } from '../components/tether-deposit-status';
import { TetherRatePanel } from '../components/tether-rate-panel';

const refreshedKeys = [tetherKey, cryptoKey];

/**
 * /chargeCrypto: the tether deposit. The terms (rate, limits, maintenance), the amount in won with
 * the USDT it costs, and the deposit in progress; when that one ends (credited or expired) its
 * final state stays in sight, so the member sees what became of it.
 */
export default function TetherChargePage() {
  const { data: info, isError } = useQuery(tetherInfoQuery);
  useRefreshOnBalanceMove(refreshedKeys);

  // The deposit last seen in progress: after it leaves the pending slot, its outcome is asked for.
  const pendingId = info?.pendingDeposit?.id ?? null;
  const [lastId, setLastId] = useState<number | null>(null);
  if (pendingId !== null && pendingId !== lastId) setLastId(pendingId);
  const ended = useQuery({ ...cryptoRequestQuery(lastId ?? 0), enabled: lastId !== null && pendingId === null });

  return (
    <CashierPageFrame
      title={koTether.titles.charge}
      ready={info !== undefined}
      failed={isError}
      failedText={koTether.loadFailed}
    >
      {info && (
        <>
          <CashierColumn>
            <TetherDepositForm info={info} />
          </CashierColumn>
          <CashierColumn>
            {info.pendingDeposit ? (
              <TetherDepositStatus request={info.pendingDeposit} waiting />
            ) : (
              ended.data && <TetherDepositStatus request={ended.data} waiting={false} />
            )}
            <TetherRatePanel info={info} direction="deposit" />
          </CashierColumn>
        </>
      )}
    </CashierPageFrame>
  );
}
