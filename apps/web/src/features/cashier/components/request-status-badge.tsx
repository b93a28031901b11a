import Box from '@mui/material/Box';

import type { CashStatus } from '@site/contracts/api/cashier';

import { requestStatusColour, requestStatusLabel } from '../rules/request-status';

/** A request's status as a small outlined label in its colour; the word says it, the colour helps. */
export function RequestStatusBadge({ status }: { status: CashStatus }) {
  const colour = requestStatusColour(status);
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-block',
        px: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: colour,
        color: colour,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {requestStatusLabel(status)}
    </Box>
  );
}
