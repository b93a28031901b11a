import Box from '@mui/material/Box';

import { ColumnHeader, type ColumnName } from '../../../components/ui/column-header';
import { Odds } from '../../odds-format/exports/odds';
import { pickResultLabel } from '../rules/bet-status';
import { StatusBadge } from './status-badge';

/** A pick's text cell: it wraps anywhere rather than widen its column. */
export const pickCell = { minWidth: 0, overflowWrap: 'anywhere' } as const;

/** A pick row's box, whatever its columns: a grid on a wide screen, a small stacked card on a phone. */
export const pickRowSx = {
  display: 'grid',
  columnGap: 1.5,
  rowGap: 0.5,
  alignItems: 'center',
  px: 1.5,
  py: 1,
  fontSize: 13,
  borderTop: 1,
  borderColor: 'divider',
} as const;

/** The names of a bet's pick columns, on a faint band of their own over the rows. */
export function PickHeader({ columns, names }: { columns: string; names: readonly ColumnName[] }) {
  return <ColumnHeader columns={columns} names={names} sx={{ bgcolor: 'rgba(255,255,255,0.03)' }} />;
}

/** What was chosen and at what odds: side by side on a phone, their own columns on a wide screen. */
export function PickChoice({ label, price }: { label: string; price: number }) {
  return (
    <Box sx={{ gridArea: 'pick', display: { xs: 'flex', md: 'contents' }, justifyContent: 'space-between', gap: 1 }}>
      <Box component="span" sx={{ ...pickCell, gridArea: { md: 'pick' }, color: 'primary.main', fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="span" sx={{ gridArea: { md: 'odds' }, textAlign: 'center', fontWeight: 700 }}>
        <Odds value={price} />
      </Box>
    </Box>
  );
}

/** How the pick ended (적중, 미적중 …), in the row's corner on a phone. */
export function PickResult({ code }: { code: number }) {
  return (
    <Box sx={{ gridArea: 'result', textAlign: { xs: 'right', md: 'center' } }}>
      <StatusBadge code={code} label={pickResultLabel(code)} />
    </Box>
  );
}
