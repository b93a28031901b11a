import Box from '@mui/material/Box';

import { formatDecimal2 } from '@site/contracts/rules/format';

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

/**
 * The names of a bet's pick columns, over the rows on a wide screen; on a phone each pick stacks
 * into a small card with its own labels instead, so the header is not shown there.
 */
export function PickHeader({
  columns,
  labels,
  centred,
}: {
  columns: string;
  labels: readonly string[];
  /** the columns (from 1) whose values stand centred under their name */
  centred: readonly number[];
}) {
  return (
    <Box
      aria-hidden
      sx={{
        display: { xs: 'none', md: 'grid' },
        gridTemplateColumns: columns,
        gap: 1.5,
        px: 1.5,
        py: 0.75,
        fontSize: 12,
        color: 'text.secondary',
        bgcolor: 'rgba(255,255,255,0.03)',
      }}
    >
      {labels.map((label, index) => (
        <Box component="span" key={label} sx={{ textAlign: centred.includes(index + 1) ? 'center' : undefined }}>
          {label}
        </Box>
      ))}
    </Box>
  );
}

/** What was chosen and at what odds: side by side on a phone, their own columns on a wide screen. */
export function PickChoice({ label, price }: { label: string; price: number }) {
  return (
    <Box sx={{ gridArea: 'pick', display: { xs: 'flex', md: 'contents' }, justifyContent: 'space-between', gap: 1 }}>
      <Box component="span" sx={{ ...pickCell, gridArea: { md: 'pick' }, color: 'primary.main', fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="span" sx={{ gridArea: { md: 'odds' }, textAlign: 'center', fontWeight: 700 }}>
        {formatDecimal2(price)}
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
