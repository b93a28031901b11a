import Box from '@mui/material/Box';

import { CountBadge } from '../../../components/ui/count-badge';
import { koCalculateAdmin } from '../../../i18n/ko-calculate';
import { usePendingSettlements } from '../api/admin-rolling';

/** The console's 롤링 정산 tab with the settlements waiting for an operator. */
export function RollingTabLabel() {
  const pending = usePendingSettlements();
  return (
    <CountBadge count={pending}>
      {/* Room for the badge, which hangs over the label's right edge. */}
      <Box component="span" sx={{ pr: 1.25 }}>
        {koCalculateAdmin.tab}
      </Box>
    </CountBadge>
  );
}
