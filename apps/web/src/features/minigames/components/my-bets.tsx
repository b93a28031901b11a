import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import type { Bet } from '@site/contracts/api/bets';
import {
  SETTLEMENT_CANCELLED,
  SETTLEMENT_LOST,
  SETTLEMENT_PENDING,
  SETTLEMENT_VOID,
  SETTLEMENT_WON,
} from '@site/contracts/api/bets-codes';
import { formatNumber } from '@site/contracts/rules/format';

import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { koMinigames } from '../../../i18n/ko-minigames';
import { Odds } from '../../odds-format/exports/odds';
import { myBetsQuery } from '../api/minigame-calls';

/** SPEC.md §4 settlement codes as a bet's status, with its colour. */
const statusOf: Record<number, { label: string; colour: string }> = {
  [SETTLEMENT_CANCELLED]: { label: koMinigames.betStatus.cancelled, colour: '#8b8d98' },
  [SETTLEMENT_PENDING]: { label: koMinigames.betStatus.pending, colour: '#f5c451' },
  [SETTLEMENT_LOST]: { label: koMinigames.betStatus.lost, colour: '#e5484d' },
  [SETTLEMENT_WON]: { label: koMinigames.betStatus.won, colour: '#46a758' },
  [SETTLEMENT_VOID]: { label: koMinigames.betStatus.void, colour: '#5d8fd6' },
};

function BetRow({ bet }: { bet: Bet }) {
  const info = bet.minigame;
  const status = statusOf[bet.status] ?? statusOf[SETTLEMENT_PENDING];
  // A cancelled or voided bet's stake came back: it reads 환급 and the stake, not a payout.
  const refunded = bet.status === SETTLEMENT_CANCELLED || bet.status === SETTLEMENT_VOID;
  const name = info
    ? `${koMinigames.roundNo(formatNumber(info.roundNo))} ${info.marketNameKorean} ${info.pickNameKorean}`
    : '';
  return (
    <Box
      component="li"
      aria-label={`${name} ${status?.label ?? ''}`}
      data-bet-id={bet.id}
      sx={{ display: 'grid', gap: 0.25, py: 1, borderBottom: 1, borderColor: 'divider', fontSize: 13 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {info ? koMinigames.roundNo(formatNumber(info.roundNo)) : ''}
        </Box>
        <Box
          component="span"
          data-status={bet.status}
          sx={{
            px: 0.75,
            borderRadius: 1,
            border: 1,
            borderColor: status?.colour,
            color: status?.colour,
            fontSize: 12,
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          {status?.label}
        </Box>
      </Box>
      {info && (
        <Box sx={{ color: 'text.secondary' }}>
          {`${info.marketNameKorean} · `}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {info.pickNameKorean}
          </Box>
          {' @'}
          <Odds value={info.price} />
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, color: 'text.secondary' }}>
        <span>{`${koMinigames.betStake} ${koMinigames.won(formatNumber(bet.stake))}`}</span>
        <span>
          {refunded
            ? `${koMinigames.betRefund} ${koMinigames.won(formatNumber(bet.stake))}`
            : bet.payout === null
              ? `${koMinigames.expectedPayout} ${koMinigames.won(formatNumber(bet.potentialPayout))}`
              : `${koMinigames.betPayout} ${koMinigames.won(formatNumber(bet.payout))}`}
        </span>
      </Box>
      {info?.resultText && <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{info.resultText}</Box>}
    </Box>
  );
}

/** The member's bets in this game, newest first, with their status as the draws settle them. */
export function MyBets({ gameId, loggedIn }: { gameId: number; loggedIn: boolean }) {
  const { data, isError } = useQuery({ ...myBetsQuery(gameId), enabled: loggedIn });
  return (
    <Panel title={koMinigames.myBets}>
      {!loggedIn ? (
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {koMinigames.myBetsGuest}
        </Text>
      ) : isError ? (
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {koMinigames.myBetsFailed}
        </Text>
      ) : data && data.length === 0 ? (
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {koMinigames.myBetsEmpty}
        </Text>
      ) : (
        <Box component="ul" aria-label={koMinigames.myBets} sx={{ listStyle: 'none', m: 0, p: 0, mt: -1 }}>
          {data?.map((bet) => (
            <BetRow key={bet.id} bet={bet} />
          ))}
        </Box>
      )}
    </Panel>
  );
}
