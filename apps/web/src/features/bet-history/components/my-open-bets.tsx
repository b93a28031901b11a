import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Bet } from '@site/contracts/api/bets';
import { marketPeriodLabel, selectionLabel } from '@site/contracts/sports-markets';
import { formatWon } from '@site/contracts/rules/format';

import { Text } from '../../../components/ui/text';
import { koCashOut } from '../../../i18n/ko-cash-out';
import { koBetHistory } from '../../../i18n/ko-results';
import { useCurrentUser } from '../../auth/api/session';
import { Odds } from '../../odds-format/exports/odds';
import { openBetsQuery } from '../api/bets';
import { gameTypeLabel, pickResultLabel, settlementColour, shownPickResult } from '../rules/bet-status';
import { mayCashOut, stakeRiding } from '../rules/cash-out';
import { isRacePick } from '../rules/pick-text';
import { CashOutAction } from './cash-out-action';
import { useCashOutOffers } from './use-cash-out-offers';

const t = koCashOut;

/**
 * The cart's 내 베팅 (docs/decisions/068): the member's open sports bets, each with its picks, its money
 * and its live cash-out offer, narrow enough for the cart's column and the phone's sheet.
 */
export default function MyOpenBets() {
  const user = useCurrentUser();
  const { data, isError } = useQuery({ ...openBetsQuery(user?.id ?? 0), enabled: user !== null });
  const open = data?.items.filter(mayCashOut);
  const offers = useCashOutOffers(open);
  return (
    <Box
      role="tabpanel"
      aria-label={t.myBets}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflowY: 'auto' }}
    >
      {open === undefined ? (
        isError && <Notice text={t.myBetsFailed} />
      ) : open.length === 0 ? (
        <Notice text={t.myBetsEmpty} />
      ) : (
        <Box component="ul" aria-label={t.myBets} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {open.map((bet) => (
            <OpenBet key={bet.id} bet={bet}>
              <CashOutAction bet={bet} offer={offers.get(bet.id)} />
            </OpenBet>
          ))}
        </Box>
      )}
      <Box
        component={Link}
        to="/bet_result"
        sx={{ p: 1.5, textAlign: 'center', fontSize: 13, color: 'primary.light', textDecoration: 'none' }}
      >
        {t.allBets}
      </Box>
    </Box>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <Text variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', px: 2, py: 4 }}>
      {text}
    </Text>
  );
}

/** One open bet in the cart: what it is, its picks, the money riding on it, then `children` (the offer). */
function OpenBet({ bet, children }: { bet: Bet; children: ReactNode }) {
  const history = koBetHistory;
  const riding = stakeRiding(bet);
  return (
    <Box
      component="li"
      aria-label={`${history.betNumber(bet.id)} ${gameTypeLabel(bet.gameType)}`}
      data-bet-id={bet.id}
      sx={{ display: 'grid', gap: 0.75, px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, fontSize: 12 }}>
        <Box component="span" sx={{ fontWeight: 700, color: 'primary.main', fontSize: 13 }}>
          {gameTypeLabel(bet.gameType)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {history.betNumber(bet.id)}
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {bet.picks.map((pick) => {
          const result = shownPickResult(pick.result, bet.status);
          return (
            <Box component="li" key={pick.id} sx={{ display: 'grid', gap: 0.25, fontSize: 13, minWidth: 0 }}>
              <Box sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {isRacePick(pick) ? pick.home : `${pick.home} ${history.versus} ${pick.away}`}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', color: 'text.secondary', minWidth: 0 }}>
                <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {marketPeriodLabel(pick)} ·{' '}
                  <Box component="span" sx={{ color: 'primary.main', fontWeight: 700 }}>
                    {selectionLabel(pick)}
                  </Box>
                </Box>
                <Box component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
                  <Odds value={pick.price} />
                </Box>
                <Box component="span" sx={{ color: settlementColour(result), fontSize: 12, whiteSpace: 'nowrap' }}>
                  {pickResultLabel(result)}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1,
          rowGap: 0.25,
          fontSize: 13,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, textAlign: 'right', fontWeight: 700 },
        }}
      >
        <dt>{bet.cashedOut > 0 ? t.stakeLeft : history.stake}</dt>
        <dd>{formatWon(riding)}</dd>
        <dt>{history.potentialPayout}</dt>
        <dd>{formatWon(bet.potentialPayout)}</dd>
        {bet.cashedOut > 0 && (
          <>
            <dt>{t.cashedOut}</dt>
            <dd>{formatWon(bet.cashedOut)}</dd>
          </>
        )}
        {bet.autoCashOutAt !== null && (
          <>
            <dt>{t.auto}</dt>
            <dd>{formatWon(bet.autoCashOutAt)}</dd>
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', '& > button': { flex: 1 } }}>{children}</Box>
    </Box>
  );
}
