import type { AdminMember } from '@site/contracts/api/admin';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { koAdmin } from '../../../i18n/ko-admin';
import { useLogoutMember, useUpdateMember } from '../api/admin-members';
import { flagUpdate, type MemberFlag } from '../rules/member-update';
import { alertActionError } from '../../../components/console/notify';

const text = koAdmin.members;

/** A member row's actions, each with its own pending state so rows save independently. */
export function useMemberActions(member: AdminMember) {
  const update = useUpdateMember();
  const logout = useLogoutMember();

  const setFlag = async (flag: MemberFlag, on: boolean) => {
    if (flag === 'blocked' && on) {
      const confirmed = await showConfirm({
        title: text.blockTitle,
        message: text.blockConfirm(member.userId),
        confirmLabel: text.blocked,
        danger: true,
      });
      if (!confirmed) return;
    }
    update.mutate(
      { userId: member.userId, update: flagUpdate(member, flag, on) },
      {
        onSuccess: () => void showAlert(text.saved(member.userId)),
        onError: (error) => void alertActionError(error),
      },
    );
  };

  const forceLogout = async () => {
    const confirmed = await showConfirm({
      title: text.forceLogoutTitle,
      message: text.forceLogoutConfirm(member.userId),
      confirmLabel: text.forceLogout,
      danger: true,
    });
    if (!confirmed) return;
    logout.mutate(member.userId, {
      onSuccess: () => void showAlert(text.loggedOut(member.userId)),
      onError: (error) => void alertActionError(error),
    });
  };

  return { setFlag, forceLogout, pending: update.isPending || logout.isPending };
}

export type MemberActions = ReturnType<typeof useMemberActions>;
