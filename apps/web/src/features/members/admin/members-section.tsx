import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import type { AdminMember } from '@site/contracts/api/admin';

import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koAdmin } from '../../../i18n/ko-admin';
import { useCurrentUser } from '../../auth/api/session';
import { useAdminMembers } from '../api/admin-members';
import { filterMembers } from '../rules/member-update';
import type { MemberDialog } from './member-action-buttons';
import { MemberDialogs, type OpenMemberDialog } from './member-dialogs';
import { MemberList } from './member-list';
import { MemberPicturePage } from './member-picture-page';
import { QueryState } from '../../../components/console/query-state';

const text = koAdmin.members;

/** The 회원 tab: the list, or one member's whole page when the address names one (?member=). */
export function MembersSection() {
  const [params] = useSearchParams();
  const userId = params.get('member');
  return userId ? <MemberPicturePage key={userId} userId={userId} /> : <MemberListSection />;
}

function MemberListSection() {
  const query = useAdminMembers();
  const self = useCurrentUser();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<OpenMemberDialog | null>(null);
  const onOpen = (dialog: MemberDialog, member: AdminMember) => setOpen({ dialog, member });
  const close = () => setOpen(null);

  return (
    <Panel title={text.title}>
      <QueryState query={query}>
        {(members) => {
          const shown = filterMembers(members, search);
          const listProps = { members: shown, selfUserId: self?.userId ?? null, onOpen };
          return (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
                <TextField
                  label={text.search}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  size="small"
                  type="search"
                  sx={{ flex: '1 1 220px', maxWidth: 360 }}
                />
                <Typography variant="body2" color="text.secondary" role="status">
                  {text.count(shown.length, members.length)}
                </Typography>
              </Box>
              {shown.length === 0 ? (
                <EmptyState text={members.length === 0 ? text.empty : text.noMatch} />
              ) : (
                <MemberList {...listProps} />
              )}
            </>
          );
        }}
      </QueryState>
      <MemberDialogs open={open} onClose={close} />
    </Panel>
  );
}
