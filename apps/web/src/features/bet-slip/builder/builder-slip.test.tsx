import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Bet, BetRules } from '@site/contracts/api/bets';
import type { BuilderPrice } from '@site/contracts/api/bet-builder';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets-codes';
import { betBuilderEndpoints } from '@site/contracts/endpoints/bet-builder';
import { testPick } from '@site/contracts/rules/bet-slip-test-picks';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { ToastStack } from '../../../components/ui/toast-stack';
import { answerEach, answerInTurn, scriptCalls, sentBody, type SentCall } from '../../../test/scripted-calls';
import { clearToasts, expectToast } from '../../../test/toasts';
import { currentUserKey } from '../../auth/api/session';
import type { CartMember } from '../components/use-cart-sync';
import BuilderSlip from './builder-slip';
import { applyOddsToBuilder, useBuilder } from './builder-store';

const rules: BetRules = {
  minStake: 5_000,
  maxStake: 300_000,
  maxPayout: 30_000_000,
  maxPicks: 10,
  bonusOdds: [],
  forbiddenCombos: [],
  singlesAllowed: true,
  cancelCutoffMinutes: 10,
  cancelWindowMinutes: 5,
};
const member: CartMember = { loggedIn: true, memberId: 1, balance: 200_000, rules };
vi.mock('../components/use-cart-sync', () => ({ useCartSync: () => member }));

const home = testPick({ selectionId: 11, marketId: 1, selectionName: '1', price: 1.8 });
const over = testPick({
  selectionId: 21,
  marketId: 2,
  marketType: 'Total',
  line: '2.5',
  selectionName: 'Over',
  price: 1.9,
});

const priced = (price: number, selectionIds = [11, 21]): { body: BuilderPrice } => ({
  body: { fixtureId: 100, selectionIds, price, probability: 1 / (price * 1.08), productOfPrices: 3.42 },
});

const placedBet = (price: number): { status: 201; body: Bet } => ({
  status: 201,
  body: {
    id: 501,
    gameType: 1,
    stake: 10_000,
    totalOdds: price,
    bonusOdds: 1,
    potentialPayout: Math.floor(10_000 * price),
    status: SETTLEMENT_PENDING,
    payout: null,
    createdAt: '2026-11-29T09:00:00.000Z',
    settledAt: null,
    cancellable: true,
    picks: [],
    stakeCashedOut: 0,
    cashedOut: 0,
    autoCashOutAt: null,
    sameGame: true,
    minigame: null,
  },
});

function renderSlip() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <BuilderSlip />
      <AlertDialog />
      <ToastStack />
    </QueryClientProvider>,
  );
  // jsdom lays out as a phone: the slip starts folded, and the member unfolds it.
  fireEvent.click(screen.getByRole('button', { name: '펼치기' }));
  return { invalidated: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

const slip = () => screen.getByRole('region', { name: '같은 경기 조합 슬립' });

async function answerDialog(text: string | RegExp, button: '확인' | '취소' = '확인') {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
  expect(dialog).toHaveTextContent(text);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
}

/** Waits until the slip shows this joint price. */
const priceShown = (price: string) =>
  waitFor(() => expect(within(slip()).getByTestId('builder-price')).toHaveTextContent(price));

const placements = (sent: SentCall[]) =>
  sent
    .filter((call) => call.url.pathname.endsWith('/bets/builder'))
    .map((call) => sentBody(betBuilderEndpoints.place, call));

beforeEach(() => {
  useAlertQueue.setState({ queue: [] });
  clearToasts();
  useBuilder.setState({ fixtureId: 100, picks: [home, over], stake: 0, priceVersion: 0 });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the builder slip', () => {
  it('shows the joint price beside the product of the picks’ own prices, and asks again when the stream moves the fixture', async () => {
    let price = 3.1;
    const sent = scriptCalls([answerEach(betBuilderEndpoints.price, () => priced(price))]);
    renderSlip();
    await priceShown('3.10');
    expect(within(slip()).getByTestId('builder-product')).toHaveTextContent('3.42');
    expect(sent.map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/sports/fixtures/100/builder-price', { selectionIds: [11, 21] }],
    ]);

    price = 2.95;
    applyOddsToBuilder({
      seq: 2,
      selections: [{ id: 11, marketId: 1, fixtureId: 100, price: 1.75, status: 'open' }],
      markets: [],
      fixtures: [],
    });
    await waitFor(() => expect(within(slip()).getByTestId('builder-price')).toHaveTextContent('2.95'));
    // 10,000 × 2.95
    fireEvent.click(within(slip()).getByRole('button', { name: '10,000' }));
    expect(within(slip()).getByText('29,500원')).toBeInTheDocument();
  });

  it('shows the server’s refusal and marks the picks at fault, and 베팅하기 stays shut', async () => {
    scriptCalls([
      answerInTurn(betBuilderEndpoints.price, [
        { status: 400, body: { message: '서로 모순되는 선택은 조합할 수 없습니다.', selectionIds: [21] } },
      ]),
    ]);
    renderSlip();
    expect(await within(slip()).findByRole('alert')).toHaveTextContent('서로 모순되는 선택은 조합할 수 없습니다.');
    const rows = within(slip()).getAllByTestId('builder-pick');
    expect(rows.map((row) => row.hasAttribute('data-refused'))).toEqual([false, true]);
    expect(rows[1]).toHaveTextContent('조합할 수 없는 선택');
    expect(within(slip()).getByRole('button', { name: '베팅하기' })).toBeDisabled();
  });

  it('places the bet at the price shown after confirmation, then empties the slip and refreshes the balance and the history', async () => {
    const sent = scriptCalls([
      answerEach(betBuilderEndpoints.price, () => priced(3.1)),
      answerInTurn(betBuilderEndpoints.place, [placedBet(3.1)]),
    ]);
    const { invalidated } = renderSlip();
    await priceShown('3.10');
    fireEvent.click(within(slip()).getByRole('button', { name: '10,000' }));
    fireEvent.click(within(slip()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('같은 경기 조합 3.10배에 10,000원을 베팅하시겠습니까?');
    await expectToast('같은 경기 조합 베팅 완료');
    expect(placements(sent)).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
        stake: 10_000,
        fixtureId: 100,
        selectionIds: [11, 21],
        price: 3.1,
      },
    ]);
    expect(useBuilder.getState()).toMatchObject({ fixtureId: 100, picks: [], stake: 0 });
    expect(invalidated()).toEqual(expect.arrayContaining([currentUserKey, ['bets']]));
  });

  it('shows a moved price (409) and places at it once the member accepts', async () => {
    const sent = scriptCalls([
      answerEach(betBuilderEndpoints.price, () => priced(3.1)),
      answerInTurn(betBuilderEndpoints.place, [
        { status: 409, body: { message: '배당이 변경되었습니다.', price: 2.9 } },
        placedBet(2.9),
      ]),
    ]);
    renderSlip();
    await priceShown('3.10');
    fireEvent.click(within(slip()).getByRole('button', { name: '10,000' }));
    fireEvent.click(within(slip()).getByRole('button', { name: '베팅하기' }));
    await answerDialog(/베팅하시겠습니까/);
    expect(await within(slip()).findByTestId('builder-moved')).toHaveTextContent(
      '조합 배당이 2.90배로 변경되었습니다.',
    );
    fireEvent.click(within(slip()).getByRole('button', { name: '변경된 배당으로 베팅' }));
    await expectToast('같은 경기 조합 베팅 완료');
    expect(placements(sent).map((bet) => bet.price)).toEqual([3.1, 2.9]);
  });

  it('names a stake below the level’s least before sending anything', async () => {
    const sent = scriptCalls([answerEach(betBuilderEndpoints.price, () => priced(3.1))]);
    renderSlip();
    await priceShown('3.10');
    fireEvent.change(within(slip()).getByLabelText('베팅금액'), { target: { value: '3000' } });
    expect(within(slip()).getByRole('status')).toHaveTextContent('최소 베팅금액은 5,000원입니다.');
    fireEvent.click(within(slip()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('최소 베팅금액은 5,000원입니다.');
    expect(placements(sent)).toEqual([]);
  });
});
