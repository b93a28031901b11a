import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { MarketFamily } from '@site/contracts/sports-markets';

import { CloseIcon } from '../../../components/ui/icons';
import { koAdmin } from '../../../i18n/ko-admin';
import { comboName, familyName, marketFamilies, withCombo, type ForbiddenCombo } from '../rules/sports-settings-form';
import { EditorGroup } from './editor-group';

const text = koAdmin.sportsSettings;

/** The contract's limit on forbidden pairs. */
const MAX_COMBOS = 25;

/** Same-fixture pairs of market families the cart refuses, as Korean family names. */
export function ForbiddenCombosEditor({
  combos,
  error,
  disabled,
  onChange,
}: {
  combos: readonly ForbiddenCombo[];
  error: string | undefined;
  disabled: boolean;
  onChange: (combos: ForbiddenCombo[]) => void;
}) {
  const [pair, setPair] = useState<ForbiddenCombo>(['winDrawLose', 'handicap']);
  const [addError, setAddError] = useState<string | null>(null);

  const choose = (index: 0 | 1, family: MarketFamily) => {
    setPair((current) => (index === 0 ? [family, current[1]] : [current[0], family]));
    setAddError(null);
  };

  const add = () => {
    const next = withCombo(combos, pair);
    if (!next.ok) {
      setAddError(next.error);
      return;
    }
    onChange(next.combos);
  };

  return (
    <EditorGroup title={text.combosTitle} help={text.combosHelp} error={addError ?? error}>
      {combos.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {text.combosEmpty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 1.5, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {combos.map((combo, index) => (
            <Box
              component="li"
              key={`${combo[0]}+${combo[1]}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                pl: 1.5,
                borderRadius: 4,
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {comboName(combo)}
              </Typography>
              <IconButton
                size="small"
                aria-label={text.removeCombo(comboName(combo))}
                disabled={disabled}
                onClick={() => onChange(combos.filter((_, other) => other !== index))}
              >
                <CloseIcon sx={{ fontSize: 18 }} />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {([0, 1] as const).map((index) => (
          <TextField
            key={index}
            select
            label={index === 0 ? text.comboFirst : text.comboSecond}
            value={pair[index]}
            onChange={(event) => choose(index, event.target.value as MarketFamily)}
            disabled={disabled}
            size="small"
            sx={{ width: 130 }}
            slotProps={{ select: { native: true } }}
          >
            {marketFamilies.map((family) => (
              <option key={family} value={family}>
                {familyName(family)}
              </option>
            ))}
          </TextField>
        ))}
        <Button size="small" variant="outlined" disabled={disabled || combos.length >= MAX_COMBOS} onClick={add}>
          {text.addCombo}
        </Button>
      </Box>
    </EditorGroup>
  );
}
