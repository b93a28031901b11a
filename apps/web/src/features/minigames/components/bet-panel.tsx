import Box from '@mui/material/Box';

import type { MinigameSetting } from '@site/contracts/api/minigames';
import { formatNumber } from '@site/contracts/rules/format';

import { ActionButton } from '../../../components/ui/action-button';
import { FigureRow } from '../../../components/ui/figure-row';
import { StakeField } from '../../../components/ui/stake-field';
import { Text } from '../../../components/ui/text';
import { koMinigames } from '../../../i18n/ko-minigames';
import { Odds, useFormatOdds } from '../../odds-format/exports/odds';
import { expectedPayout, maxStakeFor } from '../bet-pick';
import { clearPick, setStake, useGameSlip } from '../bet-store';
import { usePlaceMinigameBet } from './use-place-minigame-bet';

/** The quick chips; each adds to the stake. */
export const STAKE_CHIPS = [1_000, 5_000, 10_000, 50_000, 100_000] as const;

const dimWhenDisabled = { '&.Mui-disabled': { opacity: 0.4 } } as const;

/**
 * The bet: the chosen pick, the stake with its chips, MAX and 정정, the expected payout and the
 * game's limits, and 베팅하기 (베팅마감 while the round takes no bets).
 */
export function BetPanel({
  round,
  setting,
  loggedIn,
  balance,
}: {
  round: { gameId: number; roundId: number; roundNo: number; open: boolean };
  setting: MinigameSetting;
  loggedIn: boolean;
  balance: number | null;
}) {
  const pick = useGameSlip(round.gameId, (slip) => slip.pick);
  const stake = useGameSlip(round.gameId, (slip) => slip.stake);
  const refusedPrice = useGameSlip(round.gameId, (slip) => slip.refusedPrice);
  const { placing, place, acceptNewPrice } = usePlaceMinigameBet({ round, setting, loggedIn, balance });
  const maxStake = maxStakeFor(balance, setting);
  const formatPrice = useFormatOdds();
  const { payout, capped } = expectedPayout(stake, pick?.price ?? 0, setting.maxPayout);

  return (
    <Box
      component="section"
      aria-label={koMinigames.betPanel}
      sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Text component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {koMinigames.betPanel}
      </Text>

      <Box
        aria-label={koMinigames.chosen}
        role="group"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 48,
          px: 1.25,
          py: 0.75,
          mb: 1.25,
          borderRadius: 1,
          border: 1,
          borderColor: pick ? 'primary.main' : 'divider',
          bgcolor: 'rgba(255,255,255,0.03)',
        }}
      >
        {pick ? (
          <>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Text variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {pick.marketNameKorean}
              </Text>
              <Text variant="body2" sx={{ fontWeight: 700 }} noWrap>
                {pick.pickNameKorean}
              </Text>
            </Box>
            <Text variant="body2" sx={{ fontWeight: 800, color: '#f5c451' }}>
              <Odds value={pick.price} />
            </Text>
            <ActionButton
              compact
              onClick={() => clearPick(round.gameId)}
              aria-label={koMinigames.clearPick}
              sx={{ minWidth: 30, px: 1 }}
            >
              ✕
            </ActionButton>
          </>
        ) : (
          <Text variant="body2" sx={{ color: 'text.secondary' }}>
            {koMinigames.nothingChosen}
          </Text>
        )}
      </Box>

      <StakeField
        id="minigame-stake"
        stake={stake}
        onStake={(next) => setStake(round.gameId, next)}
        chips={STAKE_CHIPS}
        maxStake={maxStake}
        labels={{ stake: koMinigames.stake, reset: koMinigames.resetStake, max: koMinigames.max }}
      />

      <Box component="dl" sx={{ display: 'grid', gap: 0.5, my: 1.5 }}>
        {loggedIn && <FigureRow label={koMinigames.balance}>{koMinigames.won(formatNumber(balance))}</FigureRow>}
        <FigureRow label={koMinigames.odds}>{pick ? <Odds value={pick.price} /> : '-'}</FigureRow>
        <FigureRow label={koMinigames.stakeLimits}>
          {`${formatNumber(setting.minStake)} / ${formatNumber(setting.maxStake)}`}
        </FigureRow>
        <FigureRow label={koMinigames.maxPayout}>{koMinigames.won(formatNumber(setting.maxPayout))}</FigureRow>
        <FigureRow label={koMinigames.expectedPayout} strong>
          {koMinigames.won(formatNumber(payout))}
        </FigureRow>
        {capped && (
          <Text variant="caption" sx={{ color: 'warning.main', textAlign: 'right' }}>
            {koMinigames.cappedNote}
          </Text>
        )}
      </Box>

      {refusedPrice !== null && pick && (
        <Box
          role="alert"
          sx={{ mb: 1.25, p: 1, borderRadius: 1, border: 1, borderColor: 'warning.main', fontSize: 13 }}
        >
          <Box sx={{ color: 'warning.main', fontWeight: 700 }}>{koMinigames.oddsChanged}</Box>
          <Box sx={{ mt: 0.5 }}>{koMinigames.priceWas(formatPrice(refusedPrice), formatPrice(pick.price))}</Box>
          <ActionButton
            variant="outlined"
            compact
            disabled={placing || !round.open}
            onClick={() => void acceptNewPrice()}
            sx={{ mt: 1, width: '100%', ...dimWhenDisabled }}
          >
            {koMinigames.acceptNewOdds}
          </ActionButton>
        </Box>
      )}

      <ActionButton
        variant="contained"
        disabled={placing || !round.open}
        onClick={() => void place()}
        sx={{ width: '100%', minHeight: 44, fontSize: 16, ...dimWhenDisabled }}
      >
        {!round.open ? koMinigames.closedButton : placing ? koMinigames.placing : koMinigames.place}
      </ActionButton>
    </Box>
  );
}
