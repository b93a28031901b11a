import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import type { WithdrawalInfo } from '@site/contracts/api/cashier';
import { formatWon } from '@site/contracts/rules/format';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { FigureRow } from '../../../components/ui/figure-row';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { ko } from '../../../i18n/ko';
import { koCashier } from '../../../i18n/ko-cashier';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { useCurrentUser } from '../../auth/api/session';
import { WithdrawalCodeField, withdrawalCodeLabel } from '../../auth/exports/withdrawal-code-field';
import { refreshCashier, useCashierFollowsBalance } from '../api/live-cashier';
import { requestWithdrawal, withdrawalInfoQuery } from '../api/withdrawal';
import { FormAmountPicker } from '../components/amount-picker';
import { BankAccountCard } from '../components/bank-account-card';
import { CashierColumn, CashierPageFrame } from '../components/cashier-page-frame';
import { ClosedNotice } from '../components/closed-notice';
import { PendingRequest } from '../components/pending-request';
import { RequestHistory } from '../components/request-history';
import { RollingStatus } from '../components/rolling-status';
import { withdrawalRules } from '../rules/amount-check';

/**
 * /exchange (환전): a won withdrawal to the registered account, with the withdrawal password. The
 * amount leaves the balance at once and waits for an operator; the rolling status and the day's
 * limits are shown beside the form, so a refusal is never a surprise.
 */
export default function ExchangePage() {
  useCashierFollowsBalance();
  const { data: info, isError } = useQuery(withdrawalInfoQuery);
  const t = koCashier.exchange;
  // A partner comes here from its console (the only member page it may open besides the inbox).
  const partner = useCurrentUser()?.type === MEMBER_TYPE_MANAGER;
  return (
    <CashierPageFrame
      title={ko.pages.exchange.title}
      headerAction={
        partner && (
          <Button component={RouterLink} to="/manager" variant="outlined" size="small">
            {t.backToConsole}
          </Button>
        )
      }
      ready={info !== undefined}
      failed={isError}
      failedText={koCashier.loadFailed}
    >
      {info && (
        <>
          <CashierColumn>
            {info.pending && <PendingRequest title={t.pendingTitle} request={info.pending} />}
            {!info.open && <ClosedNotice closedHours={info.closedHours} />}
            <Panel title={t.formTitle}>
              <WithdrawalForm info={info} />
            </Panel>
          </CashierColumn>
          <CashierColumn>
            <RollingStatus rolling={info.rolling} />
            <RequestHistory kind="withdrawal" title={t.historyTitle} emptyText={t.empty} />
          </CashierColumn>
        </>
      )}
    </CashierPageFrame>
  );
}

function WithdrawalForm({ info }: { info: WithdrawalInfo }) {
  const t = koCashier.exchange;
  const queryClient = useQueryClient();
  const balance = useCurrentUser()?.emoney ?? 0;
  const checks = useMemo(() => withdrawalRules(info, balance), [info, balance]);
  const form = useSiteForm(checks, { amount: 0, withdrawalPassword: '', otp: '' });
  const { account, rules, today } = info;
  const shut = !info.open || info.pending !== null || account === null || form.busy;

  const submit = form.onSubmit(async (withdrawal) => {
    if (!account) return;
    if (!(await showConfirm(t.confirm(withdrawal.amount, account.bankName, account.accountMasked)))) return;
    try {
      await requestWithdrawal({ ...withdrawal, idempotencyKey: newAttemptKey() });
      form.reset();
      await showAlert(t.done);
    } finally {
      // Held, refused or not: the balance, the rolling and the day's figures as the server has them.
      await refreshCashier(queryClient);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <BankAccountCard account={account} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
        <FigureRow label={t.balance} strong>
          {formatWon(balance)}
        </FigureRow>
        <FigureRow label={`${t.todayTitle} ${t.todayCount}`}>{t.ofLimitCount(today.count, rules.dailyCount)}</FigureRow>
        <FigureRow label={`${t.todayTitle} ${t.todayAmount}`}>
          {t.ofLimitAmount(today.amount, rules.dailyAmount)}
        </FigureRow>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <FormAmountPicker control={form.control} name="amount" label={t.amount} disabled={shut} />
        <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{t.limits(rules.unit, rules.min, rules.max)}</Box>
      </Box>
      <TextField
        {...form.textField('withdrawalPassword', t.password)}
        type="password"
        disabled={shut}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <WithdrawalCodeField {...form.textField('otp', withdrawalCodeLabel)} disabled={shut} />
      <Button type="submit" variant="contained" size="large" disabled={shut}>
        {t.submit}
      </Button>
    </Box>
  );
}
