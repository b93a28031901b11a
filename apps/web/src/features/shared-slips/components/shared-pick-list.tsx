import Box from '@mui/material/Box';

import type { SharedPick } from '@site/contracts/api/shared-slips';
import { marketPeriodLabel, selectionLabel } from '@site/contracts/sports-markets';
import { formatSeoul } from '@site/contracts/time';

import { Text } from '../../../components/ui/text';
import { useFormatOdds } from '../../odds-format/exports/odds';
import { koSharedSlips as t } from '../../../i18n/ko-shared-slips';

/** The slip's picks at today's prices; a pick no longer open is greyed and says why. */
export function SharedPickList({ picks }: { picks: readonly SharedPick[] }) {
  return (
    <Box component="ul" aria-label={t.picks} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {picks.map((pick) => (
        <SharedPickRow key={pick.selectionId} pick={pick} />
      ))}
    </Box>
  );
}

function SharedPickRow({ pick }: { pick: SharedPick }) {
  const selection = selectionLabel(pick);
  const formatOdds = useFormatOdds();
  return (
    <Box
      component="li"
      aria-label={`${t.match(pick.home, pick.away)} ${selection} ${t.state[pick.state]}`}
      data-open={pick.open}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 1.5,
        rowGap: 0.25,
        py: 1.25,
        px: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        opacity: pick.open ? 1 : 0.6,
      }}
    >
      <Text variant="caption" noWrap sx={{ color: 'text.secondary' }}>
        {pick.leagueNameKorean} · <time dateTime={pick.startAt}>{formatSeoul(pick.startAt, 'monthDayTime')}</time>
      </Text>
      <Box
        component="span"
        sx={{
          justifySelf: 'end',
          fontSize: 11,
          px: 0.75,
          borderRadius: 1,
          whiteSpace: 'nowrap',
          bgcolor: pick.open ? 'success.dark' : 'error.dark',
          color: '#fff',
        }}
      >
        {t.state[pick.state]}
      </Box>
      <Text variant="body2" sx={{ fontWeight: 700, gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
        {t.match(pick.home, pick.away)}
      </Text>
      <Text variant="body2" sx={{ color: 'text.secondary', minWidth: 0, overflowWrap: 'anywhere' }}>
        {marketPeriodLabel(pick)} ·{' '}
        <Box component="span" sx={{ color: 'primary.light' }}>
          {selection}
        </Box>
      </Text>
      <Box
        component="span"
        aria-label={`${t.price} ${formatOdds(pick.price)}`}
        sx={{ fontWeight: 700, color: pick.open ? 'primary.main' : 'text.disabled', alignSelf: 'end' }}
      >
        {formatOdds(pick.price)}
      </Box>
    </Box>
  );
}
