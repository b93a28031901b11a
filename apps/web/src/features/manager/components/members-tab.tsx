import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';

import type { PartnerMember } from '@site/contracts/api/manager';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { ListPager } from '../../../components/ui/paged-list';
import { Panel } from '../../../components/ui/panel';
import { SearchInput } from '../../../components/ui/search-input';
import { koManager } from '../../../i18n/ko-manager';
import { useTreeMembers } from '../api/manager';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { MemberDialog } from './member-dialog';

const text = koManager.members;

const columns: ListColumn<PartnerMember>[] = [
  { key: 'nickName', header: text.nickName, cell: (row) => row.nickName },
  { key: 'emoney', header: text.emoney, cell: (row) => formatWon(row.emoney), numeric: true },
  { key: 'level', header: text.level, cell: (row) => koManager.level(row.level, row.levelNm) },
  {
    key: 'status',
    header: text.status,
    cell: (row) =>
      row.blocked ? (
        <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
          {text.blocked}
        </Box>
      ) : (
        text.active
      ),
  },
  {
    key: 'lastLogin',
    header: text.lastLogin,
    cell: (row) => (row.lastLoginAt ? formatSeoul(row.lastLoginAt, 'dateTimeShortYear') : text.never),
  },
  { key: 'joined', header: text.joined, cell: (row) => formatSeoul(row.joinedAt, 'date') },
  { key: 'partner', header: text.partner, cell: (row) => row.partnerNickName ?? '-' },
];

/** 회원: the members below the partner, searchable by id or nickname; one opens their cash and bets. */
export function MembersTab() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<PartnerMember | null>(null);
  const search = useDeferredValue(q.trim());
  const members = useTreeMembers(search, page);
  const heading: ListColumn<PartnerMember> = {
    key: 'userId',
    header: text.userId,
    cell: (row) => (
      <Link component="button" type="button" aria-label={text.open(row.userId)} onClick={() => setOpen(row)}>
        {row.userId}
      </Link>
    ),
  };
  return (
    <Panel title={text.title}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <SearchInput
          value={q}
          onChange={(next) => {
            setQ(next);
            setPage(1);
          }}
          label={text.search}
          placeholder={text.searchPlaceholder}
          clearLabel={text.clear}
        />
        {members.data && (
          <Typography variant="body2" color="text.secondary">
            {text.totalCount(members.data.totalCount)}
          </Typography>
        )}
      </Box>
      <QueryState query={members}>
        {(answer) => (
          <>
            <ResponsiveList
              label={text.title}
              rows={answer.items}
              rowKey={(row) => row.id}
              columns={columns}
              primary={heading}
              empty={search ? text.notFound : text.empty}
            />
            <ListPager page={answer.page} pageCount={answer.pageCount} onPage={setPage} />
          </>
        )}
      </QueryState>
      {open && <MemberDialog member={open} onClose={() => setOpen(null)} />}
    </Panel>
  );
}
