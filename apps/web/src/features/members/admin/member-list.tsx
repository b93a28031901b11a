import Typography from '@mui/material/Typography';

import type { AdminMember } from '@site/contracts/api/admin';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koAdmin } from '../../../i18n/ko-admin';
import { koMemberPicture } from '../../../i18n/ko-member-picture';
import { memberFlags } from '../rules/member-update';
import { MemberActionButtons, type MemberDialog } from './member-action-buttons';
import { MemberCard } from './member-card';
import { MemberLink } from '../exports/member-link';
import { flagLabel, MemberFlagSwitch } from './member-flag-switch';
import { MemberRoleChip } from './member-role-chip';
import { OnlineDot } from './online-dot';
import { useMemberActions, type MemberActions } from './use-member-actions';

const text = koAdmin.members;

export interface MemberListProps {
  members: readonly AdminMember[];
  selfUserId: string | null;
  onOpen: (dialog: MemberDialog, member: AdminMember) => void;
}

const columnsFor = ({
  selfUserId,
  onOpen,
}: Omit<MemberListProps, 'members'>): ListColumn<AdminMember, MemberActions>[] => [
  { key: 'online', header: text.online, cell: (member) => <OnlineDot online={member.online} /> },
  {
    key: 'userId',
    header: text.userId,
    cell: (member) => (
      <>
        <strong>
          <MemberLink userId={member.userId} label={koMemberPicture.open(member.userId)}>
            {member.userId}
          </MemberLink>
        </strong>
        {member.userId === selfUserId && (
          <Typography component="span" variant="caption" color="primary" sx={{ ml: 0.75 }}>
            ({text.self})
          </Typography>
        )}
      </>
    ),
  },
  { key: 'nickName', header: text.nickName, cell: (member) => member.nickName },
  { key: 'level', header: text.level, cell: (member) => text.levelValue(member.level, member.levelNm) },
  { key: 'role', header: text.role, cell: (member) => <MemberRoleChip member={member} /> },
  {
    key: 'balance',
    header: text.balance,
    numeric: true,
    cell: (member) => (
      <>
        {formatWon(member.emoney)}
        <Typography variant="caption" color="text.secondary" component="div">
          {text.point} {formatNumber(member.point)}
        </Typography>
      </>
    ),
  },
  ...memberFlags.map((flag): ListColumn<AdminMember, MemberActions> => ({
    key: flag,
    header: flagLabel[flag],
    align: 'center',
    cell: (member, actions) => (
      <MemberFlagSwitch
        member={member}
        flag={flag}
        disabled={actions.pending || (member.userId === selfUserId && flag === 'blocked')}
        onChange={(changed, on) => void actions.setFlag(changed, on)}
        showLabel={false}
      />
    ),
  })),
  {
    key: 'actions',
    header: text.actions,
    align: 'right',
    cell: (member, actions) => (
      <MemberActionButtons member={member} isSelf={member.userId === selfUserId} actions={actions} onOpen={onOpen} />
    ),
  },
];

/**
 * The member list: a row per member on a wide screen, a stacked card on a phone (the ten columns
 * cannot fit). Each row's switches and buttons share its own actions, saving independently.
 */
export function MemberList({ members, selfUserId, onOpen }: MemberListProps) {
  return (
    <ResponsiveList
      label={text.title}
      rows={members}
      rowKey={(member) => member.userId}
      columns={columnsFor({ selfUserId, onOpen })}
      useRowState={useMemberActions}
      rowSx={(_, actions) => ({ opacity: actions.pending ? 0.6 : 1 })}
      card={(member, actions) => (
        <MemberCard member={member} isSelf={member.userId === selfUserId} onOpen={onOpen} actions={actions} />
      )}
      cardsSx={{ display: 'grid', gap: 1.5 }}
    />
  );
}
