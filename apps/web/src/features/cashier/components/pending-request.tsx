import Box from '@mui/material/Box';

import type { CashRequest } from '@site/contracts/api/cashier';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { ActionButton } from '../../../components/ui/action-button';
import { FigureRow } from '../../../components/ui/figure-row';
import { koCashier } from '../../../i18n/ko-cashier';
import { RequestStatusBadge } from './request-status-badge';

/**
 * The one request that waits for an operator, above the form it blocks; a deposit's can be cancelled
 * by the member (`onCancel`), a withdrawal's is the operator's to decide.
 */
export function PendingRequest({
  title,
  request,
  cancelling = false,
  onCancel,
}: {
  title: string;
  request: CashRequest;
  cancelling?: boolean;
  onCancel?: () => void;
}) {
  const t = koCashier;
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'primary.main', bgcolor: 'rgba(184,144,103,0.08)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Box component="h2" sx={{ m: 0, fontSize: 14, fontWeight: 700 }}>
          {title}
        </Box>
        <RequestStatusBadge status={request.status} />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <FigureRow label={t.amountLabel} strong>
          {formatWon(request.amount)}
        </FigureRow>
        {request.bonusAmount > 0 && (
          <FigureRow label={t.charge.bonusColumn}>
            {t.point.amountOf(request.bonusAmount, request.bonusCurrency ?? 'money')}
          </FigureRow>
        )}
        {request.depositorName && <FigureRow label={t.charge.depositorName}>{request.depositorName}</FigureRow>}
        {request.bankName && (
          <FigureRow label={t.exchange.account}>{`${request.bankName} ${request.accountMasked ?? ''}`}</FigureRow>
        )}
        <FigureRow label={t.requestedAt}>{formatSeoul(request.createdAt, 'dateTimeShortYear')}</FigureRow>
      </Box>
      {onCancel && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
          <ActionButton variant="outlined" compact disabled={cancelling} onClick={onCancel}>
            {cancelling ? t.cancelling : t.cancel}
          </ActionButton>
        </Box>
      )}
    </Box>
  );
}
