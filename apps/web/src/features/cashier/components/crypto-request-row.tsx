import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

import { cashStatusLabels, type CashRequest, type CashStatus } from '@site/contracts/api/cashier';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { koTether } from '../../../i18n/ko-tether';
import { shortTxHash, usdtOrDash } from '../rules/crypto-display';

const t = koTether.list;

/** The columns on a wide screen: date, kind, won, USDT, rate, status, hash. */
export const cryptoRowColumns = '150px 56px 1fr 1fr 110px 72px 130px';

export const cryptoColumnNames = [
  t.createdAt,
  t.kind,
  { text: t.amount, align: 'right' },
  { text: t.usdt, align: 'right' },
  { text: t.rate, align: 'right' },
  { text: t.status, align: 'center' },
  t.txHash,
] as const;

const statusColour: Record<CashStatus, string> = {
  issued: 'warning.main',
  pending: 'warning.main',
  approved: 'success.main',
  refused: 'error.main',
  cancelled: 'text.secondary',
  expired: 'text.secondary',
};

/**
 * One tether request of the list, leading to its details. A wide screen lines it up under the
 * column names; at 425 px it stacks into three short lines: when and what, how much, and its hash.
 */
export function CryptoRequestRow({ request }: { request: CashRequest }) {
  const hash = shortTxHash(request.txHash);
  return (
    <Box
      component={RouterLink}
      to={`/crypto/view/${request.id}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr auto', md: cryptoRowColumns },
        gridTemplateAreas: {
          xs: '"kind date status" "amount amount usdt" "hash hash rate"',
          md: '"date kind amount usdt rate status hash"',
        },
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.primary',
        textDecoration: 'none',
        fontSize: 13,
        '&:hover': { bgcolor: 'rgba(184,144,103,0.06)' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Box sx={{ gridArea: 'date', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {formatSeoul(request.createdAt, 'dateTimeShortYear')}
      </Box>
      <Box
        sx={{
          gridArea: 'kind',
          justifySelf: 'start',
          px: 0.75,
          borderRadius: 1,
          fontSize: 12,
          fontWeight: 700,
          border: 1,
          borderColor: request.kind === 'deposit' ? 'primary.main' : 'info.main',
          color: request.kind === 'deposit' ? 'primary.main' : 'info.main',
        }}
      >
        {koTether.kinds[request.kind]}
      </Box>
      <Box sx={{ gridArea: 'amount', textAlign: { md: 'right' }, fontWeight: 700 }}>{formatWon(request.amount)}</Box>
      <Box sx={{ gridArea: 'usdt', textAlign: 'right', color: 'primary.main', fontWeight: 700 }}>
        {usdtOrDash(request.usdtMicro)}
      </Box>
      <Box sx={{ gridArea: 'rate', textAlign: 'right', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {request.rateKrw === null ? '-' : formatWon(request.rateKrw)}
      </Box>
      <Box
        sx={{
          gridArea: 'status',
          textAlign: { xs: 'right', md: 'center' },
          fontWeight: 700,
          color: statusColour[request.status],
        }}
      >
        {cashStatusLabels[request.status]}
      </Box>
      <Box
        sx={{ gridArea: 'hash', fontFamily: 'monospace', fontSize: 12, color: 'text.secondary', minWidth: 0 }}
        title={request.txHash ?? undefined}
      >
        {hash ?? t.noHash}
      </Box>
    </Box>
  );
}
