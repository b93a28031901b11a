import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

import type { BonusKind, DepositInfo } from '@site/contracts/api/cashier';

import { koCashier } from '../../../i18n/ko-cashier';
import { bonusAmount } from '../rules/bonus';

/**
 * The deposit's bonus: 첫충 (the day's first deposit), 매충 (every deposit) or none, with the cap and
 * what it is paid in. 첫충 is shut once the day's first deposit was approved.
 */
export function BonusChoice({
  bonus,
  amount,
  value,
  onChange,
  disabled = false,
}: {
  bonus: DepositInfo['bonus'];
  amount: number;
  value: BonusKind;
  onChange: (kind: BonusKind) => void;
  disabled?: boolean;
}) {
  const t = koCashier.charge;
  const preview = bonusAmount(amount, value, bonus);
  return (
    <Box role="group" aria-labelledby="bonus-choice-label" sx={{ display: 'grid', gap: 0.5 }}>
      <Box id="bonus-choice-label" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {t.bonus}
      </Box>
      <RadioGroup
        row
        name="bonusKind"
        value={value}
        onChange={(event) => onChange(event.target.value as BonusKind)}
        sx={{ columnGap: 1, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
      >
        <FormControlLabel
          value="first"
          control={<Radio size="small" />}
          label={t.bonusFirst(bonus.firstPct)}
          disabled={disabled || !bonus.firstAvailable || bonus.firstPct <= 0}
        />
        <FormControlLabel
          value="every"
          control={<Radio size="small" />}
          label={t.bonusEvery(bonus.everyPct)}
          disabled={disabled || bonus.everyPct <= 0}
        />
        <FormControlLabel value="none" control={<Radio size="small" />} label={t.bonusNone} disabled={disabled} />
      </RadioGroup>
      <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
        {t.bonusCap(bonus.cap, bonus.currency)}
        {!bonus.firstAvailable && ` · ${t.firstUsed}`}
      </Box>
      {preview > 0 && (
        <Box sx={{ fontSize: 13, fontWeight: 700, color: 'primary.main' }}>
          {t.bonusPreview(preview, bonus.currency)}
        </Box>
      )}
    </Box>
  );
}
