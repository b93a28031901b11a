import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { shortDeviceId, type MemberPicture } from '@site/contracts/api/admin-member-picture';
import { cashStatusLabels } from '@site/contracts/api/cashier';
import { formatDecimal2, formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koAdminCashier } from '../../../i18n/ko-admin-cashier';
import { koMemberPicture } from '../../../i18n/ko-member-picture';
import { betStatusLabel, gameTypeLabel, StatusBadge } from '../../bet-history/exports/bet-status';
import { LedgerList } from './ledger-dialog';
import { PictureCard } from './picture-card';

const text = koMemberPicture;
const at = (instant: string) => formatSeoul(instant, 'dateTimeShortYear');

type PictureBet = MemberPicture['bets']['open'][number];
type PictureCash = MemberPicture['cashRequests'][number];
type PictureLogin = MemberPicture['logins'][number];

/** What a bet was on, in one line: its first pick (and how many more), its minigame pick or casino game. */
function betWhat(bet: PictureBet): string {
  if (bet.minigame) return `${bet.minigame.marketNameKorean} ${bet.minigame.pickNameKorean}`;
  if (bet.casino) return `${bet.casino.vendorNameKorean} ${bet.casino.gameNameKorean}`;
  const [first] = bet.picks;
  if (!first) return '';
  return text.bets.picks(`${first.home} vs ${first.away} · ${first.selectionName}`, bet.picks.length - 1);
}

const betColumns: ListColumn<PictureBet>[] = [
  { key: 'createdAt', header: text.bets.createdAt, cell: (bet) => at(bet.createdAt) },
  { key: 'game', header: text.bets.game, cell: (bet) => gameTypeLabel(bet.gameType) },
  { key: 'what', header: text.bets.what, wrap: true, cellSx: { overflowWrap: 'anywhere' }, cell: betWhat },
  { key: 'stake', header: text.bets.stake, numeric: true, cell: (bet) => formatWon(bet.stake) },
  { key: 'odds', header: text.bets.odds, numeric: true, cell: (bet) => formatDecimal2(bet.totalOdds) },
  {
    key: 'result',
    header: text.bets.result,
    align: 'right',
    cell: (bet) => <StatusBadge code={bet.status} label={betStatusLabel(bet.status)} />,
  },
];

function BetList({ label, bets, empty }: { label: string; bets: readonly PictureBet[]; empty: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {bets.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <ResponsiveList
          label={text.bets.label(label)}
          rows={bets}
          rowKey={(bet) => bet.id}
          columns={betColumns}
          primary="what"
        />
      )}
    </Box>
  );
}

/** 베팅: what is still open, then the latest bets whatever their outcome. */
export function BetsCard({ bets }: { bets: MemberPicture['bets'] }) {
  return (
    <PictureCard title={text.bets.title} wide>
      <BetList label={text.bets.open} bets={bets.open} empty={text.bets.noOpen} />
      <BetList label={text.bets.recent} bets={bets.recent} empty={text.bets.noRecent} />
    </PictureCard>
  );
}

/** 머니 내역: the ledger's latest rows, as the ledger dialog lists them. */
export function LedgerCard({ ledger }: { ledger: MemberPicture['ledger'] }) {
  return (
    <PictureCard title={text.ledger.title} empty={ledger.length === 0 && text.ledger.empty} wide>
      <LedgerList label={text.ledger.title} entries={ledger} />
    </PictureCard>
  );
}

const cashColumns: ListColumn<PictureCash>[] = [
  { key: 'createdAt', header: text.cash.createdAt, cell: (cash) => at(cash.createdAt) },
  {
    key: 'kind',
    header: text.cash.kind,
    cell: (cash) => koAdminCashier.kindLabel[`${cash.channel}-${cash.kind}`] ?? cash.kind,
  },
  { key: 'amount', header: text.cash.amount, numeric: true, cell: (cash) => formatWon(cash.amount) },
  { key: 'status', header: text.cash.status, align: 'right', cell: (cash) => cashStatusLabels[cash.status] },
];

/** 충전·환전 신청: the latest deposits and withdrawals asked for, with where each stands. */
export function CashCard({ requests }: { requests: MemberPicture['cashRequests'] }) {
  return (
    <PictureCard title={text.cash.title} empty={requests.length === 0 && text.cash.empty}>
      <ResponsiveList label={text.cash.title} rows={requests} rowKey={(cash) => cash.id} columns={cashColumns} />
    </PictureCard>
  );
}

const loginColumns: ListColumn<PictureLogin>[] = [
  { key: 'at', header: text.logins.at, cell: (login) => at(login.at) },
  { key: 'ip', header: text.logins.ip, cell: (login) => login.ip },
  { key: 'device', header: text.logins.device, cell: (login) => login.device },
  {
    key: 'deviceId',
    header: text.logins.deviceId,
    cell: (login) => (login.deviceId ? shortDeviceId(login.deviceId) : '-'),
  },
];

/** 접속 기록: when, from where and on what the member logged in. */
export function LoginsCard({ logins }: { logins: MemberPicture['logins'] }) {
  return (
    <PictureCard title={text.logins.title} empty={logins.length === 0 && text.logins.empty}>
      <ResponsiveList
        label={text.logins.title}
        rows={logins}
        rowKey={(login) => `${login.at}-${login.ip}`}
        columns={loginColumns}
      />
    </PictureCard>
  );
}
