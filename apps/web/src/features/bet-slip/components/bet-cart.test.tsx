import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Bet, BetRules, PlaceBet } from '@site/contracts/api/bets';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets-codes';
import { betEndpoints } from '@site/contracts/endpoints/bets';
import { sportsEndpoints } from '@site/contracts/endpoints/sports';
import { testPick } from '@site/contracts/rules/bet-slip-test-picks';
import type { SlipPick } from '@site/contracts/rules/bet-slip';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { currentUserKey, openAuthDialog } from '../../auth/api/session';
import type * as SessionApi from '../../auth/api/session';
import { applySelectionNews, useBetSlip } from '../store';
import { BetCart } from './bet-cart';
import type { CartMember } from './use-cart-sync';
import { answer, answerInTurn, scriptCalls, sentBody, type SentCall } from '../../../test/scripted-calls';
import { ToastStack } from '../../../components/ui/toast-stack';
import { clearToasts, expectToast } from '../../../test/toasts';

vi.mock('../../auth/api/session', async (original) => ({
  ...(await original<typeof SessionApi>()),
  openAuthDialog: vi.fn(),
}));

const rules: BetRules = {
  minStake: 5_000,
  maxStake: 300_000,
  maxPayout: 30_000_000,
  maxPicks: 10,
  bonusOdds: [{ minPicks: 3, odds: 1.03 }],
  forbiddenCombos: [],
  singlesAllowed: true,
  cancelCutoffMinutes: 10,
  cancelWindowMinutes: 5,
};
const member: CartMember = { loggedIn: true, memberId: 1, balance: 200_000, rules };

const pick = (overrides: Partial<SlipPick>): SlipPick => testPick({ status: 'open', ...overrides });

/** The bet the server answers with once placed. */
const placed = (id: number): { status: 201; body: Bet } => ({
  status: 201,
  body: {
    id,
    gameType: 1,
    stake: 10_000,
    totalOdds: 3.88,
    bonusOdds: 1,
    potentialPayout: 38_800,
    status: SETTLEMENT_PENDING,
    payout: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    settledAt: null,
    cancellable: true,
    picks: [],
    stakeCashedOut: 0,
    cashedOut: 0,
    autoCashOutAt: null,
    sameGame: false,
    minigame: null,
  },
});

/** Answers POST /api/bets from the script in order; the calls are recorded as they were sent. */
const scriptBets = (replies: Parameters<typeof answerInTurn<typeof betEndpoints.place>>[1]): SentCall[] =>
  scriptCalls([answerInTurn(betEndpoints.place, replies)]);

/** The bets the cart sent. */
const bets = (sent: SentCall[]): PlaceBet[] => sent.map((call) => sentBody(betEndpoints.place, call));

function renderCart(who: CartMember = member) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <BetCart book="korea" member={who} />
      <AlertDialog />
      <ToastStack />
    </QueryClientProvider>,
  );
  return { invalidated: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

const cart = () => screen.getByRole('region', { name: '국내형 베팅카트' });

/** The 국내형 cart's picks, as the store holds them. */
const koreaPicks = () => useBetSlip.getState().slips.korea.picks;

/** Waits for the site's alert or confirmation with this text and answers it as the member would. */
async function answerDialog(text: string | RegExp, button: '확인' | '취소' = '확인') {
  // Generous waits: MUI's dialog is slow to mount in jsdom on a busy machine.
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
  expect(dialog).toHaveTextContent(text);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
}

beforeEach(() => {
  localStorage.clear();
  useAlertQueue.setState({ queue: [] });
  clearToasts();
  vi.mocked(openAuthDialog).mockClear();
  useBetSlip.setState((state) => ({
    slips: {
      ...state.slips,
      korea: {
        picks: [
          pick({}),
          pick({ selectionId: 2, fixtureId: 200, marketId: 20, home: '서울', away: '수원', price: 2.1 }),
        ],
        stake: 0,
        kind: 'multi',
        changes: {},
        asked: {},
      },
    },
    oddsChange: 'any',
    rules,
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bet cart', () => {
  it('adds the chips to the stake, caps MAX at the balance or the level maximum, and 정정 clears it', () => {
    renderCart();
    const stake = within(cart()).getByLabelText('베팅금액');
    fireEvent.click(within(cart()).getByRole('button', { name: '5,000' }));
    fireEvent.click(within(cart()).getByRole('button', { name: '10,000' }));
    expect(stake).toHaveValue('15,000');
    // 1.85 × 2.1 = 3.885 → 3.88; 15,000 × 3.88
    expect(within(cart()).getByText('3.88')).toBeInTheDocument();
    expect(within(cart()).getByText('58,200원')).toBeInTheDocument();
    fireEvent.click(within(cart()).getByRole('button', { name: 'MAX' }));
    expect(stake).toHaveValue('200,000');
    fireEvent.click(within(cart()).getByRole('button', { name: '정정' }));
    expect(stake).toHaveValue('');
    fireEvent.change(stake, { target: { value: '12,3a45' } });
    expect(stake).toHaveValue('12,345');
  });

  it('lists what stops the bet, and names it again when 베팅하기 is pressed', async () => {
    const sent = scriptBets([]);
    renderCart();
    fireEvent.change(within(cart()).getByLabelText('베팅금액'), { target: { value: '3000' } });
    const problems = within(cart()).getByRole('list', { name: '베팅 전 확인해주세요' });
    expect(problems).toHaveTextContent('최소 베팅금액은 5,000원입니다.');
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('최소 베팅금액은 5,000원입니다.');
    expect(bets(sent)).toEqual([]);
  });

  it('asks a guest to log in and opens the login dialog', async () => {
    scriptBets([]);
    renderCart({ loggedIn: false, memberId: null, balance: null, rules: null });
    expect(within(cart()).getAllByText('로그인 후 확인할 수 있습니다.')).toHaveLength(2);
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('로그인 후 이용해주세요.');
    expect(openAuthDialog).toHaveBeenCalledWith('login');
  });

  it('places the bet after confirmation, empties the slip and its stake and refreshes the balance and the history', async () => {
    const sent = scriptBets([placed(1)]);
    const { invalidated } = renderCart();
    fireEvent.click(within(cart()).getByRole('button', { name: '10,000' }));
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog(/10,000원을 베팅하시겠습니까\?/);
    await expectToast('베팅이 완료되었습니다.');
    expect(bets(sent)).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
        stake: 10_000,
        picks: [
          { selectionId: 1, price: 1.85 },
          { selectionId: 2, price: 2.1 },
        ],
      },
    ]);
    expect(koreaPicks()).toEqual([]);
    expect(within(cart()).getByText('선택된 경기가 없습니다. 배당을 눌러 경기를 담아주세요.')).toBeInTheDocument();
    // The next slip's 10,000 chip stakes 10,000, not 20,000 on top of the bet just placed.
    expect(useBetSlip.getState().slips.korea.stake).toBe(0);
    expect(within(cart()).getByLabelText('베팅금액')).toHaveValue('');
    expect(invalidated()).toEqual(expect.arrayContaining([currentUserKey, ['bets']]));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const sent = scriptBets([]);
    renderCart();
    fireEvent.click(within(cart()).getByRole('button', { name: '10,000' }));
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog(/베팅하시겠습니까/, '취소');
    expect(bets(sent)).toEqual([]);
    expect(koreaPicks()).toHaveLength(2);
  });

  it('shows the prices the server changed and bets with them once the member accepts', async () => {
    const sent = scriptBets([
      {
        status: 409,
        body: {
          message: '배당이 변경되었습니다.',
          changes: [
            { selectionId: 1, price: 1.95, open: true },
            { selectionId: 2, price: 2.05, open: true },
          ],
        },
      },
      placed(7),
    ]);
    renderCart();
    fireEvent.click(within(cart()).getByRole('button', { name: '10,000' }));
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog(/베팅하시겠습니까/);

    const notice = await within(cart()).findByRole('alert', {}, { timeout: 5_000 });
    expect(notice).toHaveTextContent('배당이 변경되었습니다.');
    const [first, second] = within(cart())
      .getAllByRole('listitem')
      .filter((item) => item.closest('[aria-label="선택한 경기"]'));
    expect(first).toHaveTextContent('1.95');
    expect(within(first as HTMLElement).getByRole('img', { name: '배당 상승' })).toHaveTextContent('▲');
    expect(second).toHaveTextContent('2.05');
    expect(within(second as HTMLElement).getByRole('img', { name: '배당 하락' })).toHaveTextContent('▼');

    fireEvent.click(within(notice).getByRole('button', { name: '변경된 배당으로 베팅' }));
    await expectToast('베팅이 완료되었습니다.');
    expect(bets(sent)).toHaveLength(2);
    expect(bets(sent)[1]?.picks).toEqual([
      { selectionId: 1, price: 1.95 },
      { selectionId: 2, price: 2.05 },
    ]);
    // Other prices make another attempt, with a key of its own.
    expect(bets(sent)[1]?.idempotencyKey).not.toBe(bets(sent)[0]?.idempotencyKey);
  });

  it('marks a pick the server closed and will not send it again', async () => {
    const sent = scriptBets([
      {
        status: 409,
        body: { message: '배당이 변경되었습니다.', changes: [{ selectionId: 2, price: null, open: false }] },
      },
    ]);
    renderCart();
    fireEvent.click(within(cart()).getByRole('button', { name: '10,000' }));
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog(/베팅하시겠습니까/);
    const notice = await within(cart()).findByRole('alert', {}, { timeout: 5_000 });
    expect(within(cart()).getByText('베팅중지')).toBeInTheDocument();
    fireEvent.click(within(notice).getByRole('button', { name: '변경된 배당으로 베팅' }));
    await answerDialog('베팅이 중지된 경기가 있습니다. 해당 경기를 삭제해주세요.');
    expect(bets(sent)).toHaveLength(1);
  });

  it('retries a failed attempt with the same idempotency key', async () => {
    const sent = scriptBets(['network down', placed(3)]);
    renderCart();
    fireEvent.click(within(cart()).getByRole('button', { name: '10,000' }));
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog(/베팅하시겠습니까/);
    await answerDialog('예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.');
    // The button is offered again once the attempt has ended.
    fireEvent.click(await within(cart()).findByRole('button', { name: '베팅하기' }));
    await answerDialog(/베팅하시겠습니까/);
    await expectToast('베팅이 완료되었습니다.');
    expect(bets(sent)).toHaveLength(2);
    expect(bets(sent)[1]?.idempotencyKey).toBe(bets(sent)[0]?.idempotencyKey);
  });

  it('refreshes the picked prices, closing a pick no longer offered and a pre-match pick whose match started', async () => {
    useBetSlip.setState((state) => ({
      slips: {
        ...state.slips,
        korea: {
          ...state.slips.korea,
          picks: [...koreaPicks(), pick({ selectionId: 3, fixtureId: 300, marketId: 30, home: '대구', away: '광주' })],
        },
      },
    }));
    const asked = scriptCalls([
      answer(sportsEndpoints.selections, [
        { id: 1, price: 1.7, status: 'open', fixtureStatus: 'scheduled' },
        { id: 3, price: 2, status: 'open', fixtureStatus: 'live' },
      ]),
    ]);
    renderCart();
    fireEvent.click(within(cart()).getByRole('button', { name: '배당 새로고침' }));
    await waitFor(() => expect(koreaPicks().map((p) => p.status)).toEqual(['open', 'closed', 'closed']), {
      timeout: 5_000,
    });
    expect(asked.map(({ url }) => url.pathname + url.search)).toEqual(['/api/sports/selections?ids=1%2C2%2C3']);
    expect(koreaPicks().map((p) => p.price)).toEqual([1.7, 2.1, 2]);
    expect(within(cart()).getByRole('img', { name: '배당 하락' })).toBeInTheDocument();
    expect(within(cart()).getAllByText('베팅중지')).toHaveLength(2);
  });

  it('removes one pick with ×, and all of them with 전체삭제', () => {
    renderCart();
    fireEvent.click(within(cart()).getByRole('button', { name: '울산 vs 전북 홈승 삭제' }));
    expect(koreaPicks().map((p) => p.selectionId)).toEqual([2]);
    fireEvent.click(within(cart()).getByRole('button', { name: '전체삭제' }));
    expect(koreaPicks()).toEqual([]);
  });

  it('places 단폴 as one request of single bets: the total is the stake times the picks, each pick shows its payout', async () => {
    const sent = scriptCalls([answer(betEndpoints.placeSingles, { bets: [placed(11).body, placed(12).body] }, 201)]);
    renderCart();
    fireEvent.click(within(cart()).getByRole('button', { name: '단폴' }));
    fireEvent.click(within(cart()).getByRole('button', { name: '10,000' }));
    expect(within(cart()).getByText('2건 · 20,000원')).toBeInTheDocument();
    // 10,000 × 1.85 and 10,000 × 2.1, each a bet of its own; 39,500 if both win.
    expect(
      within(cart())
        .getAllByTestId('single-payout')
        .map((row) => row.textContent),
    ).toEqual(['적중시 18,500원', '적중시 21,000원']);
    expect(within(cart()).getByText('39,500원')).toBeInTheDocument();
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('단폴 2건 × 10,000원, 총 20,000원을 베팅하시겠습니까?');
    await expectToast('베팅이 완료되었습니다.');
    expect(sent.map((call) => sentBody(betEndpoints.placeSingles, call))).toEqual([
      {
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
        stake: 10_000,
        picks: [
          { selectionId: 1, price: 1.85 },
          { selectionId: 2, price: 2.1 },
        ],
      },
    ]);
    expect(koreaPicks()).toEqual([]);
  });

  it('names a balance short of the singles total before anything is sent', async () => {
    const sent = scriptCalls([]);
    renderCart({ ...member, balance: 15_000 });
    fireEvent.click(within(cart()).getByRole('button', { name: '단폴' }));
    fireEvent.click(within(cart()).getByRole('button', { name: '10,000' }));
    expect(within(cart()).getByRole('list', { name: '베팅 전 확인해주세요' })).toHaveTextContent(
      '보유머니가 부족합니다.',
    );
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('보유머니가 부족합니다.');
    expect(sent).toEqual([]);
  });

  it('offers no 단폴 where the operator does not allow singles', () => {
    renderCart({ ...member, rules: { ...rules, singlesAllowed: false } });
    expect(within(cart()).queryByRole('button', { name: '단폴' })).not.toBeInTheDocument();
  });

  it('in 항상 확인 shows a moved price as old → new and bets only after 변경된 배당 수락', async () => {
    const sent = scriptCalls([
      answer(betEndpoints.savePreferences, { oddsChange: 'ask', oddsFormat: 'decimal' }),
      answerInTurn(betEndpoints.place, [placed(5)]),
    ]);
    renderCart();
    fireEvent.change(within(cart()).getByLabelText('배당 변경'), { target: { value: 'ask' } });
    await waitFor(() => expect(sent.map((call) => call.url.pathname)).toEqual(['/api/bets/preferences']));
    expect(sent.map((call) => sentBody(betEndpoints.savePreferences, call))).toEqual([{ oddsChange: 'ask' }]);

    applySelectionNews([{ selectionId: 1, price: 1.92 }]);
    const moved = await within(cart()).findByLabelText('배당 변경 1.85에서 1.92로');
    expect(moved).toBeInTheDocument();
    expect(within(cart()).queryByRole('button', { name: '베팅하기' })).not.toBeInTheDocument();
    fireEvent.click(within(cart()).getByRole('button', { name: '변경된 배당 수락' }));
    expect(within(cart()).queryByLabelText('배당 변경 1.85에서 1.92로')).not.toBeInTheDocument();

    fireEvent.click(within(cart()).getByRole('button', { name: '10,000' }));
    fireEvent.click(within(cart()).getByRole('button', { name: '베팅하기' }));
    await answerDialog(/베팅하시겠습니까/);
    await expectToast('베팅이 완료되었습니다.');
    const [, placedCall] = sent;
    expect(placedCall && sentBody(betEndpoints.place, placedCall).picks).toEqual([
      { selectionId: 1, price: 1.92 },
      { selectionId: 2, price: 2.1 },
    ]);
  });
});
