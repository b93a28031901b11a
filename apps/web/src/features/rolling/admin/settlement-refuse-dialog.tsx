import { settlementRefusalSchema, type AdminSettlement } from '@site/contracts/api/rolling';

import { ReasonDialog } from '../../../components/console/reason-dialog';
import { koRollingAdmin } from '../../../i18n/ko-rolling';

const text = koRollingAdmin.queue;

/** Asks why a settlement is refused: the member reads it, and its credits go back to 정산 전. */
export function SettlementRefuseDialog({
  settlement,
  onClose,
  onRefuse,
}: {
  settlement: AdminSettlement;
  onClose: () => void;
  onRefuse: (reason: string) => Promise<void>;
}) {
  return (
    <ReasonDialog
      title={text.refuseTitle}
      help={text.refuseHelp(settlement.userId, settlement.amount)}
      texts={text}
      schema={settlementRefusalSchema}
      onClose={onClose}
      onRefuse={onRefuse}
    />
  );
}
