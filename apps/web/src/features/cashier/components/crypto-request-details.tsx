import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { cashStatusLabels, type CashRequest } from '@site/contracts/api/cashier';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { ActionButton } from '../../../components/ui/action-button';
import { copyText } from '../../../components/ui/copy-text';
import { Panel } from '../../../components/ui/panel';
import { koTether } from '../../../i18n/ko-tether';
import { feePercent, usdtOrDash } from '../rules/crypto-display';
import { PaymentPageLink, reopenablePaymentUrl } from './crypto-request-figures';

const t = koTether.view;

const dateOrDash = (value: string | null): string => (value === null ? t.none : formatSeoul(value, 'dateTimeFull'));

/** One labelled value; long values (an address, a hash) wrap anywhere rather than widen the page. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '96px minmax(0, 1fr)', md: '140px minmax(0, 1fr)' },
        gap: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        fontSize: 14,
      }}
    >
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

const copyHash = (hash: string) => copyText(hash, { copied: t.copied, failed: t.copyFailed });

/** Every field of one tether request, the hash whole with a copy button, and the payment page while it waits. */
export function CryptoRequestDetails({ request }: { request: CashRequest }) {
  const paymentUrl = reopenablePaymentUrl(request);
  return (
    <Panel>
      <Box component="dl" sx={{ m: 0, '& > div:first-of-type': { borderTop: 0 } }}>
        <Field label={t.number}>{request.id}</Field>
        <Field label={t.kind}>{koTether.kinds[request.kind]}</Field>
        <Field label={t.status}>
          <Box component="strong">{cashStatusLabels[request.status]}</Box>
        </Field>
        <Field label={t.createdAt}>{dateOrDash(request.createdAt)}</Field>
        <Field label={t.decidedAt}>{dateOrDash(request.decidedAt)}</Field>
        {request.kind === 'deposit' && <Field label={t.expiresAt}>{dateOrDash(request.expiresAt)}</Field>}
        <Field label={t.amount}>{formatWon(request.amount)}</Field>
        <Field label={t.usdt}>{usdtOrDash(request.usdtMicro)}</Field>
        <Field label={t.rate}>{request.rateKrw === null ? t.none : `1 USDT = ${formatWon(request.rateKrw)}`}</Field>
        {request.kind === 'withdrawal' && (
          <Field label={t.fee}>{request.feeBp === null ? t.none : feePercent(request.feeBp)}</Field>
        )}
        <Field label={t.address}>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {request.address ?? t.none}
          </Box>
        </Field>
        <Field label={t.txHash}>
          {request.txHash === null ? (
            t.none
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere', minWidth: 0 }}>
                {request.txHash}
              </Box>
              <ActionButton
                variant="outlined"
                compact
                onClick={() => void copyHash(request.txHash ?? '')}
                aria-label={`${t.txHash} ${t.copy}`}
              >
                {t.copy}
              </ActionButton>
            </Box>
          )}
        </Field>
        {request.refusalReason && <Field label={t.refusalReason}>{request.refusalReason}</Field>}
      </Box>
      {paymentUrl && (
        <Box sx={{ mt: 1.5 }}>
          <PaymentPageLink url={paymentUrl} label={t.paymentPage} />
        </Box>
      )}
    </Panel>
  );
}
