import Box from '@mui/material/Box';
import { useMemo } from 'react';

import { tetherInvoiceMicro, type TetherInfo } from '@site/contracts/api/cashier';

import { ActionButton } from '../../../components/ui/action-button';
import { Panel } from '../../../components/ui/panel';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koTether } from '../../../i18n/ko-tether';
import { checkDraft } from '../../../lib/form/form-rules';
import { tetherDepositRules } from '../rules/tether-amount';
import { AmountPicker } from './amount-picker';
import { useTetherDeposit } from './tether-deposit-flow';
import { TetherNotes } from './tether-notes';
import { TetherUsdtFigure } from './tether-usdt-figure';

const t = koTether.deposit;

/**
 * The amount in won, the USDT it will cost at today's rate, and 충전 신청 (which opens the payment
 * page). The amount is checked at the click with checkDraft, not by the form's own submit, which
 * checks after a pause: the payment window must open within the click (useTetherDeposit). Nothing
 * checks it again as it changes, so a change takes its message away.
 */
export function TetherDepositForm({ info }: { info: TetherInfo }) {
  const rules = useMemo(() => tetherDepositRules(info.deposit), [info.deposit]);
  const form = useSiteForm(rules, { amount: 0 });
  const { start, busy } = useTetherDeposit(info, form.refuse);
  const { amount } = form.values;
  const pending = info.pendingDeposit !== null;

  return (
    <Panel title={t.formTitle}>
      <Box
        component="form"
        noValidate
        sx={{ display: 'grid', gap: 1.5 }}
        onSubmit={(event) => {
          event.preventDefault();
          form.showOnFields(start(checkDraft(rules, form.getValues())));
        }}
      >
        <AmountPicker
          label={koTether.amount.label}
          value={amount}
          onChange={(next) => {
            form.setValue('amount', next, { shouldDirty: true });
            form.clearErrors('amount');
          }}
          disabled={busy || pending}
          error={form.messageOf('amount')}
        />
        <TetherUsdtFigure
          label={t.usdtToPay}
          micro={amount > 0 ? tetherInvoiceMicro(amount, info.rateKrw) : 0}
          note={koTether.rate.rateValue(info.rateKrw)}
        />
        {pending && (
          <Box role="note" sx={{ fontSize: 13, color: 'warning.main' }}>
            {t.pendingBlocksForm}
          </Box>
        )}
        <ActionButton type="submit" variant="contained" disabled={busy || pending} sx={{ minHeight: 44 }}>
          {busy ? t.sending : t.submit}
        </ActionButton>
        <TetherNotes notes={t.notes} />
      </Box>
    </Panel>
  );
}
