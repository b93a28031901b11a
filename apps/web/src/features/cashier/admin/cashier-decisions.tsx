import { useState, type ReactElement } from 'react';

import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';
import { formatWon } from '@site/contracts/rules/format';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { ApiError } from '../../../lib/api-client';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { useDecideCashRequest } from '../api/admin-cashier-queue';
import { requestKindLabel } from '../rules/cashier-request-view';
import { CashierRefuseDialog } from './cashier-refuse-dialog';
import { alertActionError } from '../../../components/console/notify';

const text = koAdminCashier.decision;

export interface CashierDecisions {
  approve: (request: AdminCashRequest) => Promise<void>;
  refuse: (request: AdminCashRequest) => void;
  pending: boolean;
  /** the confirmation and refusal dialogs: render once */
  dialogs: ReactElement;
}

/** 409: another operator (or the gateway, or the member) ended the request first. */
const decidedElsewhere = (error: unknown): boolean => error instanceof ApiError && error.status === 409;

/**
 * Approving asks first; refusing asks for the reason the member will read. Whatever the answer, the
 * queues are asked again (useDecideCashRequest), so a request another operator decided first leaves
 * the list as the server's text explains why.
 */
export function useCashierDecisions(): CashierDecisions {
  const decide = useDecideCashRequest();
  const [refusing, setRefusing] = useState<AdminCashRequest | null>(null);

  const approve = async (request: AdminCashRequest) => {
    const kind = requestKindLabel(request);
    const confirmed = await showConfirm({
      title: text.approveTitle(kind),
      message: text.approveConfirm(request.userId, kind, formatWon(request.amount)),
      confirmLabel: text.approve,
    });
    if (!confirmed) return;
    decide.mutate(
      { id: request.id, action: 'approve' },
      {
        onSuccess: () => void showAlert(text.approved(request.userId, kind)),
        onError: (error) => void alertActionError(error),
      },
    );
  };

  /** Sends a refusal; a failure is the dialog's to show, which stays open unless nothing is left to refuse. */
  const sendRefusal = async (request: AdminCashRequest, reason: string) => {
    try {
      await decide.mutateAsync({ id: request.id, action: 'refuse', refusal: { reason } });
    } catch (error) {
      // Nothing is left to refuse once someone else decided; other failures keep the reason to retry.
      if (decidedElsewhere(error)) setRefusing(null);
      throw error;
    }
    setRefusing(null);
    void showAlert(text.refused(request.userId, requestKindLabel(request)));
  };

  const dialogs = (
    <>
      {refusing && (
        <CashierRefuseDialog
          request={refusing}
          onClose={() => setRefusing(null)}
          onRefuse={(reason) => sendRefusal(refusing, reason)}
        />
      )}
    </>
  );

  return { approve, refuse: setRefusing, pending: decide.isPending, dialogs };
}
