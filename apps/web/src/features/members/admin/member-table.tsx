import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { AdminMember } from '@site/contracts/api/admin';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { koAdmin } from '../../../i18n/ko-admin';
import { memberFlags } from '../rules/member-update';
import { MemberActionButtons, type MemberDialog } from './member-action-buttons';
import { flagLabel, MemberFlagSwitch } from './member-flag-switch';
import { MemberRoleChip } from './member-role-chip';
import { OnlineDot } from './online-dot';
import type { ConfirmOptions } from '../../../components/console/use-confirm';
import { useMemberActions } from './use-member-actions';

const text = koAdmin.members;

export interface MemberListProps {
  members: readonly AdminMember[];
  selfUserId: string | null;
  onOpen: (dialog: MemberDialog, member: AdminMember) => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

/** The member list on a wide screen: one row per member. */
export function MemberTable({ members, selfUserId, onOpen, confirm }: MemberListProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={text.title}>
        <TableHead>
          <TableRow>
            <TableCell>{text.online}</TableCell>
            <TableCell>{text.userId}</TableCell>
            <TableCell>{text.nickName}</TableCell>
            <TableCell>{text.level}</TableCell>
            <TableCell>{text.role}</TableCell>
            <TableCell align="right">{text.balance}</TableCell>
            {memberFlags.map((flag) => (
              <TableCell key={flag} align="center">
                {flagLabel[flag]}
              </TableCell>
            ))}
            <TableCell align="right">{text.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <MemberTableRow
              key={member.userId}
              member={member}
              isSelf={member.userId === selfUserId}
              onOpen={onOpen}
              confirm={confirm}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MemberTableRow({
  member,
  isSelf,
  onOpen,
  confirm,
}: {
  member: AdminMember;
  isSelf: boolean;
  onOpen: MemberListProps['onOpen'];
  confirm: MemberListProps['confirm'];
}) {
  const actions = useMemberActions(member, confirm);
  return (
    <TableRow hover sx={{ opacity: actions.pending ? 0.6 : 1 }}>
      <TableCell>
        <OnlineDot online={member.online} />
      </TableCell>
      <TableCell sx={{ fontWeight: 700 }}>
        {member.userId}
        {isSelf && (
          <Typography component="span" variant="caption" color="primary" sx={{ ml: 0.75 }}>
            ({text.self})
          </Typography>
        )}
      </TableCell>
      <TableCell>{member.nickName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{text.levelValue(member.level, member.levelNm)}</TableCell>
      <TableCell>
        <MemberRoleChip member={member} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatWon(member.emoney)}
        <Typography variant="caption" color="text.secondary" component="div">
          {text.point} {formatNumber(member.point)}
        </Typography>
      </TableCell>
      {memberFlags.map((flag) => (
        <TableCell key={flag} align="center">
          <MemberFlagSwitch
            member={member}
            flag={flag}
            disabled={actions.pending || (isSelf && flag === 'blocked')}
            onChange={(changed, on) => void actions.setFlag(changed, on)}
            showLabel={false}
          />
        </TableCell>
      ))}
      <TableCell align="right">
        <MemberActionButtons member={member} isSelf={isSelf} actions={actions} onOpen={onOpen} />
      </TableCell>
    </TableRow>
  );
}
