import Box from '@mui/material/Box';

import type { CasinoBetInfo } from '@site/contracts/api/casino';
import { casinoProductNames } from '@site/contracts/casino';

import { koBetHistory } from '../../../i18n/ko-results';
import { PickHeader, PickResult, pickCell as cell, pickRowSx } from './pick-layout';

/** The round's columns on a wide screen; on a phone it stacks into a small card instead. */
const columns = 'minmax(140px, 1fr) minmax(160px, 1.4fr) minmax(140px, 1fr) minmax(180px, 1.6fr) 72px';

export function CasinoRoundHeader() {
  const t = koBetHistory;
  return (
    <PickHeader
      columns={columns}
      names={[t.casino.vendor, t.casino.game, t.casino.round, t.casino.outcome, { text: t.result, align: 'center' }]}
    />
  );
}

/** A casino or slot bet's round: the vendor and game the member played, the provider's round and what happened. */
export function CasinoRoundRow({ info, status }: { info: CasinoBetInfo; status: number }) {
  const t = koBetHistory.casino;
  return (
    <Box
      data-testid="bet-pick"
      sx={{
        ...pickRowSx,
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: columns },
        gridTemplateAreas: {
          xs: '"vendor result" "game game" "round round" "outcome outcome"',
          md: '"vendor game round outcome result"',
        },
      }}
    >
      <Box sx={{ ...cell, gridArea: 'vendor', color: 'text.secondary' }}>
        {casinoProductNames[info.product]} · {info.vendorNameKorean}
      </Box>
      <Box sx={{ ...cell, gridArea: 'game', fontWeight: 700 }}>{info.gameNameKorean}</Box>
      <Box sx={{ ...cell, gridArea: 'round', color: 'text.secondary', fontSize: 12 }}>{info.providerRoundId}</Box>
      <Box sx={{ ...cell, gridArea: 'outcome' }}>
        {info.detail ?? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t.playing}
          </Box>
        )}
      </Box>
      <PickResult code={status} />
    </Box>
  );
}
