import Box from '@mui/material/Box';

import type { CashRequest } from '@site/contracts/api/cashier';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { koCashier } from '../../../i18n/ko-cashier';
import { requestStatusLabel } from '../rules/request-status';
import { RequestStatusBadge } from './request-status-badge';

/**
 * One deposit or withdrawal as its member sees it: when, how much (and the bonus or the bank),
 * its status and, when refused, why. Two lines, so it reads the same at 425 px and on a desktop.
 */
export function RequestRow({ request }: { request: CashRequest }) {
  const t = koCashier;
  const detail =
    request.kind === 'deposit'
      ? request.bonusAmount > 0
        ? `${t.charge.bonusColumn} ${t.point.amountOf(request.bonusAmount, request.bonusCurrency ?? 'money')}`
        : request.depositorName
      : [request.bankName, request.accountMasked].filter(Boolean).join(' ');
  return (
    <Box
      component="li"
      aria-label={`${formatWon(request.amount)} ${requestStatusLabel(request.status)}`}
      sx={{ listStyle: 'none', px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.25 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box component="strong" sx={{ fontSize: 15 }}>
          {formatWon(request.amount)}
        </Box>
        <RequestStatusBadge status={request.status} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: 12, color: 'text.secondary' }}>
        <time dateTime={request.createdAt}>{formatSeoul(request.createdAt, 'dateTimeShortYear')}</time>
        {detail && <span>{detail}</span>}
      </Box>
      {request.refusalReason && (
        <Box sx={{ fontSize: 12, color: 'error.main' }}>
          {t.refusalReason}: {request.refusalReason}
        </Box>
      )}
    </Box>
  );
}
