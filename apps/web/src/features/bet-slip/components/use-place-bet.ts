import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import type { BetRules } from '@site/contracts/api/bets';
import { formatNumber } from '@site/contracts/rules/format';
import {
  singlesTotals,
  slipProblems,
  slipTotals,
  type BetKind,
  type CartBook,
  type SlipPick,
} from '@site/contracts/rules/bet-slip';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { showToast } from '../../../components/ui/toasts';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { koSession } from '../../../i18n/ko';
import { endsSession, userFacingMessage } from '../../../lib/api-client';
import { currentUserKey, openAuthDialog } from '../../auth/api/session';
import { oddsChangesOf, placeBet, placeSingles } from '../api/bet-calls';
import { takenPriceNotes } from '../taken-prices';
import { applySelectionNews, cartRulesOf, clearPlacedSlip, hasAskedPrices, placeableKind, useBetSlip } from '../store';

/** What one attempt sends; a retry of the same attempt keeps its idempotency key. */
const signatureOf = (kind: BetKind, stake: number, picks: readonly SlipPick[]) =>
  `${kind}|${stake}|${picks.map((p) => `${p.selectionId}@${p.price}`).join(',')}`;

/** The question before placing: the stake and payout of the multi, or the singles' count and totals. */
function confirmText(kind: BetKind, picks: readonly SlipPick[], stake: number, rules: BetRules): string {
  if (kind === 'multi')
    return koBetSlip.confirm(formatNumber(stake), formatNumber(slipTotals(picks, stake, rules).expectedPayout));
  const { totalStake, totalPayout } = singlesTotals(picks, stake, rules);
  return koBetSlip.confirmSingles(
    picks.length,
    formatNumber(stake),
    formatNumber(totalStake),
    formatNumber(totalPayout),
  );
}

export interface PlaceBetControl {
  placing: boolean;
  /** The server's "odds changed" text while the member has not yet accepted the new prices. */
  oddsChanged: string | null;
  /** 베팅하기: asks for confirmation first. */
  place: () => Promise<void>;
  /** 변경된 배당으로 베팅: the member has seen the new prices and bets with them. */
  acceptNewOdds: () => Promise<void>;
}

/** One press of the place button: the slip as it was checked, and the attempt's idempotency key. */
interface Placement {
  kind: BetKind;
  picks: readonly SlipPick[];
  stake: number;
  key: string;
}

/**
 * Placing one book's slip, as one multi or as singles: a guest is asked to log in; problems are named
 * before anything is sent; a refused price (409) updates the picks under the member's 배당 변경 choice
 * and waits for the member's acceptance; a placed bet empties the slip and its stake and refreshes the balance and
 * the bet history, and names any price the server took moved (takenPriceNotes). The prices sent are the ones the member agreed to, never one only asked about.
 */
export function usePlaceBet({
  book,
  loggedIn,
  rules,
  balance,
  onPlaced,
}: {
  book: CartBook;
  loggedIn: boolean;
  rules: BetRules | null;
  balance: number | null;
  /** after the bet is stored, before the member is told (the phone's sheet closes) */
  onPlaced?: () => void;
}): PlaceBetControl {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  const [oddsChanged, setOddsChanged] = useState<string | null>(null);

  /** Sends the slip and tells the member what became of it; never rejects, so `placing` spans it all. */
  const send = async ({ kind, picks, stake, key }: Placement) => {
    try {
      const request = {
        idempotencyKey: key,
        stake,
        picks: picks.map((p) => ({ selectionId: p.selectionId, price: p.price })),
      };
      const placed = kind === 'singles' ? (await placeSingles(request)).bets : [await placeBet(request)];
      attempt.current = null;
      clearPlacedSlip(book);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      onPlaced?.();
      // Told, not asked (issue 29): a toast needs no tap. A price that moved meanwhile and was taken under
      // the member's choice is said with the bet.
      showToast({
        key: `bet-${placed.map((bet) => bet.id).join('-')}`,
        tone: 'good',
        title: koBetSlip.done,
        detail: [
          ...placed.map((bet) => koBetSlip.placed(bet.id, formatNumber(bet.stake))),
          ...takenPriceNotes(picks, placed),
        ].join('\n'),
      });
    } catch (error) {
      const changed = oddsChangesOf(error);
      if (changed) {
        applySelectionNews(
          changed.changes.map((c) => ({
            selectionId: c.selectionId,
            price: c.price,
            status: c.open && c.price !== null ? 'open' : 'closed',
          })),
        );
        // Prices the member's choice did not take are asked about on the picks (변경된 배당 수락) instead.
        if (!hasAskedPrices(useBetSlip.getState().slips[book])) setOddsChanged(koBetSlip.oddsChanged);
        return;
      }
      if (!endsSession(error)) await showAlert(userFacingMessage(error));
    }
  };
  const placement = useMutation({ mutationFn: send });

  const submit = async (askFirst: boolean) => {
    if (!loggedIn) {
      await showAlert(koSession.loginRequired);
      openAuthDialog('login');
      return;
    }
    // The rules arrive with the member; until then the server is the only judge.
    const { picks, stake, asked, ...slip } = useBetSlip.getState().slips[book];
    const kind = placeableKind(slip.kind, rules);
    // The place button reads 변경된 배당 수락 meanwhile; nothing is sent before the member accepts.
    if (hasAskedPrices({ asked })) return;
    const problems = rules ? slipProblems(picks, stake, cartRulesOf(book, rules), balance, kind) : [];
    const [firstProblem] = problems;
    if (firstProblem !== undefined) {
      await showAlert(firstProblem);
      return;
    }
    if (askFirst && rules && !(await showConfirm(confirmText(kind, picks, stake, rules)))) return;

    const signature = signatureOf(kind, stake, picks);
    if (attempt.current?.signature !== signature) attempt.current = { key: newAttemptKey(), signature };
    setOddsChanged(null);
    await placement.mutateAsync({ kind, picks, stake, key: attempt.current.key });
  };

  return {
    placing: placement.isPending,
    oddsChanged,
    place: () => submit(true),
    acceptNewOdds: () => submit(false),
  };
}
