import Box from '@mui/material/Box';

import { cashierErrors, type DepositInfo } from '@site/contracts/api/cashier';

import { koCashier } from '../../../i18n/ko-cashier';

/** The cashier is closed now (bank hours or the operator): said above the form it shuts. */
export function ClosedNotice({ closedHours }: { closedHours: DepositInfo['closedHours'] }) {
  return (
    <Box
      role="alert"
      sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'warning.main', color: 'warning.main', fontSize: 14 }}
    >
      {closedHours ? cashierErrors.closed(closedHours.from, closedHours.until) : koCashier.closedNow}
    </Box>
  );
}
