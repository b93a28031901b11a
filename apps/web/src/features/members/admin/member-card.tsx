import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import type { AdminMember } from '@site/contracts/api/admin';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { koAdmin } from '../../../i18n/ko-admin';
import { koMemberPicture } from '../../../i18n/ko-member-picture';
import { memberFlags } from '../rules/member-update';
import { MemberActionButtons } from './member-action-buttons';
import { MemberFlagSwitch } from './member-flag-switch';
import { MemberLink } from '../exports/member-link';
import { MemberRoleChip } from './member-role-chip';
import type { MemberListProps } from './member-list';
import { OnlineDot } from './online-dot';
import type { MemberActions } from './use-member-actions';

const text = koAdmin.members;

/** A member on a phone: a stacked card with the row's own actions. */
export function MemberCard({
  member,
  isSelf,
  onOpen,
  actions,
}: {
  member: AdminMember;
  isSelf: boolean;
  onOpen: MemberListProps['onOpen'];
  actions: MemberActions;
}) {
  return (
    <Box component="li">
      <Paper
        variant="outlined"
        sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, opacity: actions.pending ? 0.6 : 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <OnlineDot online={member.online} />
          <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
            <MemberLink userId={member.userId} label={koMemberPicture.open(member.userId)}>
              {member.userId}
            </MemberLink>
            <Typography component="span" color="text.secondary" sx={{ ml: 0.75 }}>
              {member.nickName}
            </Typography>
            {isSelf && (
              <Typography component="span" variant="caption" color="primary" sx={{ ml: 0.75 }}>
                ({text.self})
              </Typography>
            )}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <MemberRoleChip member={member} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, fontSize: 14 }}>
          <span>{text.levelValue(member.level, member.levelNm)}</span>
          <span>
            {text.balance} <strong>{formatWon(member.emoney)}</strong>
          </span>
          <span>
            {text.point} {formatNumber(member.point)}
          </span>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {memberFlags.map((flag) => (
            <MemberFlagSwitch
              key={flag}
              member={member}
              flag={flag}
              disabled={actions.pending || (isSelf && flag === 'blocked')}
              onChange={(changed, on) => void actions.setFlag(changed, on)}
              showLabel
            />
          ))}
        </Box>
        <MemberActionButtons member={member} isSelf={isSelf} actions={actions} onOpen={onOpen} />
      </Paper>
    </Box>
  );
}
