import Box from '@mui/material/Box';

import type { CashRequest } from '@site/contracts/api/cashier';

import { Panel } from '../../../components/ui/panel';
import { koTether } from '../../../i18n/ko-tether';
import { CryptoRequestSummary, PaymentPageLink, reopenablePaymentUrl } from './crypto-request-figures';

const t = koTether.deposit;

/**
 * The member's tether deposit in progress (or the one that just ended): what was asked, the USDT
 * to send, its state, the payment page to reopen while it waits, and until when.
 */
export function TetherDepositStatus({ request, waiting }: { request: CashRequest; waiting: boolean }) {
  const paymentUrl = reopenablePaymentUrl(request);
  return (
    <Panel title={waiting ? t.pendingTitle : t.recentTitle}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <CryptoRequestSummary request={request} />
        {paymentUrl && <PaymentPageLink url={paymentUrl} label={t.reopen} />}
        {waiting && (
          <Box component="p" sx={{ m: 0, fontSize: 12, color: 'text.secondary' }}>
            {t.waitingCredit}
          </Box>
        )}
      </Box>
    </Panel>
  );
}
