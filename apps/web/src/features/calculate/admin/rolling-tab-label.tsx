import { CountTabLabel } from '../../../components/console/count-tab-label';
import { koCalculateAdmin } from '../../../i18n/ko-calculate';
import { usePendingSettlements } from '../api/admin-rolling';

/** The console's 롤링 정산 tab with the settlements waiting for an operator. */
export function RollingTabLabel() {
  return <CountTabLabel label={koCalculateAdmin.tab} count={usePendingSettlements()} />;
}
