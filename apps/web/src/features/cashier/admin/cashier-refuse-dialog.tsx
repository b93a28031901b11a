import { refusalSchema, type AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { formatWon } from '@site/contracts/rules/format';

import { ReasonDialog } from '../../../components/console/reason-dialog';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { requestKindLabel } from '../rules/cashier-request-view';

const text = koAdminCashier.decision;

/** Asks why a cash request is refused (the console's one refusal dialog, with the request's words). */
export function CashierRefuseDialog({
  request,
  onClose,
  onRefuse,
}: {
  request: AdminCashRequest;
  onClose: () => void;
  /** Sends the refusal; a rejection is shown by the form. */
  onRefuse: (reason: string) => Promise<void>;
}) {
  return (
    <ReasonDialog
      title={text.refuseTitle(requestKindLabel(request))}
      help={text.refuseHelp(request.userId, formatWon(request.amount))}
      texts={text}
      schema={refusalSchema}
      onClose={onClose}
      onRefuse={onRefuse}
    />
  );
}
