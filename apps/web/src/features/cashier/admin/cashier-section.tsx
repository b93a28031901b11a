import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';

import { ChipTabs } from '../../../components/ui/chip-tabs';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { useCashierCounts } from '../api/admin-cashier-queue';
import { cashierTabs, cashierView, queueOf, type CashierView } from '../exports/cashier-views';
import { CashierDailySection } from './cashier-daily-section';
import { CashierInquiries } from './cashier-inquiries';
import { CashierQueue } from './cashier-queue';
import { CashierSettingsSection } from './cashier-settings-section';

/**
 * /admin?tab=cashier: the four queues and the 계좌문의 with what waits in each, the cashier's
 * settings and the daily totals. The view lives in the address (?view=) like the console's tab.
 */
export function CashierSection() {
  const [params, setParams] = useSearchParams();
  const view = cashierView(params.get('view'));
  const counts = useCashierCounts();
  const select = (next: CashierView) => {
    const changed = new URLSearchParams(params);
    changed.set('view', next);
    setParams(changed, { replace: true });
  };
  const queue = queueOf(view);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ChipTabs label={koAdminCashier.views.label} tabs={cashierTabs(counts.data)} selected={view} onSelect={select} />
      {/* keyed by the queue so that its filters and selection start afresh in another queue */}
      {queue && <CashierQueue key={queue.key} queue={queue} />}
      {view === 'inquiries' && <CashierInquiries />}
      {view === 'settings' && <CashierSettingsSection />}
      {view === 'daily' && <CashierDailySection />}
    </Box>
  );
}
