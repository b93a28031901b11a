import type { StaffMember } from '@site/contracts/api/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '@site/contracts/staff';

import { alertActionError } from '../../../components/console/notify';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { koStaff as text } from '../../../i18n/ko-staff';
import { useChangeStaffRole, useSuspendStaff } from '../api/admin-staff';

export interface StaffActions {
  pending: boolean;
  changeRole: (role: StaffRole) => Promise<void>;
  toggleSuspension: () => Promise<void>;
}

/**
 * One staff row's changes, each asked first: a role or a suspension changes what a person can do at
 * once (a suspended account is signed out). A refusal (an owner's rule) is the server's Korean reason.
 */
export function useStaffActions(staff: StaffMember): StaffActions {
  const changeRole = useChangeStaffRole();
  const suspension = useSuspendStaff();

  const askAndChangeRole = async (staffRole: StaffRole) => {
    if (staffRole === staff.staffRole) return;
    const label = STAFF_ROLE_LABELS[staffRole];
    const confirmed = await showConfirm({
      title: text.changeRoleTitle,
      message: text.changeRoleConfirm(staff.userId, label),
      confirmLabel: text.changeRole,
    });
    if (!confirmed) return;
    changeRole.mutate(
      { id: staff.id, staffRole },
      {
        onSuccess: () => void showAlert(text.roleChanged(staff.userId, label)),
        onError: (error) => void alertActionError(error),
      },
    );
  };

  const askAndToggle = async () => {
    const suspend = !staff.suspended;
    const confirmed = await showConfirm({
      title: suspend ? text.suspendTitle : text.resumeTitle,
      message: suspend ? text.suspendConfirm(staff.userId) : text.resumeConfirm(staff.userId),
      confirmLabel: suspend ? text.suspend : text.resume,
      danger: suspend,
    });
    if (!confirmed) return;
    suspension.mutate(
      { id: staff.id, suspend },
      {
        onSuccess: () => void showAlert(suspend ? text.suspendedDone(staff.userId) : text.resumedDone(staff.userId)),
        onError: (error) => void alertActionError(error),
      },
    );
  };

  return {
    pending: changeRole.isPending || suspension.isPending,
    changeRole: askAndChangeRole,
    toggleSuspension: askAndToggle,
  };
}
