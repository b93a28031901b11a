import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import type { AdminMember } from '@site/contracts/api/admin';

import { koAdmin } from '../../../i18n/ko-admin';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { koAdminResponsiblePlay } from '../../../i18n/ko-admin-responsible-play';
import type { useMemberActions } from './use-member-actions';
import { useCan } from '../../staff/exports/use-can';

const text = koAdmin.members;

/** The dialogs a member row opens. */
export type MemberDialog = 'level' | 'money' | 'ledger' | 'bankAccount' | 'responsiblePlay';

/** A member's buttons, the same in the table and on a card. */
export function MemberActionButtons({
  member,
  isSelf,
  actions,
  onOpen,
}: {
  member: AdminMember;
  isSelf: boolean;
  actions: ReturnType<typeof useMemberActions>;
  onOpen: (dialog: MemberDialog, member: AdminMember) => void;
}) {
  // Moving money is its own permission; the other buttons decide about the member (level, lock, logout).
  const canMoveMoney = useCan('members.money');
  const canDecide = useCan('members.decide');
  // A member's limits and breaks are the risk area's (GET /admin/members/:userId/responsible-play).
  const canSeePlay = useCan('risk.view');
  const open = (dialog: MemberDialog) => (
    <Button size="small" variant="outlined" disabled={actions.pending} onClick={() => onOpen(dialog, member)}>
      {
        {
          level: text.editLevel,
          money: text.adjustMoney,
          ledger: text.ledger,
          bankAccount: koAdminCashier.bankAccount.open,
          responsiblePlay: koAdminResponsiblePlay.open,
        }[dialog]
      }
    </Button>
  );
  return (
    // Two by two: six buttons side by side would squeeze the table's other columns.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        gap: 1,
        justifyContent: 'end',
        '& button': { whiteSpace: 'nowrap' },
      }}
    >
      {canMoveMoney && open('money')}
      {open('ledger')}
      {canDecide && open('level')}
      {open('bankAccount')}
      {canSeePlay && open('responsiblePlay')}
      {canDecide && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={actions.pending || isSelf}
          onClick={() => void actions.forceLogout()}
        >
          {text.forceLogout}
        </Button>
      )}
    </Box>
  );
}
