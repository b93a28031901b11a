import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputBase from '@mui/material/InputBase';
import Slider from '@mui/material/Slider';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { Bet } from '@site/contracts/api/bets';
import type { CashOutQuote, CashOutResult } from '@site/contracts/api/cash-out';
import type { User } from '@site/contracts/api/member';
import { formatNumber, formatWon } from '@site/contracts/rules/format';

import { ActionButton, IconAction } from '../../../components/ui/action-button';
import { showAlert } from '../../../components/ui/alert';
import { FigureRow } from '../../../components/ui/figure-row';
import { CloseIcon } from '../../../components/ui/icons';
import { Text } from '../../../components/ui/text';
import { showToast } from '../../../components/ui/toasts';
import { TwoWayChoice } from '../../../components/ui/two-way-choice';
import { koCashOut } from '../../../i18n/ko-cash-out';
import { endsSession, userFacingMessage } from '../../../lib/api-client';
import { currentUserKey } from '../../auth/api/session';
import { betsKey } from '../api/bets';
import { cashOutMovedOf, takeCashOut } from '../api/cash-out';
import {
  carriedAmount,
  clampAmount,
  partialRange,
  payoutLeftAfter,
  stakeLeftAfter,
  stakeRiding,
} from '../rules/cash-out';
import { AutoCashOut } from './auto-cash-out';
import { useCashOutQuote } from './use-cash-out-quote';

const t = koCashOut;

type Kind = 'full' | 'partial';
const kinds: readonly Kind[] = ['full', 'partial'];

/** The part the member chose, with the quote it was chosen on: carried to each new quote by its share. */
interface Part {
  amount: number;
  of: CashOutQuote;
}

/** What a 409 said: the amount the member tried and the new one (null: no offer any more). */
interface Moved {
  tried: number;
  message: string;
  gone: boolean;
}

/**
 * 캐시아웃 of one open bet: the quote and its countdown (a new one as each runs out), 전체 or 일부 (the
 * amount by field or slider, with the stake and payout that keep riding), 자동 캐시아웃, and the take.
 * A quote that moved or ran out meanwhile (409) shows the new figure to take or leave; a take that went
 * through is told in a toast, and the balance and the bet are shown as they now are.
 */
export function CashOutDialog({ bet, onClose }: { bet: Bet; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { quote, secondsLeft, renewing, error, replace } = useCashOutQuote(bet.id);
  const [kind, setKind] = useState<Kind>('full');
  const [part, setPart] = useState<Part | null>(null);
  const [moved, setMoved] = useState<Moved | null>(null);

  const range = quote ? partialRange(quote) : null;
  const partial = kind === 'partial' && range !== null;
  const amount = !quote
    ? 0
    : partial
      ? part
        ? carriedAmount(part.amount, part.of, quote)
        : clampAmount(quote.amount / 2, range)
      : quote.amount;

  const done = (result: CashOutResult) => {
    // The answer carries the balance: shown at once, then both read again as the server has them.
    queryClient.setQueryData<User>(currentUserKey, (user) => (user ? { ...user, emoney: result.balance } : user));
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    void queryClient.invalidateQueries({ queryKey: betsKey });
    const left = stakeRiding(result.bet);
    showToast({
      key: `cash-out-${bet.id}-${result.bet.cashedOut}`,
      tone: 'good',
      title: t.done,
      detail: [t.paid(bet.id, result.paid), ...(left > 0 ? [t.stillRiding(left)] : [])].join('\n'),
    });
    onClose();
  };

  const take = useMutation({
    mutationFn: ({ quote: taken, amount: sent }: { quote: CashOutQuote; amount: number }) =>
      takeCashOut(bet.id, { quoteId: taken.quoteId, amount: sent }),
    onSuccess: done,
    onError: async (failure, sent) => {
      const news = cashOutMovedOf(failure);
      if (news) {
        if (partial) setPart({ amount: sent.amount, of: sent.quote });
        replace(news.quote);
        setMoved({ tried: sent.amount, message: news.message, gone: news.quote === null });
        return;
      }
      if (!endsSession(failure)) await showAlert(userFacingMessage(failure));
    },
  });

  const send = () => {
    if (!quote) return;
    setMoved(null);
    take.mutate({ quote, amount });
  };

  return (
    <Dialog
      open
      onClose={take.isPending ? undefined : onClose}
      aria-labelledby="cash-out-title"
      slotProps={{ paper: { sx: { width: 440, maxWidth: 'calc(100% - 24px)', m: 1.5 } } }}
    >
      <DialogTitle id="cash-out-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t.dialogTitle(bet.id)}
        </Box>
        <IconAction aria-label={t.close} onClick={onClose} disabled={take.isPending}>
          <CloseIcon />
        </IconAction>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.75 }}>
        <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
          <FigureRow label={t.offerNow} strong>
            <Box component="span" data-testid="cash-out-quote">
              {quote ? formatWon(quote.amount) : '-'}
            </Box>
          </FigureRow>
          <FigureRow label={t.stakeNow}>{formatWon(quote?.stake ?? stakeRiding(bet))}</FigureRow>
        </Box>
        <QuoteState
          loading={!quote && !error}
          renewing={renewing && quote !== null}
          secondsLeft={secondsLeft}
          error={error}
        />

        {moved && (
          <Box
            role="alert"
            sx={{ display: 'grid', gap: 1, p: 1.25, borderRadius: 1, border: 1, borderColor: 'warning.main' }}
          >
            <Text variant="body2" sx={{ color: 'warning.main', fontWeight: 700 }}>
              {t.movedTitle}
            </Text>
            <Text variant="body2">{moved.message}</Text>
            <Text variant="body2" sx={{ fontWeight: 700 }}>
              {moved.gone || !quote ? t.movedGone : t.movedFromTo(moved.tried, amount)}
            </Text>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1.6fr', gap: 1 }}>
              <ActionButton variant="outlined" compact onClick={onClose}>
                {t.cancel}
              </ActionButton>
              <ActionButton
                variant="contained"
                compact
                disabled={!quote || take.isPending}
                onClick={send}
                sx={{ '&.Mui-disabled': { opacity: 0.4 } }}
              >
                {t.takeMoved(amount)}
              </ActionButton>
            </Box>
          </Box>
        )}

        {quote && !moved && (
          <>
            <KindChoice kind={kind} onKind={setKind} />
            {kind === 'partial' &&
              (range ? (
                <PartialAmount
                  amount={amount}
                  range={range}
                  onAmount={(next) => setPart({ amount: next, of: quote })}
                  stakeLeft={stakeLeftAfter(quote, amount)}
                  payoutLeft={payoutLeftAfter(bet, quote, amount)}
                />
              ) : (
                <Text variant="body2" sx={{ color: 'text.secondary' }}>
                  {t.partialUnavailable}
                </Text>
              ))}
            <ActionButton
              variant="contained"
              disabled={take.isPending || (kind === 'partial' && !range)}
              onClick={send}
              sx={{ '&.Mui-disabled': { opacity: 0.4 } }}
            >
              {take.isPending ? t.taking : t.take(amount)}
            </ActionButton>
          </>
        )}

        <AutoCashOut bet={bet} />
      </DialogContent>
    </Dialog>
  );
}

/** Under the figure: loading, the countdown to the next quote, or why there is none now. */
function QuoteState({
  loading,
  renewing,
  secondsLeft,
  error,
}: {
  loading: boolean;
  renewing: boolean;
  secondsLeft: number | null;
  error: Error | null;
}) {
  const text = error
    ? userFacingMessage(error)
    : loading
      ? t.loading
      : renewing || secondsLeft === 0
        ? t.renewing
        : secondsLeft === null
          ? null
          : t.expiresIn(secondsLeft);
  if (text === null) return null;
  return (
    <Box
      component="p"
      role="status"
      data-testid="cash-out-state"
      sx={{ m: 0, mt: -1, fontSize: 13, textAlign: 'right', color: error ? 'warning.main' : 'text.secondary' }}
    >
      {text}
    </Box>
  );
}

/** 전체 캐시아웃 / 일부 캐시아웃, the same two-way choice as the cart's 조합 / 단폴. */
function KindChoice({ kind, onKind }: { kind: Kind; onKind: (kind: Kind) => void }) {
  return <TwoWayChoice label={t.kindLabel} options={kinds} labels={t} value={kind} onChange={onKind} />;
}

/** The part to take, by field or slider, and what keeps riding once it is taken. */
function PartialAmount({
  amount,
  range,
  onAmount,
  stakeLeft,
  payoutLeft,
}: {
  amount: number;
  range: { min: number; max: number };
  onAmount: (amount: number) => void;
  stakeLeft: number;
  payoutLeft: number;
}) {
  // What the member types stays as typed until it leaves the field; the amount sent is always in range.
  const [typed, setTyped] = useState<string | null>(null);
  const outOfRange = typed !== null && Number(typed) !== clampAmount(Number(typed), range);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="label" htmlFor="cash-out-amount" sx={{ fontSize: 13, color: 'text.secondary', flexShrink: 0 }}>
          {t.partialAmount}
        </Box>
        <InputBase
          id="cash-out-amount"
          value={typed === null ? formatNumber(amount) : typed === '' ? '' : formatNumber(Number(typed))}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            setTyped(digits);
            if (digits !== '') onAmount(clampAmount(Number(digits), range));
          }}
          onBlur={() => setTyped(null)}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', 'aria-describedby': 'cash-out-range' }}
          sx={{
            flex: 1,
            minWidth: 0,
            px: 1.25,
            height: 36,
            border: 1,
            borderColor: outOfRange ? 'error.main' : 'divider',
            borderRadius: 1,
            fontSize: 15,
            fontWeight: 700,
            '& input': { textAlign: 'right' },
          }}
        />
      </Box>
      <Slider
        value={amount}
        min={range.min}
        max={range.max}
        step={Math.max(1, Math.round((range.max - range.min) / 100))}
        onChange={(_, value) => {
          setTyped(null);
          onAmount(clampAmount(Array.isArray(value) ? (value[0] ?? range.min) : value, range));
        }}
        slotProps={{ input: { 'aria-label': t.partialAmount } }}
        getAriaValueText={formatWon}
        sx={{ mx: 1, width: 'auto' }}
      />
      <Box
        id="cash-out-range"
        sx={{ fontSize: 12, textAlign: 'right', color: outOfRange ? 'error.light' : 'text.secondary', mt: -1 }}
      >
        {outOfRange ? t.partialOutOfRange(range.min, range.max) : t.partialRange(range.min, range.max)}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
        <FigureRow label={t.stakeRiding}>
          <Box component="span" data-testid="cash-out-stake-left">
            {formatWon(stakeLeft)}
          </Box>
        </FigureRow>
        <FigureRow label={t.payoutRiding}>{formatWon(payoutLeft)}</FigureRow>
      </Box>
    </Box>
  );
}
