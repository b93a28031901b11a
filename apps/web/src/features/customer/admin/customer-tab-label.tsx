import { CountTabLabel } from '../../../components/console/count-tab-label';
import { koCustomerAdmin } from '../../../i18n/ko-customer';
import { useWaitingInquiries } from '../api/admin-inquiries';

/** The console's 고객센터 tab with the inquiries waiting for an answer. */
export function CustomerTabLabel() {
  return <CountTabLabel label={koCustomerAdmin.tab} count={useWaitingInquiries()} />;
}
