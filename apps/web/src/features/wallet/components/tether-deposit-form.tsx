import Box from '@mui/material/Box';
import { useState } from 'react';

import { tetherInvoiceMicro, type TetherInfo } from '@site/contracts/api/cashier';

import { ActionButton } from '../../../components/ui/action-button';
import { Panel } from '../../../components/ui/panel';
import { koTether } from '../../../i18n/ko-tether';
import { AmountPicker } from './amount-picker';
import { useTetherDeposit } from './tether-deposit-flow';
import { TetherNotes } from './tether-notes';
import { TetherUsdtFigure } from './tether-usdt-figure';

const t = koTether.deposit;

/** The amount in won, the USDT it will cost at today's rate, and 입금신청 (which opens the payment page). */
export function TetherDepositForm({ info }: { info: TetherInfo }) {
  const [amount, setAmount] = useState(0);
  const [amountError, setAmountError] = useState<string | undefined>();
  const { start, busy } = useTetherDeposit(info);
  const pending = info.pendingDeposit !== null;

  return (
    <Panel title={t.formTitle}>
      <Box
        component="form"
        noValidate
        sx={{ display: 'grid', gap: 1.5 }}
        onSubmit={(event) => {
          event.preventDefault();
          setAmountError(start(amount) ?? undefined);
        }}
      >
        <AmountPicker
          label={koTether.amount.label}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setAmountError(undefined);
          }}
          disabled={busy || pending}
          error={amountError}
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
