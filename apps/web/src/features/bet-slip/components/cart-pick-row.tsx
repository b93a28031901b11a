import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

import { formatNumber } from '@site/contracts/rules/format';
import type { SlipPick } from '@site/contracts/rules/bet-slip';
import { marketPeriodLabel, selectionLabel } from '@site/contracts/sports-markets';

import { CloseIcon } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { useFormatOdds } from '../../odds-format/exports/odds';
import type { PriceChange } from '../store';

/** Korean convention: a rising price is red, a falling one blue (both ≥ 4.5:1 on the cart's paper). */
export const PRICE_UP_COLOUR = '#ef5350';
export const PRICE_DOWN_COLOUR = '#4f9cf5';

const changeColour: Record<PriceChange, string> = { up: PRICE_UP_COLOUR, down: PRICE_DOWN_COLOUR };

/**
 * The pick's price with its last move (▲ / ▼). A moved price the member has not accepted reads
 * "1.85 → 1.92": the agreed price struck through, the new one in the move's colour.
 */
function Price({
  price,
  asked,
  change,
  open,
}: {
  price: number;
  asked: number | undefined;
  change: PriceChange | undefined;
  open: boolean;
}) {
  const colour = !open ? 'text.disabled' : change ? changeColour[change] : 'primary.main';
  const formatPrice = useFormatOdds();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: colour }}
    >
      {asked !== undefined && (
        <Box
          component="span"
          aria-label={koBetSlip.askedPrice(formatPrice(price), formatPrice(asked))}
          data-testid="asked-price"
          sx={{ display: 'inline-flex', gap: 0.5 }}
        >
          <Box component="s" aria-hidden sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {formatPrice(price)}
          </Box>
          <span aria-hidden>→</span>
        </Box>
      )}
      {change && (
        <Box
          component="span"
          role="img"
          aria-label={change === 'up' ? koBetSlip.priceUp : koBetSlip.priceDown}
          sx={{ fontSize: 11 }}
        >
          {change === 'up' ? '▲' : '▼'}
        </Box>
      )}
      <span data-testid="pick-price">{formatPrice(asked ?? price)}</span>
    </Box>
  );
}

/**
 * One pick of the cart: league, teams, market, the chosen selection and its price (with a moved price
 * waiting for acceptance), as a single its expected payout, and its remove button.
 */
export function CartPickRow({
  pick,
  change,
  asked,
  singlePayout,
  onRemove,
}: {
  pick: SlipPick;
  change: PriceChange | undefined;
  /** a moved price the member's 배당 변경 choice did not take */
  asked?: number;
  /** the pick's payout as a single (단폴); absent for a multi */
  singlePayout?: number;
  onRemove: () => void;
}) {
  const open = (pick.status ?? 'open') === 'open';
  const selection = selectionLabel(pick);
  return (
    <Box
      component="li"
      aria-label={`${koBetSlip.match(pick.home, pick.away)} ${selection}`}
      sx={{
        py: 1,
        px: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        opacity: open ? 1 : 0.7,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Text variant="caption" noWrap sx={{ color: 'text.secondary', flex: 1, minWidth: 0 }}>
          {pick.leagueNameKorean}
        </Text>
        {!open && (
          <Box
            component="span"
            sx={{ fontSize: 11, px: 0.75, borderRadius: 1, bgcolor: 'error.dark', color: '#fff', flexShrink: 0 }}
          >
            {koBetSlip.closed}
          </Box>
        )}
        <ButtonBase
          aria-label={koBetSlip.removePick(koBetSlip.match(pick.home, pick.away), selection)}
          onClick={onRemove}
          sx={{
            // Big enough to hit with a thumb, pulled into the corner so the row stays compact.
            width: 32,
            height: 32,
            m: -0.75,
            borderRadius: '50%',
            color: 'text.secondary',
            '&:hover': { color: 'text.primary' },
          }}
        >
          <CloseIcon sx={{ fontSize: 16 }} />
        </ButtonBase>
      </Box>
      <Text variant="body2" noWrap sx={{ fontWeight: 700 }}>
        {pick.home}
        {/* A virtual race has no away side: its title stands alone. */}
        {pick.away && (
          <>
            {' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {koBetSlip.versus}
            </Box>{' '}
            {pick.away}
          </>
        )}
      </Text>
      <Text variant="caption" component="p" noWrap sx={{ color: 'text.secondary', mt: 0.25 }}>
        {marketPeriodLabel(pick)}
      </Text>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Text variant="body2" noWrap sx={{ color: 'primary.light', minWidth: 0 }}>
          {selection}
        </Text>
        <Price price={pick.price} asked={asked} change={change} open={open} />
      </Box>
      {singlePayout !== undefined && (
        <Box
          component="p"
          data-testid="single-payout"
          sx={{ m: 0, fontSize: 12, color: 'text.secondary', textAlign: 'right' }}
        >
          {koBetSlip.singlePayout} {koBetSlip.won(formatNumber(singlePayout))}
        </Box>
      )}
    </Box>
  );
}
