import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

import type { BankAccountView } from '@site/contracts/api/bank-account';

import { ActionButton } from '../../../components/ui/action-button';
import { FigureRow } from '../../../components/ui/figure-row';
import { koCashier } from '../../../i18n/ko-cashier';

/**
 * Where a withdrawal goes: the registered account, masked as the server sends it; before one is
 * registered, the way to /member to register it.
 */
export function BankAccountCard({ account }: { account: BankAccountView }) {
  const t = koCashier.exchange;
  if (!account)
    return (
      <Box role="alert" sx={{ display: 'grid', gap: 1, justifyItems: 'start', fontSize: 13 }}>
        <span>{t.noAccount}</span>
        <ActionButton component={RouterLink} to="/member" variant="outlined" compact>
          {t.registerAccount}
        </ActionButton>
      </Box>
    );
  return (
    <Box component="section" aria-label={t.account} sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <FigureRow label={t.bank}>{account.bankName}</FigureRow>
        <FigureRow label={t.accountNumber}>{account.accountMasked}</FigureRow>
        <FigureRow label={t.holder}>{account.holderName}</FigureRow>
      </Box>
      <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{t.accountChange}</Box>
    </Box>
  );
}
