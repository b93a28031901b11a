import { CountTabLabel } from '../../../components/console/count-tab-label';
import { koInquiriesAdmin } from '../../../i18n/ko-inquiries';
import { useWaitingInquiries } from '../api/admin-inquiries';

/** The console's 고객센터 tab with the inquiries waiting for an answer. */
export function InquiriesTabLabel() {
  return <CountTabLabel label={koInquiriesAdmin.tab} count={useWaitingInquiries()} />;
}
