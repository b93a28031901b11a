import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

import { cashStatusLabels, type CashRequest } from '@site/contracts/api/cashier';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { FigureRow } from '../../../components/ui/figure-row';
import { koTether } from '../../../i18n/ko-tether';
import { usdtOrDash } from '../rules/crypto-display';
import { isRecordablePaymentUrl } from '../rules/tether-payment-url';

const t = koTether.view;

/** The payment page of a deposit still waiting for its transfer; only an address that may be recorded. */
export const reopenablePaymentUrl = (request: CashRequest): string | null =>
  request.kind === 'deposit' &&
  (request.status === 'issued' || request.status === 'pending') &&
  request.paymentUrl !== null &&
  isRecordablePaymentUrl(request.paymentUrl)
    ? request.paymentUrl
    : null;

/** A link that opens the payment page in a new window, as the deposit did. */
export function PaymentPageLink({ url, label }: { url: string; label: string }) {
  return (
    <Box
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ color: 'primary.main', fontWeight: 700, fontSize: 14 }}
    >
      {label}
    </Box>
  );
}

/** A request's short summary: amount, USDT, status, expiry; and a way to its details. */
export function CryptoRequestSummary({ request }: { request: CashRequest }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      <FigureRow label={t.amount}>{formatWon(request.amount)}</FigureRow>
      <FigureRow label={t.usdt} strong>
        {usdtOrDash(request.usdtMicro)}
      </FigureRow>
      <FigureRow label={t.status}>{cashStatusLabels[request.status]}</FigureRow>
      {request.expiresAt && (request.status === 'issued' || request.status === 'pending') && (
        <FigureRow label={t.expiresAt}>{formatSeoul(request.expiresAt, 'dateTimeFull')}</FigureRow>
      )}
      <FigureRow label={t.number}>
        <Box component={RouterLink} to={`/crypto/view/${request.id}`} sx={{ color: 'primary.main' }}>
          {koTether.list.detail(request.id)}
        </Box>
      </FigureRow>
    </Box>
  );
}
