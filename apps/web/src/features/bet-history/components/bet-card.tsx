import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import type { Bet } from '@site/contracts/api/bets';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets-codes';
import { formatDecimal2, formatWon } from '@site/contracts/rules/format';
import { formatSeoul } from '@site/contracts/time';

import { ActionButton } from '../../../components/ui/action-button';
import { koBetBuilder } from '../../../i18n/ko-bet-builder';
import { koCashOut } from '../../../i18n/ko-cash-out';
import { koBetHistory } from '../../../i18n/ko-results';
import { useFormatOdds } from '../../odds-format/exports/odds';
import { betStatusLabel, gameTypeLabel, isCashedOut, isRefunded, settlementColour } from '../rules/bet-status';
import { stakeRiding } from '../rules/cash-out';
import { BetPickHeader, BetPickRow } from './bet-pick-row';
import { CasinoRoundHeader, CasinoRoundRow } from './casino-round-row';
import { MinigamePickHeader, MinigamePickRow } from './minigame-pick-row';
import { SameGamePicks } from './same-game-picks';
import { StatusBadge } from './status-badge';

function Figure({ label, value, colour }: { label: string; value: string; colour?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="dt" sx={{ fontSize: 12, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 14, color: colour, whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * One bet: when, its picks, the money and its status. `actions` sit beside the money (the member's
 * 베팅취소, the operator's 적특 처리); `heading` joins the top line and `children` close the card (the
 * operator console's member and record of actions).
 */
export function BetCard({
  bet,
  actions,
  heading,
  children,
}: {
  bet: Omit<Bet, 'cancellable'>;
  actions?: ReactNode;
  heading?: ReactNode;
  children?: ReactNode;
}) {
  const t = koBetHistory;
  const formatPrice = useFormatOdds();
  const colour = settlementColour(bet.status);
  const single = bet.minigame !== null;
  const casino = bet.casino ?? null;
  // A cancelled or voided bet paid nothing: its stake came back, so it reads 환급 and the stake, not 당첨금 0원.
  const refund = isRefunded(bet.status) ? (
    <Figure label={t.refund} value={formatWon(bet.stake)} colour={colour} />
  ) : null;
  return (
    <Box
      component="article"
      aria-label={`${t.betNumber(bet.id)} ${betStatusLabel(bet.status)}`}
      data-bet-id={bet.id}
      sx={{
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: colour,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: 1.5,
          py: 1,
        }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, minWidth: 0 }}
        >
          <Box component="span" sx={{ fontWeight: 700, color: 'primary.main', fontSize: 13 }}>
            {gameTypeLabel(bet.gameType)}
          </Box>
          {bet.sameGame && (
            <Box
              component="span"
              data-testid="same-game-badge"
              sx={{
                px: 0.75,
                borderRadius: 1,
                fontSize: 12,
                fontWeight: 700,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {koBetBuilder.title}
            </Box>
          )}
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
            {t.betNumber(bet.id)}
          </Box>
          <Box component="span" sx={{ fontSize: 13 }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
              {t.betAt}
            </Box>
            <time dateTime={bet.createdAt}>{formatSeoul(bet.createdAt, 'dateTimeShortYear')}</time>
          </Box>
          {heading}
        </Box>
        <StatusBadge code={bet.status} label={betStatusLabel(bet.status)} strong />
      </Box>
      {casino ? (
        <>
          <CasinoRoundHeader />
          <CasinoRoundRow info={casino} status={bet.status} at={bet.createdAt} />
        </>
      ) : bet.minigame ? (
        <>
          <MinigamePickHeader />
          <MinigamePickRow info={bet.minigame} betStatus={bet.status} />
        </>
      ) : bet.sameGame ? (
        <SameGamePicks picks={bet.picks} betStatus={bet.status} />
      ) : (
        <>
          {bet.picks.length > 0 && <BetPickHeader />}
          {bet.picks.map((pick) => (
            <BetPickRow key={pick.id} pick={pick} betStatus={bet.status} />
          ))}
        </>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 1.25,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'rgba(255,255,255,0.02)',
        }}
      >
        <Box
          component="dl"
          sx={{
            m: 0,
            flex: 1,
            display: 'grid',
            gridTemplateColumns: {
              xs: `repeat(${casino ? 2 : single ? 2 : 3}, minmax(0, 1fr))`,
              md: `repeat(${casino ? 2 : single ? 4 : 5}, minmax(0, 1fr))`,
            },
            gap: 1,
          }}
        >
          <Figure label={t.stake} value={formatWon(bet.stake)} />
          {casino ? (
            // A casino round has no odds: it is what was staked and what the game paid.
            (refund ?? (
              <Figure
                label={t.casinoRound.win}
                value={formatWon(casino.win)}
                colour={casino.win ? '#e7c89d' : undefined}
              />
            ))
          ) : (
            <>
              {/* A minigame bet is one pick: its odds are the pick's, and no folder bonus applies. */}
              {/* A same-match bet's odds are the builder's joint price, not a product of its picks'. */}
              <Figure
                label={single ? t.odds : bet.sameGame ? koBetBuilder.jointPrice : t.totalOdds}
                value={formatPrice(bet.totalOdds)}
              />
              {/* The folder bonus multiplies the total odds (1.05 = 5% more): a multiplier, not a price; a
                  same-match bet takes none, its price is the builder's alone. */}
              {!single && <Figure label={t.bonusOdds} value={bet.sameGame ? '-' : formatDecimal2(bet.bonusOdds)} />}
              <Figure label={t.potentialPayout} value={formatWon(bet.potentialPayout)} />
              {refund ?? (
                <Figure
                  // A cashed-out bet was paid what its cash-outs took, not a win.
                  label={isCashedOut(bet.status) ? koCashOut.cashedOut : t.payout}
                  value={bet.payout === null ? '-' : formatWon(bet.payout)}
                  colour={bet.payout ? colour : undefined}
                />
              )}
            </>
          )}
        </Box>
        {actions}
      </Box>
      <CashOutLine bet={bet} />
      {children}
    </Box>
  );
}

/**
 * A running bet that was partly cashed out, or that cashes out by itself at a value: what the cash-outs
 * paid so far, the stake still riding, the member's threshold. Nothing for any other bet.
 */
function CashOutLine({
  bet,
}: {
  bet: Pick<Bet, 'status' | 'stake' | 'stakeCashedOut' | 'cashedOut' | 'autoCashOutAt'>;
}) {
  const partly = bet.status === SETTLEMENT_PENDING && bet.cashedOut > 0;
  const auto = bet.status === SETTLEMENT_PENDING && bet.autoCashOutAt !== null;
  if (!partly && !auto) return null;
  return (
    <Box
      component="dl"
      data-testid="cash-out-line"
      sx={{
        m: 0,
        px: 1.5,
        py: 0.75,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        fontSize: 13,
        borderTop: 1,
        borderColor: 'divider',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, ml: 0.75, fontWeight: 700 },
        '& > div': { display: 'flex' },
      }}
    >
      {partly && (
        <>
          <div>
            <dt>{koCashOut.cashedOut}</dt>
            <dd>{formatWon(bet.cashedOut)}</dd>
          </div>
          <div>
            <dt>{koCashOut.stakeLeft}</dt>
            <dd>{formatWon(stakeRiding(bet))}</dd>
          </div>
        </>
      )}
      {auto && bet.autoCashOutAt !== null && (
        <div>
          <dt>{koCashOut.auto}</dt>
          <dd>{formatWon(bet.autoCashOutAt)}</dd>
        </div>
      )}
    </Box>
  );
}

/** A red outlined button beside a bet's money: what ends the bet (베팅취소, 적특 처리). */
export function DangerButton({
  disabled,
  onClick,
  children,
}: {
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionButton
      variant="outlined"
      compact
      disabled={disabled}
      onClick={onClick}
      sx={{ flexShrink: 0, color: '#e5484d', borderColor: '#e5484d88' }}
    >
      {children}
    </ActionButton>
  );
}
