import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';

import { BUILDER_MIN_PICKS } from '@site/contracts/api/bet-builder-codes';
import { BREAKPOINT_DESKTOP } from '@site/contracts/constants';
import { formatNumber } from '@site/contracts/rules/format';
import type { SlipPick } from '@site/contracts/rules/bet-slip';
import { marketPeriodLabel, selectionLabel } from '@site/contracts/sports-markets';

import { Odds, formatOddsNow } from '../../odds-format/exports/odds';
import { ActionButton } from '../../../components/ui/action-button';
import { FigureRow } from '../../../components/ui/figure-row';
import { CloseIcon } from '../../../components/ui/icons';
import { StakeField } from '../../../components/ui/stake-field';
import { Text } from '../../../components/ui/text';
import { koBetBuilder as t } from '../../../i18n/ko-bet-builder';
import { koBetSlip as cart } from '../../../i18n/ko-bet-slip';
import { MemberLimitFigures } from '../components/member-limit-figures';
import { STAKE_CHIPS } from '../components/stake-box';
import { useCartSync } from '../components/use-cart-sync';
import { builderPayout, builderStakeProblem } from './builder-figures';
import { clearBuilderPicks, removeBuilderPick, setBuilderStake, useBuilder } from './builder-store';
import { useBuilderPrice } from './use-builder-price';
import { usePlaceBuilderBet } from './use-place-builder-bet';

const stakeLabels = { stake: cart.stake, reset: cart.resetStake, max: cart.max };

/** One pick: its market and choice, its own price, and whether the builder refused it. */
function BuilderPickRow({ pick, refused }: { pick: SlipPick; refused: boolean }) {
  const selection = selectionLabel(pick);
  return (
    <Box
      component="li"
      data-testid="builder-pick"
      data-refused={refused || undefined}
      aria-label={`${marketPeriodLabel(pick)} ${selection}${refused ? ` (${t.refusedPick})` : ''}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto 32px',
        alignItems: 'center',
        gap: 1,
        px: 1.25,
        py: 0.75,
        borderLeft: 3,
        borderLeftColor: refused ? 'error.main' : 'transparent',
        bgcolor: refused ? 'rgba(229,72,77,0.10)' : undefined,
        borderBottom: 1,
        borderBottomColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Text variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
          {marketPeriodLabel(pick)}
        </Text>
        <Text variant="body2" noWrap sx={{ color: refused ? 'error.light' : 'primary.light', fontWeight: 700 }}>
          {selection}
          {refused && (
            <Box component="span" sx={{ ml: 0.75, fontSize: 11, fontWeight: 500, color: 'error.light' }}>
              {t.refusedPick}
            </Box>
          )}
        </Text>
      </Box>
      <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
        <Odds value={pick.price} />
      </Box>
      <ButtonBase
        aria-label={t.remove(selection)}
        onClick={() => removeBuilderPick(pick.selectionId)}
        sx={{ width: 32, height: 32, borderRadius: '50%', color: 'text.secondary' }}
      >
        <CloseIcon sx={{ fontSize: 16 }} />
      </ButtonBase>
    </Box>
  );
}

/**
 * The builder slip (같은 경기 조합): the picks of one fixture, their joint price from the server beside
 * what their own prices multiply to (so the correlation shows), the refusal with the picks at fault,
 * the stake with the level's limits, the payout, and 베팅하기 (변경된 배당으로 베팅 after a moved price).
 * Its header keeps the count and the price in view when folded, as it starts on a phone.
 */
export default function BuilderSlip() {
  const picks = useBuilder((state) => state.picks);
  const stake = useBuilder((state) => state.stake);
  const member = useCartSync();
  const { loggedIn, balance, rules } = member;
  const { price, pricing, refusal: priceRefusal, failed } = useBuilderPrice();
  const { placing, moved, refusal: placeRefusal, place, acceptMoved } = usePlaceBuilderBet(member);
  // Open beside the markets on a PC; on a phone a bar over the markets that the member unfolds to bet.
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINT_DESKTOP}px)`, { noSsr: true });
  const [open, setOpen] = useState(desktop);

  const refusal = priceRefusal ?? placeRefusal;
  const refused = new Set(refusal?.selectionIds ?? []);
  const enough = picks.length >= BUILDER_MIN_PICKS;
  const payout = price ? builderPayout(stake, price.price, rules) : 0;
  const stakeProblem = loggedIn && picks.length > 0 && stake > 0 ? builderStakeProblem(stake, rules, balance) : null;
  const maxStake = loggedIn && balance !== null ? Math.min(balance, rules?.maxStake ?? balance) : null;

  return (
    <Box
      component="section"
      aria-label={t.slipLabel}
      data-testid="builder-slip"
      // The scroll-to-top button steps aside rather than stand over the slip's prices and buttons.
      data-keep-clear
      sx={{
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 2,
        boxShadow: '0 -4px 16px rgba(0,0,0,0.45)',
        overflow: 'hidden',
        maxHeight: 'inherit',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 0.75,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Text component="h3" variant="subtitle1" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t.title}
        </Text>
        <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {t.pickCount(picks.length)}
        </Box>
        <Box sx={{ flex: 1 }} />
        {refusal ? (
          <Box component="span" sx={{ fontSize: 12, fontWeight: 700, color: 'error.light', whiteSpace: 'nowrap' }}>
            {t.refusedShort}
          </Box>
        ) : (
          price && (
            <Box component="span" sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}>
              <Odds value={price.price} />
            </Box>
          )
        )}
        <ActionButton compact onClick={() => setOpen(!open)} aria-expanded={open} sx={{ color: 'text.secondary' }}>
          {open ? t.fold : t.unfold}
        </ActionButton>
      </Box>

      {open && (
        <Box sx={{ overflowY: 'auto', minHeight: 0 }}>
          {picks.length === 0 ? (
            <Text variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', px: 2, py: 2 }}>
              {t.empty(BUILDER_MIN_PICKS)}
            </Text>
          ) : (
            <Box component="ul" aria-label={t.picksLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {picks.map((pick) => (
                <BuilderPickRow key={pick.selectionId} pick={pick} refused={refused.has(pick.selectionId)} />
              ))}
            </Box>
          )}

          <Box sx={{ display: 'grid', gap: 1, p: 1.25 }}>
            {picks.length > 0 && !enough && (
              <Text variant="caption" sx={{ color: 'text.secondary' }}>
                {t.oneMore(BUILDER_MIN_PICKS)}
              </Text>
            )}

            {refusal && (
              <Box
                role="alert"
                data-testid="builder-refusal"
                sx={{ p: 1, borderRadius: 1, border: 1, borderColor: 'error.main', color: 'error.light', fontSize: 13 }}
              >
                <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
                  {refusal.message}
                </Box>
                <Box component="p" sx={{ m: 0, mt: 0.25, color: 'text.secondary' }}>
                  {t.refusedHint}
                </Box>
              </Box>
            )}
            {failed && (
              <Box component="p" role="alert" sx={{ m: 0, fontSize: 14, color: 'warning.main' }}>
                {t.priceFailed}
              </Box>
            )}

            {enough && !refusal && !failed && (
              <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
                <FigureRow label={t.jointPrice} strong>
                  <span data-testid="builder-price">{price ? <Odds value={price.price} /> : t.pricing}</span>
                </FigureRow>
                <FigureRow label={t.productOfPrices}>
                  <span data-testid="builder-product">{price ? <Odds value={price.productOfPrices} /> : '-'}</span>
                </FigureRow>
                <Text variant="caption" sx={{ color: 'text.secondary' }}>
                  {t.correlationNote}
                </Text>
              </Box>
            )}

            <StakeField
              id="builder-stake"
              stake={stake}
              onStake={setBuilderStake}
              chips={STAKE_CHIPS}
              maxStake={maxStake}
              labels={stakeLabels}
            />
            <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
              <FigureRow label={cart.expectedPayout} strong>
                {cart.won(formatNumber(payout))}
              </FigureRow>
              <MemberLimitFigures balance={balance} rules={rules} />
            </Box>
            {stakeProblem && (
              <Box component="p" role="status" sx={{ m: 0, fontSize: 12, color: 'error.light' }}>
                {stakeProblem}
              </Box>
            )}

            {moved && (
              <Box
                role="alert"
                data-testid="builder-moved"
                sx={{ display: 'grid', gap: 1, p: 1, borderRadius: 1, border: 1, borderColor: 'warning.main' }}
              >
                <Text variant="body2" sx={{ color: 'warning.main' }}>
                  {moved.price === null ? t.priceGone : t.priceMoved(formatOddsNow(moved.price))}
                </Text>
                {moved.price !== null && (
                  <ActionButton variant="contained" compact disabled={placing} onClick={() => void acceptMoved()}>
                    {cart.acceptNewOdds}
                  </ActionButton>
                )}
              </Box>
            )}

            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1.6fr', gap: 1 }}>
              <ActionButton
                variant="outlined"
                disabled={picks.length === 0}
                onClick={clearBuilderPicks}
                sx={{ '&.Mui-disabled': { opacity: 0.4 } }}
              >
                {cart.clearAll}
              </ActionButton>
              <ActionButton
                variant="contained"
                disabled={placing || !price || pricing}
                onClick={() => price && void place(price.price)}
                sx={{ '&.Mui-disabled': { opacity: 0.4 } }}
              >
                {placing ? cart.placing : cart.place}
              </ActionButton>
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
