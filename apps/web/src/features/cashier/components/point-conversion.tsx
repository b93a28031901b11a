import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';

import type { PointRules } from '@site/contracts/api/cashier';
import { formatNumber } from '@site/contracts/rules/format';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koCashier } from '../../../i18n/ko-cashier';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { refreshCashier } from '../api/live-cashier';
import { convertPoints, pointRulesQuery } from '../api/points';
import { pointConversionRules } from '../rules/amount-check';

// Until the operator's rules arrive the button is shut, so nothing is checked against these.
const NO_RULES_YET: PointRules = { min: 0, unit: 0 };

/** Points to money at one won a point, from the operator's minimum and in their unit, once per request. */
export function PointConversion({ held }: { held: number }) {
  const t = koCashier.point;
  const queryClient = useQueryClient();
  const { data: rules } = useQuery(pointRulesQuery);
  const checks = useMemo(() => pointConversionRules(rules ?? NO_RULES_YET, held), [rules, held]);
  const form = useSiteForm(checks, { amount: 0 });

  const submit = form.onSubmit(async ({ amount }) => {
    if (!(await showConfirm(t.convertConfirm(amount)))) return;
    try {
      await convertPoints({ amount, idempotencyKey: newAttemptKey() });
      form.reset();
      await showAlert(t.converted);
    } finally {
      await refreshCashier(queryClient);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      {rules && <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{t.convertRules(rules.min, rules.unit)}</Box>}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            // Whole points, shown with separators as they are typed.
            <TextField
              label={t.convertAmount}
              name={field.name}
              inputRef={field.ref}
              value={field.value === 0 ? '' : formatNumber(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value.replace(/\D/g, '')))}
              onBlur={field.onBlur}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          )}
        />
        <Button
          variant="outlined"
          // As if the points held were typed: checked again once the form has been sent.
          onClick={() =>
            form.setValue('amount', held, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
          disabled={form.busy || held <= 0}
          sx={{ flexShrink: 0 }}
        >
          {t.all}
        </Button>
      </Box>
      <Button type="submit" variant="contained" disabled={form.busy || !rules}>
        {t.convert}
      </Button>
    </Box>
  );
}
