import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { AdminBet, ResettleFixture } from '@site/contracts/api/admin-bets';
import { SETTLEMENT_CANCELLED, SETTLEMENT_LOST, SETTLEMENT_VOID, SETTLEMENT_WON } from '@site/contracts/api/bets-codes';
import { marketPeriodLabel, selectionLabel } from '@site/contracts/sports-markets';

import { showAlert } from '../../../components/ui/alert';
import { koConsole } from '../../../i18n/ko-console';
import { useResettleFixture } from '../api/admin-bets';
import { pickResultLabel } from '../rules/bet-status';
import { OperatorReasonDialog } from './operator-reason-dialog';

type Correction = ResettleFixture['corrections'] extends (infer C)[] | undefined ? C : never;
type CorrectedResult = Correction['result'];

const resultChoices: readonly CorrectedResult[] = [
  SETTLEMENT_WON,
  SETTLEMENT_LOST,
  SETTLEMENT_VOID,
  SETTLEMENT_CANCELLED,
];

/**
 * Resettles one fixture of a bet: the operator may correct the result of this bet's selections on
 * it (the feed's mistake), and gives a reason; every settled bet on the fixture is settled again.
 */
export function ResettleDialog({ bet, fixtureId, onClose }: { bet: AdminBet; fixtureId: number; onClose: () => void }) {
  const t = koConsole.resettleDialog;
  const picks = bet.picks.filter((pick) => pick.fixtureId === fixtureId);
  const [corrections, setCorrections] = useState<Record<number, CorrectedResult | ''>>({});
  const resettle = useResettleFixture();
  const first = picks[0];
  if (!first) return null;
  const submit = async (reason: string) => {
    const chosen = Object.entries(corrections).flatMap(([selectionId, result]) =>
      result === '' ? [] : [{ selectionId: Number(selectionId), result }],
    );
    const answer = await resettle.mutateAsync({ fixtureId, reason, corrections: chosen });
    void showAlert(t.done(answer.checked, answer.changed.length));
  };
  return (
    <OperatorReasonDialog
      title={t.title(first.home, first.away)}
      submitLabel={t.submit}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{t.help}</Box>
      {picks.map((pick) => (
        <TextField
          key={pick.id}
          select
          size="small"
          label={`${marketPeriodLabel(pick)} · ${selectionLabel(pick)}`}
          value={corrections[pick.selectionId] ?? ''}
          onChange={(event) =>
            setCorrections((current) => ({
              ...current,
              [pick.selectionId]: event.target.value === '' ? '' : (Number(event.target.value) as CorrectedResult),
            }))
          }
        >
          <MenuItem value="">{t.unchanged(pickResultLabel(pick.result))}</MenuItem>
          {resultChoices.map((result) => (
            <MenuItem key={result} value={result}>
              {pickResultLabel(result)}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </OperatorReasonDialog>
  );
}
