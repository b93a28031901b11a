import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

import type { PartnerBet, PartnerCash, PartnerMember } from '@site/contracts/api/manager';
import { cashStatusLabels } from '@site/contracts/api/cashier';
import { formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { QueryState } from '../../../components/console/query-state';
import { ListPager } from '../../../components/ui/paged-list';
import { koManager } from '../../../i18n/ko-manager';
import { koBetHistory } from '../../../i18n/ko-results';
import { useMemberBets, useMemberCash } from '../api/manager';
import { ResponsiveList, useStackedList, type ListColumn } from '../../../components/ui/responsive-list';

const text = koManager.member;
const when = (instant: string | null) => (instant ? formatSeoul(instant, 'dateTimeShortYear') : '-');

const cashColumns: ListColumn<PartnerCash>[] = [
  { key: 'channel', header: text.channel, cell: (row) => text.channels[row.channel] ?? row.channel },
  { key: 'amount', header: text.amount, cell: (row) => formatWon(row.amount), numeric: true },
  { key: 'status', header: text.status, cell: (row) => cashStatusLabels[row.status] },
  { key: 'requested', header: text.requested, cell: (row) => when(row.createdAt) },
  { key: 'decided', header: text.decided, cell: (row) => when(row.decidedAt) },
];
const cashHeading: ListColumn<PartnerCash> = {
  key: 'kind',
  header: text.kind,
  cell: (row) => (row.kind === 'deposit' ? text.deposit : text.withdrawal),
};

const betStatusKeys: Record<number, keyof typeof koBetHistory.betStatus> = {
  [-1]: 'cancelled',
  0: 'pending',
  1: 'lost',
  2: 'won',
  3: 'void',
  4: 'cashedOut',
};
const betColumns: ListColumn<PartnerBet>[] = [
  { key: 'game', header: text.game, cell: (row) => text.gameType(row.gameType) },
  { key: 'stake', header: text.stake, cell: (row) => formatWon(row.stake), numeric: true },
  { key: 'odds', header: text.odds, cell: (row) => row.totalOdds.toFixed(2), numeric: true },
  { key: 'status', header: text.status, cell: (row) => koBetHistory.betStatus[betStatusKeys[row.status] ?? 'pending'] },
  {
    key: 'payout',
    header: text.payout,
    cell: (row) => (row.payout === null ? '-' : formatWon(row.payout)),
    numeric: true,
  },
  { key: 'placed', header: text.placed, cell: (row) => when(row.createdAt) },
  { key: 'settled', header: text.settled, cell: (row) => when(row.settledAt) },
];
const betHeading: ListColumn<PartnerBet> = { key: 'id', header: text.betId, cell: (row) => `#${row.id}` };

/** A member's deposits and withdrawals, and their bets: read-only, a page at a time. */
export function MemberDialog({ member, onClose }: { member: PartnerMember; onClose: () => void }) {
  const [tab, setTab] = useState<'cash' | 'bets'>('cash');
  const title = text.title(member.userId, member.nickName);
  return (
    <Dialog open onClose={onClose} fullScreen={useStackedList()} maxWidth="lg" fullWidth aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_event, next: 'cash' | 'bets') => setTab(next)} sx={{ mb: 1 }}>
          <Tab value="cash" label={text.cashTab} />
          <Tab value="bets" label={text.betsTab} />
        </Tabs>
        {tab === 'cash' ? (
          // Keyed: the two lists are two components, so the bets never show the cash page as a placeholder.
          <Records
            key="cash"
            useRecords={useMemberCash}
            memberId={member.id}
            title={text.cashTab}
            columns={cashColumns}
            heading={cashHeading}
            empty={text.cashEmpty}
          />
        ) : (
          <Records
            key="bets"
            useRecords={useMemberBets}
            memberId={member.id}
            title={text.betsTab}
            columns={betColumns}
            heading={betHeading}
            empty={text.betsEmpty}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

interface RecordPage<Row> {
  items: Row[];
  page: number;
  pageCount: number;
}

/** One of the member's lists, a page at a time. */
function Records<Row extends { id: number }>({
  useRecords,
  memberId,
  title,
  columns,
  heading,
  empty,
}: {
  useRecords: (memberId: number, page: number) => UseQueryResult<RecordPage<Row>>;
  memberId: number;
  title: string;
  columns: readonly ListColumn<Row>[];
  heading: ListColumn<Row>;
  empty: string;
}) {
  const [page, setPage] = useState(1);
  const records = useRecords(memberId, page);
  return (
    <QueryState query={records}>
      {(answer) => (
        <>
          <ResponsiveList
            label={title}
            rows={answer.items}
            rowKey={(row) => row.id}
            columns={columns}
            primary={heading}
            empty={empty}
          />
          <ListPager page={answer.page} pageCount={answer.pageCount} onPage={setPage} />
        </>
      )}
    </QueryState>
  );
}
