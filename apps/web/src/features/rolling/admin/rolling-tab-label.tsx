import { CountTabLabel } from '../../../components/console/count-tab-label';
import { koRollingAdmin } from '../../../i18n/ko-rolling';
import { usePendingSettlements } from '../api/admin-rolling';

/** The console's 롤링 정산 tab with the settlements waiting for an operator. */
export function RollingTabLabel() {
  return <CountTabLabel label={koRollingAdmin.tab} count={usePendingSettlements()} />;
}
