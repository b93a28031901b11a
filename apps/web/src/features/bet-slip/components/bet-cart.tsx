import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';

import { formatNumber } from '@site/contracts/rules/format';
import { singlesTotals, slipProblems, slipTotals, type CartBook } from '@site/contracts/rules/bet-slip';

import { ActionButton } from '../../../components/ui/action-button';
import { FigureRow } from '../../../components/ui/figure-row';
import { showAlert } from '../../../components/ui/alert';
import { Text } from '../../../components/ui/text';
import { koBetSlip, koCalculator } from '../../../i18n/ko-bet-slip';
import { koSharedSlips } from '../../../i18n/ko-shared-slips';
import { ShareSlipButton } from '../../shared-slips/exports/share-slip-button';
import { openCalculator } from '../calculator/calculator-store';
import { userFacingMessage } from '../../../lib/api-client';
import {
  acceptAskedPrices,
  cartRulesOf,
  clearSlip,
  hasAskedPrices,
  placeableKind,
  removeSlipPick,
  useBetSlip,
} from '../store';
import { BetKindChoice } from './bet-kind-choice';
import { ComboFigures, guestRules } from './combo-figures';
import { CartPickRow } from './cart-pick-row';
import { OddsChangeChoice } from './odds-change-choice';
import { OddsFormatChoice } from '../../odds-format/exports/odds-format-choice';
import { StakeBox } from './stake-box';
import { MemberLimitFigures } from './member-limit-figures';
import { refreshSlipOdds, type CartMember } from './use-cart-sync';
import { usePlaceBet } from './use-place-bet';

/** A button that cannot be pressed now looks it. */
const dimWhenDisabled = { '&.Mui-disabled': { opacity: 0.4 } } as const;

/**
 * One book's cart (SPEC.md §2 "a bet cart on the pre-match and in-play dashboards"), titled with its
 * book: the picks, 조합 or 단폴, the stake with its chips, the totals and the level's limits, the
 * problems that stop the bet, the 배당 변경 choice, the odds refresh and 베팅하기 (변경된 배당 수락
 * while a moved price waits for the member). The desktop panel and the phone's sheet both show this.
 */
export function BetCart({
  book,
  member,
  header,
  onPlaced,
}: {
  book: CartBook;
  member: CartMember;
  /** more buttons for the title row (the sheet's close button) */
  header?: ReactNode;
  onPlaced?: () => void;
}) {
  const slip = useBetSlip((state) => state.slips[book]);
  const { picks, stake, changes, asked } = slip;
  const { loggedIn, balance, rules } = member;
  const kind = placeableKind(slip.kind, rules);
  const { placing, oddsChanged, place, acceptNewOdds } = usePlaceBet({ ...member, book, onPlaced });
  const [refreshing, setRefreshing] = useState(false);
  const waitsForAcceptance = hasAskedPrices(slip);

  const totals = slipTotals(picks, stake, rules ?? guestRules);
  const singles = kind === 'singles' ? singlesTotals(picks, stake, rules ?? guestRules) : null;
  const problems =
    picks.length === 0 ? [] : slipProblems(picks, stake, cartRulesOf(book, rules ?? guestRules), balance, kind);
  const maxStake = loggedIn && balance !== null ? Math.min(balance, rules?.maxStake ?? balance) : null;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshSlipOdds();
    } catch (error) {
      await showAlert(userFacingMessage(error));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Box
      component="section"
      aria-label={koBetSlip.bookTitle(book)}
      // In a panel or sheet of limited height the picks scroll and the stake and 베팅하기 stay in view.
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, maxHeight: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 2,
          borderColor: 'primary.main',
        }}
      >
        <Text component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {koBetSlip.bookTitle(book)}
        </Text>
        <Box
          component="span"
          aria-label={koBetSlip.pickCount(picks.length)}
          sx={{
            minWidth: 22,
            height: 22,
            px: 0.75,
            borderRadius: 11,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            fontWeight: 700,
            lineHeight: '22px',
            textAlign: 'center',
          }}
        >
          {picks.length}
        </Box>
        <Box sx={{ flex: 1 }} />
        <ActionButton compact onClick={openCalculator} aria-haspopup="dialog" sx={{ color: 'text.secondary' }}>
          {koCalculator.open}
        </ActionButton>
        <ActionButton
          compact
          disabled={picks.length === 0}
          onClick={() => clearSlip(book)}
          sx={{ color: 'text.secondary', ...dimWhenDisabled }}
        >
          {koBetSlip.clearAll}
        </ActionButton>
        {header}
      </Box>

      {loggedIn && picks.length > 0 && (
        // A row of its own: the title row has no room for one more button on the desktop panel.
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1.5, pt: 1 }}>
          <ShareSlipButton
            source={{ selectionIds: picks.map((p) => p.selectionId) }}
            label={koSharedSlips.shareCart}
            text={koSharedSlips.shareCart}
          />
        </Box>
      )}
      {picks.length === 0 ? (
        <Text variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', px: 2, py: 4 }}>
          {koBetSlip.empty}
        </Text>
      ) : (
        <Box
          component="ul"
          aria-label={koBetSlip.picksLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, flex: '0 1 auto', minHeight: 96, overflowY: 'auto' }}
        >
          {picks.map((pick, index) => (
            <CartPickRow
              key={pick.selectionId}
              pick={pick}
              change={changes[pick.selectionId]}
              asked={asked[pick.selectionId]}
              singlePayout={singles?.payouts[index]}
              onRemove={() => removeSlipPick(book, pick.selectionId)}
            />
          ))}
        </Box>
      )}

      <Box sx={{ display: 'grid', gap: 1.25, p: 1.5, flexShrink: 0, borderTop: 1, borderColor: 'divider' }}>
        {(rules ?? guestRules).singlesAllowed && <BetKindChoice book={book} />}
        <StakeBox book={book} maxStake={maxStake} />
        <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
          {singles ? (
            <>
              <FigureRow label={koBetSlip.totalStake} strong>
                {`${koBetSlip.singlesCount(picks.length)} · ${koBetSlip.won(formatNumber(singles.totalStake))}`}
              </FigureRow>
              <FigureRow label={koBetSlip.expectedPayout} strong>
                {koBetSlip.won(formatNumber(singles.totalPayout))}
              </FigureRow>
            </>
          ) : (
            <ComboFigures totals={totals} />
          )}
          <MemberLimitFigures balance={balance} rules={rules} />
        </Box>

        <OddsChangeChoice memberId={member.memberId} />
        <OddsFormatChoice memberId={member.memberId} />

        {waitsForAcceptance && (
          <Box component="p" role="status" sx={{ m: 0, fontSize: 14, color: 'warning.main' }}>
            {koBetSlip.askedNote}
          </Box>
        )}

        {oddsChanged && picks.length > 0 && !waitsForAcceptance && (
          <Box
            role="alert"
            sx={{ display: 'grid', gap: 1, p: 1.25, borderRadius: 1, border: 1, borderColor: 'warning.main' }}
          >
            <Text variant="body2" sx={{ color: 'warning.main' }}>
              {oddsChanged}
            </Text>
            <ActionButton variant="contained" compact disabled={placing} onClick={() => void acceptNewOdds()}>
              {koBetSlip.acceptNewOdds}
            </ActionButton>
          </Box>
        )}

        {problems.length > 0 && (
          <Box
            component="ul"
            aria-label={koBetSlip.problemsTitle}
            sx={{ m: 0, pl: 2.25, display: 'grid', gap: 0.25, color: 'error.light', fontSize: 13 }}
          >
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        )}

        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1.6fr', gap: 1 }}>
          <ActionButton
            variant="outlined"
            disabled={refreshing || picks.length === 0}
            onClick={() => void refresh()}
            sx={dimWhenDisabled}
          >
            {refreshing ? koBetSlip.refreshing : koBetSlip.refreshOdds}
          </ActionButton>
          {waitsForAcceptance ? (
            <ActionButton variant="contained" onClick={() => acceptAskedPrices(book)}>
              {koBetSlip.acceptAsked}
            </ActionButton>
          ) : (
            <ActionButton variant="contained" disabled={placing} onClick={() => void place()} sx={dimWhenDisabled}>
              {placing ? koBetSlip.placing : koBetSlip.place}
            </ActionButton>
          )}
        </Box>
      </Box>
    </Box>
  );
}
