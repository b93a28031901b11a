import type { AdminMember } from '@site/contracts/api/admin';

import { CashierBankAccountDialog } from '../../cashier/exports/cashier-bank-account-dialog';
import { MemberPlayDialog } from '../../responsible-play/exports/member-play-dialog';
import { LedgerDialog } from './ledger-dialog';
import { LevelDialog } from './level-dialog';
import type { MemberDialog } from './member-action-buttons';
import { MoneyDialog } from './money-dialog';

export interface OpenMemberDialog {
  dialog: MemberDialog;
  member: AdminMember;
}

/** The dialog a member's button opened (in the list or on the member's page), mounted only while open. */
export function MemberDialogs({ open, onClose }: { open: OpenMemberDialog | null; onClose: () => void }) {
  if (!open) return null;
  const { dialog, member } = open;
  switch (dialog) {
    case 'level':
      return <LevelDialog member={member} onClose={onClose} />;
    case 'money':
      return <MoneyDialog member={member} onClose={onClose} />;
    case 'ledger':
      return <LedgerDialog member={member} onClose={onClose} />;
    case 'bankAccount':
      return <CashierBankAccountDialog member={member} onClose={onClose} />;
    case 'responsiblePlay':
      return <MemberPlayDialog userId={member.userId} onClose={onClose} />;
  }
}
