import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';

import { formatNumber } from '@site/contracts/rules/format';

import { ActionButton } from './action-button';

export interface StakeFieldProps {
  /** the input's id, for its label */
  id: string;
  stake: number;
  onStake: (stake: number) => void;
  /** quick amounts; each adds to the stake */
  chips: readonly number[];
  /** what MAX stakes; null or 0 when there is nothing to stake (a guest); no MAX button without it */
  maxStake?: number | null;
  /** `max` absent: no MAX button (a deposit has no balance to stake all of) */
  labels: { stake: string; reset: string; max?: string };
  /** how a chip reads; the amount with separators when not given */
  chipLabel?: (amount: number) => string;
  /** the whole field is shut (a closed cashier) */
  disabled?: boolean;
  /** the id of the text that explains a refused amount, so a screen reader reads it with the field */
  describedBy?: string;
}

/**
 * A stake in whole won: the field (digits only, shown with separators), 정정 to clear it, the quick
 * chips that add to it and MAX. The sports cart and the minigame bet panel both take stakes so.
 */
export function StakeField({
  id,
  stake,
  onStake,
  chips,
  maxStake = null,
  labels,
  chipLabel = formatNumber,
  disabled = false,
  describedBy,
}: StakeFieldProps) {
  const disabledSx = { '&.Mui-disabled': { opacity: 0.4 } };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="label" htmlFor={id} sx={{ fontSize: 13, color: 'text.secondary', flexShrink: 0 }}>
          {labels.stake}
        </Box>
        <InputBase
          id={id}
          value={stake === 0 ? '' : formatNumber(stake)}
          placeholder="0"
          onChange={(event) => onStake(Number(event.target.value.replace(/\D/g, '')))}
          disabled={disabled}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', 'aria-describedby': describedBy }}
          sx={{
            flex: 1,
            minWidth: 0,
            px: 1.25,
            height: 36,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
            '& input': { textAlign: 'right', fontWeight: 700 },
            '&.Mui-focused': { borderColor: 'primary.main' },
          }}
        />
        <ActionButton variant="outlined" compact disabled={disabled} onClick={() => onStake(0)} sx={disabledSx}>
          {labels.reset}
        </ActionButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.75 }}>
        {chips.map((amount) => (
          <ActionButton
            key={amount}
            compact
            disabled={disabled}
            onClick={() => onStake(stake + amount)}
            sx={{ border: 1, borderColor: 'divider', bgcolor: 'rgba(255,255,255,0.03)', ...disabledSx }}
          >
            {chipLabel(amount)}
          </ActionButton>
        ))}
        {labels.max !== undefined && (
          <ActionButton
            compact
            disabled={disabled || maxStake === null || maxStake <= 0}
            onClick={() => maxStake !== null && onStake(maxStake)}
            sx={{ border: 1, borderColor: 'primary.main', color: 'primary.main', ...disabledSx }}
          >
            {labels.max}
          </ActionButton>
        )}
      </Box>
    </Box>
  );
}
