import Box from '@mui/material/Box';

import { PageHeader } from '../../../components/ui/page-header';
import { Panel } from '../../../components/ui/panel';
import { ko } from '../../../i18n/ko';
import { koCashier } from '../../../i18n/ko-cashier';
import { useCurrentUser } from '../../auth/api/session';
import { useCashierFollowsBalance } from '../api/live-cashier';
import { cashierColumnSx, cashierPageSx } from '../components/cashier-layout';
import { MoneyHistory } from '../components/money-history';
import { PointConversion } from '../components/point-conversion';

/** /mywallet/point: the points held, their conversion to money, and the money and points history. */
export default function PointPage() {
  useCashierFollowsBalance();
  const user = useCurrentUser();
  const t = koCashier.point;
  const held = user?.point ?? 0;
  return (
    <>
      <PageHeader title={ko.pages.point.title} />
      <Box
        sx={{ ...cashierPageSx, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' } }}
      >
        <Box sx={cashierColumnSx}>
          <Panel title={t.balanceTitle}>
            <Box
              aria-label={t.balanceTitle}
              role="status"
              sx={{ fontSize: 28, fontWeight: 700, color: 'primary.main' }}
            >
              {t.amountOf(held, 'point')}
            </Box>
          </Panel>
          <Panel title={t.convertTitle}>
            <PointConversion held={held} />
          </Panel>
        </Box>
        <MoneyHistory />
      </Box>
    </>
  );
}
