import Box from '@mui/material/Box';

import type { MinigameBetInfo } from '@site/contracts/api/minigames';

import { koBetHistory } from '../../../i18n/ko-results';
import { shownPickResult } from '../rules/bet-status';
import { minigameName } from '../rules/minigame-bet';
import { PickChoice, PickHeader, PickResult, pickCell as cell, pickRowSx } from './pick-layout';

/** The minigame pick's columns on a wide screen; on a phone the pick stacks into a small card instead. */
const columns =
  'minmax(140px, 1.2fr) minmax(150px, 1.2fr) minmax(120px, 1fr) minmax(90px, 0.8fr) 56px minmax(160px, 1.6fr) 72px';

export function MinigamePickHeader() {
  const t = koBetHistory;
  return (
    <PickHeader
      columns={columns}
      names={[
        t.minigame.game,
        t.minigame.round,
        t.market,
        t.pick,
        { text: t.odds, align: 'center' },
        t.minigame.drawResult,
        { text: t.result, align: 'center' },
      ]}
    />
  );
}

/** A minigame bet's one pick: which game and round, what was chosen at what odds, what was drawn, and how it ended. */
export function MinigamePickRow({ info, betStatus }: { info: MinigameBetInfo; betStatus: number }) {
  const t = koBetHistory;
  return (
    <Box
      data-testid="bet-pick"
      sx={{
        ...pickRowSx,
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: columns },
        gridTemplateAreas: {
          xs: '"game result" "round round" "market market" "pick pick" "draw draw"',
          md: '"game round market pick odds draw result"',
        },
      }}
    >
      <Box sx={{ ...cell, gridArea: 'game', fontWeight: 700 }}>{minigameName(info.gameId)}</Box>
      <Box sx={{ gridArea: 'round', color: 'text.secondary', fontSize: 12, whiteSpace: 'nowrap' }}>
        {t.minigame.roundValue(info.roundDate, info.roundNo)}
      </Box>
      <Box sx={{ ...cell, gridArea: 'market', color: 'text.secondary' }}>{info.marketNameKorean}</Box>
      <PickChoice label={info.pickNameKorean} price={info.price} />
      <Box sx={{ ...cell, gridArea: 'draw' }}>
        <Box component="span" sx={{ display: { md: 'none' }, color: 'text.secondary', mr: 0.75 }}>
          {t.minigame.drawResult}
        </Box>
        {info.resultText ?? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t.minigame.notDrawn}
          </Box>
        )}
      </Box>
      <PickResult code={shownPickResult(info.result, betStatus)} />
    </Box>
  );
}
