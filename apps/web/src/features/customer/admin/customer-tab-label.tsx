import Box from '@mui/material/Box';

import { CountBadge } from '../../../components/ui/count-badge';
import { koCustomerAdmin } from '../../../i18n/ko-customer';
import { useWaitingInquiries } from '../api/admin-inquiries';

/** The console's 고객센터 tab with the inquiries waiting for an answer. */
export function CustomerTabLabel() {
  const waiting = useWaitingInquiries();
  return (
    <CountBadge count={waiting}>
      {/* Room for the badge, which hangs over the label's right edge. */}
      <Box component="span" sx={{ pr: 1.25 }}>
        {koCustomerAdmin.tab}
      </Box>
    </CountBadge>
  );
}
