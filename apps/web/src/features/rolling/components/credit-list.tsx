import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

import { formatBp, rollingKindLabels, type RollingCredit } from '@site/contracts/api/rolling';
import { formatWon } from '@site/contracts/rules/format';

import { ListRow } from '../../../components/ui/list-row';
import { koRolling } from '../../../i18n/ko-rolling';
import { seoulMinute } from './settlement-list';
import { useWide } from './wide';

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

/** One page of credits: a table on a PC, a card per credit on a phone. */
export function CreditList({ credits }: { credits: readonly RollingCredit[] }) {
  const wide = useWide();
  if (wide)
    return (
      <Table size="small" aria-label={t.title}>
        <TableHead>
          <TableRow>
            <TableCell>{t.at}</TableCell>
            <TableCell>{t.kind}</TableCell>
            <TableCell>{t.member}</TableCell>
            <TableCell align="right">{t.betId}</TableCell>
            <TableCell align="right">{t.stake}</TableCell>
            <TableCell align="right">{t.rate}</TableCell>
            <TableCell align="right">{t.amount}</TableCell>
            <TableCell align="center">{t.settled}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {credits.map((credit) => (
            <TableRow key={credit.id}>
              <TableCell>{seoulMinute(credit.at)}</TableCell>
              <TableCell>{rollingKindLabels[credit.kind]}</TableCell>
              <TableCell>
                {credit.maskedId}
                <Box component="span" sx={{ ml: 0.5, fontSize: 11, color: 'text.secondary' }}>
                  ({t.via[credit.via]})
                </Box>
              </TableCell>
              <TableCell align="right">{credit.betId}</TableCell>
              <TableCell align="right">{formatWon(credit.stake)}</TableCell>
              <TableCell align="right">{formatBp(credit.rateBp)}</TableCell>
              <TableCell align="right">
                <Amount credit={credit} />
              </TableCell>
              <TableCell align="center">
                <Settled credit={credit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {credits.map((credit) => (
        <ListRow key={credit.id} label={`${t.betId} ${credit.betId}`} dense>
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
      ))}
    </Box>
  );
}
