import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

import { formatBp, rollingKindLabels, type RollingCredit } from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';

import { ListRow } from '../../../components/ui/list-row';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koRolling } from '../../../i18n/ko-rolling';
import { seoulMinute } from './settlement-list';

const t = koRolling.credits;

/** A credit's amount; a negative one is a voided bet's rolling taken back, and says so. */
function Amount({ credit }: { credit: RollingCredit }) {
  return (
    <Box component="span" sx={{ fontWeight: 700, color: credit.amount < 0 ? 'error.main' : 'inherit' }}>
      {formatWon(credit.amount)}
      {credit.amount < 0 && (
        <Box component="span" sx={{ ml: 0.5, fontSize: 11, fontWeight: 400 }}>
          ({t.reversal})
        </Box>
      )}
    </Box>
  );
}

const Settled = ({ credit }: { credit: RollingCredit }) => (
  <Chip size="small" color={credit.settled ? 'success' : 'default'} label={credit.settled ? t.yes : t.no} />
);

const columns: ListColumn<RollingCredit>[] = [
  { key: 'at', header: t.at, cell: (credit) => seoulMinute(credit.at) },
  { key: 'kind', header: t.kind, cell: (credit) => rollingKindLabels[credit.kind] },
  {
    key: 'member',
    header: t.member,
    cell: (credit) => (
      <>
        {credit.maskedId}
        <Box component="span" sx={{ ml: 0.5, fontSize: 11, color: 'text.secondary' }}>
          ({t.via[credit.via]})
        </Box>
      </>
    ),
  },
  { key: 'betId', header: t.betId, numeric: true, cell: (credit) => credit.betId },
  { key: 'stake', header: t.stake, numeric: true, cell: (credit) => formatWon(credit.stake) },
  { key: 'rate', header: t.rate, numeric: true, cell: (credit) => formatBp(credit.rateBp) },
  { key: 'amount', header: t.amount, numeric: true, cell: (credit) => <Amount credit={credit} /> },
  { key: 'settled', header: t.settled, align: 'center', cell: (credit) => <Settled credit={credit} /> },
];

/** One page of credits: a table on a PC, a card per credit on a phone. */
export function CreditList({ credits }: { credits: readonly RollingCredit[] }) {
  return (
    <ResponsiveList
      label={t.title}
      rows={credits}
      rowKey={(credit) => credit.id}
      columns={columns}
      card={(credit) => <CreditCard credit={credit} />}
    />
  );
}

function CreditCard({ credit }: { credit: RollingCredit }) {
  return (
    <ListRow label={`${t.betId} ${credit.betId}`} dense>
      <Box sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ mr: 0.75, fontSize: 12, color: 'primary.main' }}>
          [{rollingKindLabels[credit.kind]}]
        </Box>
        <Box component="strong">{credit.maskedId}</Box>
        <Box component="span" sx={{ ml: 0.5, fontSize: 11, color: 'text.secondary' }}>
          ({t.via[credit.via]})
        </Box>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Amount credit={credit} />
      </Box>
      <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
        {`${t.betId} ${credit.betId} · ${formatWon(credit.stake)} × ${formatBp(credit.rateBp)}`}
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Settled credit={credit} />
      </Box>
      <Box component="time" dateTime={credit.at} sx={{ fontSize: 12, color: 'text.secondary' }}>
        {seoulMinute(credit.at)}
      </Box>
    </ListRow>
  );
}
