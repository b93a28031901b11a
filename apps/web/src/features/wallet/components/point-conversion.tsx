import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { formatNumber } from '@site/contracts/rules/format';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { koWallet } from '../../../i18n/ko-wallet';
import { userFacingMessage } from '../../../lib/api-client';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { refreshCashier } from '../api/live-cashier';
import { convertPoints, pointRulesQuery } from '../api/points';
import { pointProblem } from '../rules/amount-check';

/** Points to money at one won a point, from the operator's minimum and in their unit, once per request. */
export function PointConversion({ held }: { held: number }) {
  const t = koWallet.point;
  const queryClient = useQueryClient();
  const { data: rules } = useQuery(pointRulesQuery);
  const [amount, setAmount] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rules) return;
    const problem = pointProblem(amount, rules, held);
    setError(problem ?? undefined);
    if (problem || !(await showConfirm(t.convertConfirm(amount)))) return;
    setBusy(true);
    try {
      await convertPoints({ amount, idempotencyKey: newAttemptKey() });
      setAmount(0);
      await showAlert(t.converted);
    } catch (caught) {
      await showAlert(userFacingMessage(caught));
    } finally {
      setBusy(false);
      await refreshCashier(queryClient);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      {rules && <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{t.convertRules(rules.min, rules.unit)}</Box>}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t.convertAmount}
          value={amount === 0 ? '' : formatNumber(amount)}
          onChange={(event) => {
            setAmount(Number(event.target.value.replace(/\D/g, '')));
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Button variant="outlined" onClick={() => setAmount(held)} disabled={busy || held <= 0} sx={{ flexShrink: 0 }}>
          {t.all}
        </Button>
      </Box>
      <Button type="submit" variant="contained" disabled={busy || !rules}>
        {t.convert}
      </Button>
    </Box>
  );
}
