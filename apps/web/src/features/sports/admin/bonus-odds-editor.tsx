import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { CloseIcon } from '../../../components/ui/icons';
import { koAdmin } from '../../../i18n/ko-admin';
import { withBonusRow, type BonusDraft } from '../rules/sports-settings-form';
import { EditorGroup } from './editor-group';

const text = koAdmin.sportsSettings;

/** The contract's limit on bonus rules. */
const MAX_BONUS_ROWS = 20;

/** The bonus odds rows: from how many picks (폴더 수), which bonus (배당). */
export function BonusOddsEditor({
  rows,
  error,
  disabled,
  onChange,
}: {
  rows: readonly BonusDraft[];
  error: string | undefined;
  disabled: boolean;
  onChange: (rows: BonusDraft[]) => void;
}) {
  const edit = (key: number, patch: Partial<BonusDraft>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <EditorGroup title={text.bonusTitle} help={text.bonusHelp} error={error}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {text.bonusEmpty}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'grid', gap: 1.5 }}>
          {rows.map((row, index) => (
            <Box component="li" key={row.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 420 }}>
              <TextField
                label={text.minPicks}
                value={row.minPicks}
                onChange={(event) => edit(row.key, { minPicks: event.target.value })}
                disabled={disabled}
                size="small"
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', 'aria-label': `${text.bonusRow(index + 1)} ${text.minPicks}` },
                }}
              />
              <TextField
                label={text.odds}
                value={row.odds}
                onChange={(event) => edit(row.key, { odds: event.target.value })}
                disabled={disabled}
                size="small"
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'aria-label': `${text.bonusRow(index + 1)} ${text.odds}` },
                }}
              />
              <IconButton
                aria-label={text.removeBonus(index + 1)}
                disabled={disabled}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                <CloseIcon sx={{ fontSize: 20 }} />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Button
        size="small"
        variant="outlined"
        disabled={disabled || rows.length >= MAX_BONUS_ROWS}
        onClick={() => onChange(withBonusRow(rows))}
      >
        {text.addBonus}
      </Button>
    </EditorGroup>
  );
}
