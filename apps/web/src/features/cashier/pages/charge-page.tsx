import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import { bonusKindLabels, type CashRequest, type DepositInfo } from '@site/contracts/api/cashier';
import { playLimitLabels } from '@site/contracts/responsible-play';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { ko } from '../../../i18n/ko';
import { koCashier } from '../../../i18n/ko-cashier';
import { userFacingMessage } from '../../../lib/api-client';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { askDepositAccount, cancelDeposit, depositInfoQuery, requestDeposit } from '../api/deposit';
import { refreshCashier, useCashierFollowsBalance } from '../api/live-cashier';
import { FormAmountPicker } from '../components/amount-picker';
import { BonusChoice } from '../components/bonus-choice';
import { ClosedNotice } from '../components/closed-notice';
import { PendingRequest } from '../components/pending-request';
import { RequestHistory } from '../components/request-history';
import { depositRules } from '../rules/amount-check';
import { bonusAmount, defaultBonusKind } from '../rules/bonus';
import { CashierColumn, CashierPageFrame } from '../components/cashier-page-frame';

/**
 * /charge (충전, chargeType 1): the won deposit. The member says who pays and how much, chooses a
 * bonus and asks for the account by 계좌문의 (answered by message: the site's account is never
 * printed here). One request waits at a time, and the member may cancel it.
 */
export default function ChargePage() {
  useCashierFollowsBalance();
  const { data: info, isError } = useQuery(depositInfoQuery);
  const t = koCashier.charge;
  return (
    <CashierPageFrame
      title={ko.pages.charge.title}
      ready={info !== undefined}
      failed={isError}
      failedText={koCashier.loadFailed}
    >
      {info && (
        <>
          <CashierColumn>
            {info.pending && <PendingDeposit request={info.pending} />}
            {!info.open && <ClosedNotice closedHours={info.closedHours} />}
            <Panel title={t.formTitle}>
              <DepositForm info={info} />
            </Panel>
          </CashierColumn>
          <CashierColumn>
            <AccountInquiry info={info} />
            <RequestHistory kind="deposit" title={t.historyTitle} emptyText={t.empty} />
          </CashierColumn>
        </>
      )}
    </CashierPageFrame>
  );
}

function PendingDeposit({ request }: { request: CashRequest }) {
  const queryClient = useQueryClient();
  const t = koCashier.charge;
  const cancelRequest = useMutation({
    mutationFn: () => cancelDeposit(request.id),
    onSuccess: () => showAlert(t.cancelled),
    onError: (error) => showAlert(userFacingMessage(error)),
    // Cancelled or already decided, the page shows the request as the server now has it.
    onSettled: () => refreshCashier(queryClient),
  });
  const cancelling = cancelRequest.isPending;
  const cancel = async () => {
    if (!(await showConfirm(t.cancelConfirm))) return;
    cancelRequest.mutate();
  };
  return (
    <PendingRequest title={t.pendingTitle} request={request} cancelling={cancelling} onCancel={() => void cancel()} />
  );
}

function DepositForm({ info }: { info: DepositInfo }) {
  const t = koCashier.charge;
  const queryClient = useQueryClient();
  const checks = useMemo(() => depositRules(info.rules), [info.rules]);
  const form = useSiteForm(checks, {
    depositorName: info.holderName ?? '',
    amount: 0,
    bonusKind: defaultBonusKind(info.bonus),
  });
  const { amount, bonusKind } = form.values;
  // The day's first deposit may be approved while the page is open: the choice follows the offer.
  const chosenBonus = bonusKind === 'first' && !info.bonus.firstAvailable ? defaultBonusKind(info.bonus) : bonusKind;
  const shut = !info.open || info.pending !== null || form.busy;

  const submit = form.onSubmit(async (deposit) => {
    const bonus = bonusAmount(deposit.amount, chosenBonus, info.bonus);
    const bonusText =
      bonus > 0
        ? `${bonusKindLabels[chosenBonus]}: ${koCashier.point.amountOf(bonus, info.bonus.currency)}`
        : bonusKindLabels[chosenBonus];
    if (!(await showConfirm(t.confirm(deposit.amount, deposit.depositorName, bonusText)))) return;
    try {
      await requestDeposit({ ...deposit, bonusKind: chosenBonus, idempotencyKey: newAttemptKey() });
      // The depositor and the bonus stay as chosen for the next deposit.
      form.resetField('amount');
      await showAlert(t.done);
    } finally {
      await refreshCashier(queryClient);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField {...form.textField('depositorName', t.depositorName)} disabled={shut} autoComplete="name" />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <FormAmountPicker control={form.control} name="amount" label={t.amount} disabled={shut} />
        <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
          {t.limits(info.rules.unit, info.rules.min, info.rules.max)}
        </Box>
        {info.depositLimit && <DepositLimitLine limit={info.depositLimit} />}
      </Box>
      <BonusChoice
        bonus={info.bonus}
        amount={amount}
        value={chosenBonus}
        onChange={(kind) => form.setValue('bonusKind', kind, { shouldDirty: true })}
        disabled={shut}
      />
      <Button type="submit" variant="contained" size="large" disabled={shut}>
        {t.submit}
      </Button>
    </Box>
  );
}

/**
 * The member's own deposit limit that leaves the least room (docs/decisions/061): told before asking,
 * not learnt from a refusal, with the way to the page where it is set.
 */
function DepositLimitLine({ limit }: { limit: NonNullable<DepositInfo['depositLimit']> }) {
  const t = koCashier.charge;
  return (
    <Box
      data-testid="deposit-limit-left"
      sx={{ fontSize: 12, color: limit.left === 0 ? 'error.main' : 'text.secondary', display: 'flex', gap: 1 }}
    >
      <span>{t.depositLimitLeft(playLimitLabels[limit.kind], limit.left)}</span>
      <Box component={RouterLink} to="/responsible-play" sx={{ color: 'primary.main' }}>
        {t.depositLimitChange}
      </Box>
    </Box>
  );
}

/** The operator's notes and the 계좌문의 button; the account itself arrives as a message. */
function AccountInquiry({ info }: { info: DepositInfo }) {
  const t = koCashier.charge;
  const queryClient = useQueryClient();
  const inquiry = useMutation({
    mutationFn: askDepositAccount,
    onSuccess: () => showAlert(t.inquirySent),
    onError: (error) => showAlert(userFacingMessage(error)),
    onSettled: () => refreshCashier(queryClient),
  });
  return (
    <Panel title={t.notes}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {info.notes && <Box sx={{ whiteSpace: 'pre-line', fontSize: 14, lineHeight: 1.7 }}>{info.notes}</Box>}
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{info.inquiryOpen ? t.inquiryWaiting : t.inquiryHelp}</Box>
        <Button variant="outlined" disabled={info.inquiryOpen || inquiry.isPending} onClick={() => inquiry.mutate()}>
          {t.inquiry}
        </Button>
        <Button component={RouterLink} to="/customer/write/account" variant="text" size="small">
          {t.inquiryByCustomer}
        </Button>
      </Box>
    </Panel>
  );
}
