import Box from '@mui/material/Box';

import { settlementColour } from '../rules/bet-status';

/** A settlement code as a small outlined label in its colour. */
export function StatusBadge({ code, label, strong = false }: { code: number; label: string; strong?: boolean }) {
  const colour = settlementColour(code);
  return (
    <Box
      component="span"
      data-status={code}
      sx={{
        display: 'inline-block',
        px: strong ? 1.25 : 0.75,
        py: strong ? 0.25 : 0,
        borderRadius: 1,
        border: 1,
        borderColor: colour,
        color: colour,
        bgcolor: strong ? `${colour}1f` : 'transparent',
        fontSize: strong ? 13 : 12,
        fontWeight: 700,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
