import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputBase from '@mui/material/InputBase';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { BetRules } from '@site/contracts/api/bets';
import { formatNumber } from '@site/contracts/rules/format';

import { ActionButton, IconAction } from '../../../components/ui/action-button';
import { FigureRow } from '../../../components/ui/figure-row';
import { CloseIcon } from '../../../components/ui/icons';
import { StakeField } from '../../../components/ui/stake-field';
import { Text } from '../../../components/ui/text';
import { koBetSlip, koCalculator } from '../../../i18n/ko-bet-slip';
import { useCurrentUser } from '../../auth/api/session';
import { betRulesQuery } from '../api/bet-calls';
import { ComboFigures, guestRules } from '../components/combo-figures';
import { STAKE_CHIPS } from '../components/stake-box';
import { calculatorTotals } from './calculator-totals';
import { closeCalculator, useCalculatorDialog } from './calculator-store';

/** Rows the calculator starts with, and at most holds (a cart's combination is rarely longer). */
const FIRST_ROWS = 2;
const MAX_ROWS = 20;

const stakeLabels = { stake: koBetSlip.stake, reset: koBetSlip.resetStake };

interface Row {
  key: number;
  odds: string;
}

/** The calculator itself: odds rows, the stake, and the cart's figures under the given rules. */
export function OddsCalculator({ rules }: { rules: Pick<BetRules, 'bonusOdds' | 'maxPayout'> }) {
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: FIRST_ROWS }, (_, key) => ({ key, odds: '' })));
  const [stake, setStake] = useState(0);
  const totals = calculatorTotals(
    rows.map((row) => row.odds),
    stake,
    rules,
  );
  const setOdds = (key: number, odds: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, odds } : row)));
  const addRow = () =>
    setRows((current) => [...current, { key: Math.max(-1, ...current.map((row) => row.key)) + 1, odds: '' }]);
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      {rows.map((row, index) => (
        <Box key={row.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            component="label"
            htmlFor={`calculator-odds-${row.key}`}
            sx={{ fontSize: 13, color: 'text.secondary', width: 64 }}
          >
            {koCalculator.odds(index + 1)}
          </Box>
          <InputBase
            id={`calculator-odds-${row.key}`}
            value={row.odds}
            onChange={(event) => setOdds(row.key, event.target.value.replace(/[^\d.]/g, ''))}
            inputProps={{ inputMode: 'decimal', placeholder: '1.85' }}
            sx={{ flex: 1, px: 1, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14 }}
          />
          <IconAction
            aria-label={koCalculator.removeRow(index + 1)}
            disabled={rows.length <= 1}
            onClick={() => setRows((current) => current.filter((candidate) => candidate.key !== row.key))}
          >
            <CloseIcon />
          </IconAction>
        </Box>
      ))}
      <ActionButton variant="outlined" compact disabled={rows.length >= MAX_ROWS} onClick={addRow}>
        {koCalculator.addRow}
      </ActionButton>
      <StakeField id="calculator-stake" stake={stake} onStake={setStake} chips={STAKE_CHIPS} labels={stakeLabels} />
      <Box component="dl" aria-label={koCalculator.title} sx={{ display: 'grid', gap: 0.5, m: 0 }}>
        <FigureRow label={koCalculator.picks}>{formatNumber(totals.picks)}</FigureRow>
        <ComboFigures totals={totals} format="decimal" />
      </Box>
      <Text variant="caption" sx={{ color: 'text.secondary' }}>
        {koCalculator.note}
      </Text>
    </Box>
  );
}

/** The calculator's dialog, with the member's level rules (a guest: no bonus, no cap). */
export default function OddsCalculatorDialog() {
  const open = useCalculatorDialog((state) => state.open);
  const user = useCurrentUser();
  const { data: rules } = useQuery({ ...betRulesQuery(user?.id ?? 0), enabled: user !== null });
  return (
    <Dialog
      open={open}
      onClose={closeCalculator}
      aria-labelledby="calculator-title"
      slotProps={{ paper: { sx: { width: 420, maxWidth: 'calc(100% - 24px)', m: 1.5 } } }}
    >
      <DialogTitle id="calculator-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {koCalculator.title}
        </Box>
        <IconAction aria-label={koCalculator.close} onClick={closeCalculator}>
          <CloseIcon />
        </IconAction>
      </DialogTitle>
      <DialogContent>{open && <OddsCalculator rules={(user && rules) || guestRules} />}</DialogContent>
    </Dialog>
  );
}
