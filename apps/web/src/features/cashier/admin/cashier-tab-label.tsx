import Box from '@mui/material/Box';

import { CountBadge } from '../../../components/ui/count-badge';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { useCashierCounts } from '../api/admin-cashier-queue';
import { waitingTotal } from '../exports/cashier-views';

/**
 * The console's 입출금 tab with what waits in its queues. Mounted with the console's tabs, so the
 * counts are polled while the console is open, whichever tab is shown.
 */
export function CashierTabLabel() {
  const counts = useCashierCounts();
  return (
    <CountBadge count={waitingTotal(counts.data)}>
      {/* Room for the badge, which hangs over the label's right edge. */}
      <Box component="span" sx={{ pr: 1.25 }}>
        {koAdminCashier.tab}
      </Box>
    </CountBadge>
  );
}
