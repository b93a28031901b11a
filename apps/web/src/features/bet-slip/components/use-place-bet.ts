import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import type { BetRules } from '@site/contracts/api/bets';
import { formatNumber } from '@site/contracts/rules/format';
import { slipProblems, slipTotals, type SlipPick } from '@site/contracts/rules/bet-slip';

import { showAlert, showConfirm } from '../../../components/ui/alert';
import { newAttemptKey } from '../../../lib/idempotency-key';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { koSession } from '../../../i18n/ko';
import { endsSession, userFacingMessage } from '../../../lib/api-client';
import { currentUserKey, openAuthDialog } from '../../auth/api/session';
import { oddsChangesOf, placeBet } from '../api/bet-calls';
import { applySelectionNews, clearSlip, useBetSlip } from '../store';

/** What one attempt sends; a retry of the same attempt keeps its idempotency key. */
const signatureOf = (stake: number, picks: readonly SlipPick[]) =>
  `${stake}|${picks.map((p) => `${p.selectionId}@${p.price}`).join(',')}`;

export interface PlaceBetControl {
  placing: boolean;
  /** The server's "odds changed" text while the member has not yet accepted the new prices. */
  oddsChanged: string | null;
  /** 베팅하기: asks for confirmation first. */
  place: () => Promise<void>;
  /** 변경된 배당으로 베팅: the member has seen the new prices and bets with them. */
  acceptNewOdds: () => Promise<void>;
}

/**
 * Placing the slip: a guest is asked to log in; problems are named before anything is sent; a
 * refused price (409) updates the picks and waits for the member's acceptance; a placed bet empties
 * the slip and refreshes the balance and the bet history.
 */
export function usePlaceBet({
  loggedIn,
  rules,
  balance,
  onPlaced,
}: {
  loggedIn: boolean;
  rules: BetRules | null;
  balance: number | null;
  /** after the bet is stored, before the member is told (the phone's sheet closes) */
  onPlaced?: () => void;
}): PlaceBetControl {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  const [placing, setPlacing] = useState(false);
  const [oddsChanged, setOddsChanged] = useState<string | null>(null);

  const submit = async (askFirst: boolean) => {
    if (!loggedIn) {
      await showAlert(koSession.loginRequired);
      openAuthDialog('login');
      return;
    }
    // The rules arrive with the member; until then the server is the only judge.
    const { picks, stake } = useBetSlip.getState();
    const problems = rules ? slipProblems(picks, stake, rules, balance) : [];
    const [firstProblem] = problems;
    if (firstProblem !== undefined) {
      await showAlert(firstProblem);
      return;
    }
    if (askFirst && rules) {
      const { expectedPayout } = slipTotals(picks, stake, rules);
      if (!(await showConfirm(koBetSlip.confirm(formatNumber(stake), formatNumber(expectedPayout))))) return;
    }

    const signature = signatureOf(stake, picks);
    if (attempt.current?.signature !== signature) attempt.current = { key: newAttemptKey(), signature };
    setPlacing(true);
    setOddsChanged(null);
    try {
      await placeBet({
        idempotencyKey: attempt.current.key,
        stake,
        picks: picks.map((p) => ({ selectionId: p.selectionId, price: p.price })),
      });
      attempt.current = null;
      clearSlip();
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      onPlaced?.();
      await showAlert(koBetSlip.done);
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
        setOddsChanged(koBetSlip.oddsChanged);
        return;
      }
      if (!endsSession(error)) await showAlert(userFacingMessage(error));
    } finally {
      setPlacing(false);
    }
  };

  return {
    placing,
    oddsChanged,
    place: () => submit(true),
    acceptNewOdds: () => submit(false),
  };
}
