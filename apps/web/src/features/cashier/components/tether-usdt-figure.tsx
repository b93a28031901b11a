import Box from '@mui/material/Box';

import { formatUsdt } from '@site/contracts/api/cashier';

/**
 * The USDT a won amount comes to, recalculated as the member types: a live region, so a screen
 * reader hears the new figure too.
 */
export function TetherUsdtFigure({ label, micro, note }: { label: string; micro: number; note?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: 1,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: 'rgba(184,144,103,0.08)',
      }}
    >
      <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="output" aria-label={label} aria-live="polite" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {formatUsdt(micro)}
      </Box>
      {note && (
        <Box component="span" sx={{ flexBasis: '100%', fontSize: 12, color: 'text.secondary' }}>
          {note}
        </Box>
      )}
    </Box>
  );
}
