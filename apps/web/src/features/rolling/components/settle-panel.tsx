import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';

import {
  rollingKindLabels,
  rollingKinds,
  type RollingSettlement,
  type RollingSummary,
} from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';

import { showAlert } from '../../../components/ui/alert';
import { FigureRow } from '../../../components/ui/figure-row';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { useSiteForm } from '../../../components/ui/use-site-form';
import { koRolling } from '../../../i18n/ko-rolling';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import { TetherPayoutFields } from '../../cashier/exports/tether-payout-fields';
import { useSettle } from '../api/rolling';
import { claimableFor, emptySettleDraft, settleRules } from '../rules/settle-form';

const t = koRolling.settle;

/** What the member is told of an accepted request: paid now, or waiting for an operator. */
const resultText = (settlement: RollingSettlement): string =>
  settlement.status === 'pending'
    ? t.waiting(settlement.amount)
    : settlement.status === 'refused'
      ? t.refused
      : settlement.payout === 'tether'
        ? t.paidTether(settlement.amount)
        : t.paid(settlement.amount);

/**
 * 정산 신청: what can be settled now (all kinds or one), paid into the balance or sent on as tether.
 * Closed, with the reason, while the amount is below the minimum or another request waits.
 */
export function SettlePanel({ summary }: { summary: RollingSummary }) {
  const form = useSiteForm(settleRules, emptySettleDraft);
  const settle = useSettle();
  const attempts = useAttemptKey();
  const { kind, payout } = form.values;
  const amount = claimableFor(kind, summary);
  const reason = summary.pendingSettlement
    ? t.pending
    : amount < summary.minSettlement || amount <= 0
      ? t.belowMinimum(summary.minSettlement)
      : null;
  const kinds = rollingKinds.filter((each) => (summary.claimableByKind[each] ?? 0) > 0);

  const submit = form.onSubmit(async (request) => {
    const settlement = await settle.mutateAsync({
      ...request,
      idempotencyKey: attempts.keyFor(JSON.stringify(request)),
    });
    attempts.settled();
    form.reset(emptySettleDraft);
    await showAlert(resultText(settlement));
  });
  const busy = form.busy;

  return (
    <Panel title={t.title}>
      <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gap: 0.5 }}>
        <FigureRow label={t.claimable} strong>
          {formatWon(summary.claimable)}
        </FigureRow>
        <FigureRow label={t.minimum}>{formatWon(summary.minSettlement)}</FigureRow>
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        <Controller
          control={form.control}
          name="kind"
          render={({ field: { ref, ...field } }) => (
            <TextField {...field} inputRef={ref} select size="small" label={t.kind} disabled={busy} fullWidth>
              <MenuItem value="all">{`${t.all} (${formatWon(summary.claimable)})`}</MenuItem>
              {kinds.map((each) => (
                <MenuItem key={each} value={each}>
                  {`${rollingKindLabels[each]} (${formatWon(summary.claimableByKind[each])})`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="payout"
          render={({ field }) => (
            <RadioGroup row aria-label={t.payout} value={field.value} onChange={(_, value) => field.onChange(value)}>
              <FormControlLabel value="money" control={<Radio size="small" />} label={t.money} disabled={busy} />
              <FormControlLabel value="tether" control={<Radio size="small" />} label={t.tether} disabled={busy} />
            </RadioGroup>
          )}
        />
        {payout === 'tether' && <TetherPayoutFields field={form.textField} disabled={busy} />}
        {summary.approvalAbove !== null && (
          <Text variant="caption" sx={{ color: 'text.secondary', wordBreak: 'keep-all' }}>
            {t.approvalNote(summary.approvalAbove)}
          </Text>
        )}
        {reason && (
          <Box role="note" sx={{ fontSize: 14, color: 'warning.main', wordBreak: 'keep-all' }}>
            {reason}
          </Box>
        )}
        <Button type="submit" variant="contained" disabled={busy || reason !== null}>
          {busy ? t.sending : t.submit}
        </Button>
      </Box>
    </Panel>
  );
}
