import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import type { AdminMember } from '@site/contracts/api/admin';
import type { MemberPicture } from '@site/contracts/api/admin-member-picture';

import { QueryState } from '../../../components/console/query-state';
import { koMemberPicture } from '../../../i18n/ko-member-picture';
import { useCurrentUser } from '../../auth/api/session';
import { MessageDialog } from '../../messages/exports/message-dialog';
import { useCan } from '../../staff/exports/use-can';
import { useMemberPicture } from '../api/admin-member-picture';
import { MemberActionButtons, type MemberDialog } from './member-action-buttons';
import { MemberDialogs, type OpenMemberDialog } from './member-dialogs';
import { BetsCard, CashCard, LedgerCard, LoginsCard } from './picture-activity';
import { LinkedCard, PartnersCard, RiskFlagsCard } from './picture-links';
import { NotesCard } from './picture-notes';
import { BalancesCard, IdentityCard, LimitsCard } from './picture-profile';
import { useMemberActions } from './use-member-actions';

const text = koMemberPicture;

/**
 * One member's whole page (docs/decisions/076), at /admin?tab=members&member=<userId>: who they are,
 * money and limits, bets, requests, logins, linked accounts, the partner chain, notes and risk flags,
 * with the list's actions the role may use.
 */
export function MemberPicturePage({ userId }: { userId: string }) {
  const query = useMemberPicture(userId);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to="/admin?tab=members" size="small" variant="text">
          ← {text.back}
        </Button>
      </Box>
      <QueryState query={query}>{(picture) => <PictureSections picture={picture} />}</QueryState>
    </Box>
  );
}

function PictureSections({ picture }: { picture: MemberPicture }) {
  const member = picture.member;
  return (
    <>
      <PictureHeader member={member} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <IdentityCard member={member} />
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <BalancesCard member={member} />
          <LimitsCard play={picture.responsiblePlay} />
          <PartnersCard userId={member.userId} partners={picture.partners} />
        </Box>
        <LinkedCard linked={picture.linked} />
        <RiskFlagsCard flags={picture.riskFlags} />
        <NotesCard userId={member.userId} notes={picture.notes} />
        <CashCard requests={picture.cashRequests} />
        <BetsCard bets={picture.bets} />
        <LedgerCard ledger={picture.ledger} />
        <LoginsCard logins={picture.logins} />
      </Box>
    </>
  );
}

/** The member's name and presence, and the buttons of the list's row plus lock and 쪽지, each by permission. */
function PictureHeader({ member }: { member: MemberPicture['member'] }) {
  const self = useCurrentUser();
  // The picture's identity extends the list's member (contracts), so the list's actions and dialogs take it.
  const actions = useMemberActions(member);
  const canDecide = useCan('members.decide');
  const canMessage = useCan('support.decide');
  const isSelf = self?.userId === member.userId;
  const [open, setOpen] = useState<OpenMemberDialog | null>(null);
  const [messaging, setMessaging] = useState(false);
  const onOpen = (dialog: MemberDialog, target: AdminMember) => setOpen({ dialog, member: target });
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', justifyContent: 'space-between' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {text.title(member.userId, member.nickName)}
        </Typography>
        <Chip
          size="small"
          color={member.online ? 'success' : 'default'}
          variant="outlined"
          label={member.online ? text.online : text.offline}
        />
      </Box>
      <Box
        role="group"
        aria-label={text.actions}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: { xs: 'flex-start', md: 'flex-end' },
          alignItems: 'flex-start',
        }}
      >
        {canDecide && (
          <Button
            size="small"
            variant="outlined"
            color={member.blocked ? 'primary' : 'error'}
            disabled={actions.pending || isSelf}
            onClick={() => void actions.setFlag('blocked', !member.blocked)}
          >
            {member.blocked ? text.unlock : text.lock}
          </Button>
        )}
        {canMessage && (
          <Button size="small" variant="outlined" onClick={() => setMessaging(true)}>
            {text.sendMessage}
          </Button>
        )}
        <MemberActionButtons member={member} isSelf={isSelf} actions={actions} onOpen={onOpen} />
      </Box>
      <MemberDialogs open={open} onClose={() => setOpen(null)} />
      {messaging && (
        <MessageDialog
          userId={member.userId}
          title={text.message.title(member.userId)}
          onClose={() => setMessaging(false)}
        />
      )}
    </Box>
  );
}
