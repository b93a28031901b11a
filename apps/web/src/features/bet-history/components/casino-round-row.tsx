import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

import { SETTLEMENT_PENDING } from '@site/contracts/api/bets-codes';
import type { CasinoBetInfo } from '@site/contracts/api/casino';
import { casinoAggregatorNames } from '@site/contracts/casino';
import { formatSeoul } from '@site/contracts/time';

import { koBetHistory } from '../../../i18n/ko-results';
import { PickHeader, PickResult, pickCell as cell, pickRowSx } from './pick-layout';

/** The round's columns on a wide screen; on a phone the round stacks into a small card instead. */
const columns = 'minmax(120px, 1fr) minmax(150px, 1.3fr) minmax(140px, 1.2fr) minmax(180px, 2fr) 72px';

export function CasinoRoundHeader() {
  const t = koBetHistory.casinoRound;
  return (
    <PickHeader
      columns={columns}
      names={[t.vendor, t.game, t.round, t.detail, { text: koBetHistory.result, align: 'center' }]}
    />
  );
}

/**
 * A casino or slot bet's one round: whose game it was (aggregator and vendor), when the round was
 * played, what happened and how it ended. The provider's round id (e.g. 'evolution-baccarat-a.1795885283.13')
 * means nothing to a member, so the round reads as its time; the id stays one tap or hover away, for
 * a question to support.
 */
export function CasinoRoundRow({ info, status, at }: { info: CasinoBetInfo; status: number; at: string }) {
  const t = koBetHistory.casinoRound;
  return (
    <Box
      data-testid="bet-pick"
      sx={{
        ...pickRowSx,
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: columns },
        gridTemplateAreas: {
          xs: '"game result" "vendor vendor" "round round" "detail detail"',
          md: '"vendor game round detail result"',
        },
      }}
    >
      <Box sx={{ ...cell, gridArea: 'vendor', color: 'text.secondary' }}>
        {info.vendorNameKorean}
        <Box component="span" sx={{ ml: 0.75, fontSize: 11 }}>
          {casinoAggregatorNames[info.aggregator]}
        </Box>
      </Box>
      <Box sx={{ ...cell, gridArea: 'game', fontWeight: 700 }}>{info.gameNameKorean}</Box>
      <Box sx={{ ...cell, gridArea: 'round', fontSize: 12, color: 'text.secondary' }}>
        <Box component="span" sx={{ display: { md: 'none' }, mr: 0.75 }}>
          {t.round}
        </Box>
        <Tooltip title={t.roundId(info.providerRoundId)} describeChild enterTouchDelay={0} arrow>
          <Box component="time" dateTime={at} tabIndex={0} sx={{ borderBottom: '1px dotted', cursor: 'help' }}>
            {formatSeoul(at, 'dateTimeShortYear')}
          </Box>
        </Tooltip>
      </Box>
      <Box sx={{ ...cell, gridArea: 'detail' }}>
        <Box component="span" sx={{ display: { md: 'none' }, color: 'text.secondary', mr: 0.75 }}>
          {t.detail}
        </Box>
        {info.detail ?? (
          // No line from the provider: still open, or settled without one (never 진행 중 once it ended).
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {status === SETTLEMENT_PENDING ? t.notFinished : t.noDetail}
          </Box>
        )}
      </Box>
      <PickResult code={status} />
    </Box>
  );
}
