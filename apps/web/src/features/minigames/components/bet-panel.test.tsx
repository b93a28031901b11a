import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Bet } from '@site/contracts/api/bets';
import { GAME_TYPE_MINIGAME, SETTLEMENT_PENDING } from '@site/contracts/api/bets-codes';
import type { MinigameBoard, MinigameSetting, PlaceMinigameBet } from '@site/contracts/api/minigames';
import { minigameEndpoints } from '@site/contracts/endpoints/minigames';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { currentUserKey, openAuthDialog } from '../../auth/api/session';
import type * as SessionApi from '../../auth/api/session';
import type { MinigamePick } from '../bet-pick';
import { currentSlip, useMinigameSlips, type GameSlip } from '../bet-store';
import { BetPanel } from './bet-panel';
import { answer, answerInTurn, scriptCalls, sentBody, type SentCall } from '../../../test/scripted-calls';
import { ToastStack } from '../../../components/ui/toast-stack';
import { clearToasts, expectToast } from '../../../test/toasts';

vi.mock('../../auth/api/session', async (original) => ({
  ...(await original<typeof SessionApi>()),
  openAuthDialog: vi.fn(),
}));

const setting: MinigameSetting = {
  gameId: 211,
  systemMaintenanceFlg: false,
  minStake: 1_000,
  maxStake: 1_000_000,
  maxPayout: 10_000_000,
};
const round = { gameId: 211, roundId: 77, roundNo: 1042, open: true };
const odd: MinigamePick = {
  gameId: 211,
  marketKey: 'power_oddeven',
  marketNameKorean: '파워볼 홀짝',
  pickKey: 'odd',
  pickNameKorean: '홀',
  price: 1.95,
};

/** The board as the server answers it after a price change: 홀 at `price`. */
const boardWith = (price: number): MinigameBoard => ({
  gameId: 211,
  kind: 'powerball',
  setting,
  current: {
    id: 77,
    gameId: 211,
    roundNo: 1042,
    date: '2026-11-23',
    status: 'open',
    opensAt: '2026-11-23T09:00:00.000Z',
    closesAt: '2026-11-23T09:04:50.000Z',
    drawsAt: '2026-11-23T09:05:00.000Z',
    secondsToClose: 120,
    secondsToDraw: 130,
    commitment: 'ab'.repeat(32),
    secret: null,
    result: null,
    resultText: null,
  },
  markets: [
    {
      key: 'power_oddeven',
      nameKorean: '파워볼 홀짝',
      group: '파워볼',
      picks: [
        { key: 'odd', nameKorean: '홀', price },
        { key: 'even', nameKorean: '짝', price: 1.95 },
      ],
    },
  ],
});

/** The bet the server answers with once placed. */
const placed: { status: 201; body: Bet } = {
  status: 201,
  body: {
    id: 1,
    gameType: GAME_TYPE_MINIGAME,
    stake: 5_000,
    totalOdds: 1.95,
    bonusOdds: 1,
    potentialPayout: 9_750,
    status: SETTLEMENT_PENDING,
    payout: null,
    createdAt: '2026-11-23T09:01:00.000Z',
    settledAt: null,
    cancellable: false,
    picks: [],
    stakeCashedOut: 0,
    cashedOut: 0,
    autoCashOutAt: null,
    sameGame: false,
    minigame: {
      gameId: 211,
      roundId: 77,
      roundNo: 1042,
      roundDate: '2026-11-23',
      marketNameKorean: '파워볼 홀짝',
      pickNameKorean: '홀',
      price: 1.95,
      result: 0,
      resultText: null,
    },
  },
};

/** Answers POST /api/minigame/bets from the script and GET of the board with `board`; the calls are recorded as sent. */
const scriptServer = (
  replies: Parameters<typeof answerInTurn<typeof minigameEndpoints.placeBet>>[1],
  board = boardWith(1.95),
): SentCall[] =>
  scriptCalls([answer(minigameEndpoints.board, board), answerInTurn(minigameEndpoints.placeBet, replies)]);

/** The bets the panel sent (the board is asked for too when the price changed). */
const bets = (sent: SentCall[]): PlaceMinigameBet[] =>
  sent
    .filter(({ url }) => url.pathname.endsWith(minigameEndpoints.placeBet.path))
    .map((call) => sentBody(minigameEndpoints.placeBet, call));

function renderPanel({ loggedIn = true, open = true } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <BetPanel round={{ ...round, open }} setting={setting} loggedIn={loggedIn} balance={loggedIn ? 50_000 : null} />
      <AlertDialog />
      <ToastStack />
    </QueryClientProvider>,
  );
  return { invalidated: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

/** The stake of game 211's slip, as the member typed it. */
const stakeOf211 = (stake: number) =>
  useMinigameSlips.setState((state) => ({
    slips: { ...state.slips, 211: { ...(state.slips[211] as GameSlip), stake } },
  }));

const panel = () => screen.getByRole('region', { name: '베팅' });

async function answerDialog(text: string | RegExp, button: '확인' | '취소' = '확인') {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
  expect(dialog).toHaveTextContent(text);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
}

beforeEach(() => {
  useAlertQueue.setState({ queue: [] });
  clearToasts();
  localStorage.clear();
  useMinigameSlips.setState({ slips: { 211: { pick: odd, stake: 0, refusedPrice: null } } });
  vi.mocked(openAuthDialog).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the minigame bet panel', () => {
  it('adds the chips to the stake, stakes MAX as the balance, clears with 정정 and shows the payout', () => {
    renderPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: '5,000' }));
    fireEvent.click(within(panel()).getByRole('button', { name: '1,000' }));
    expect(within(panel()).getByLabelText('베팅금액')).toHaveValue('6,000');
    expect(panel()).toHaveTextContent('예상 당첨금11,700원');
    fireEvent.click(within(panel()).getByRole('button', { name: 'MAX' }));
    expect(within(panel()).getByLabelText('베팅금액')).toHaveValue('50,000');
    fireEvent.click(within(panel()).getByRole('button', { name: '정정' }));
    expect(within(panel()).getByLabelText('베팅금액')).toHaveValue('');
  });

  it('asks a guest to log in and sends nothing', async () => {
    const sent = scriptServer([]);
    renderPanel({ loggedIn: false });
    fireEvent.click(within(panel()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('로그인 후 이용해주세요.');
    expect(openAuthDialog).toHaveBeenCalledWith('login');
    expect(bets(sent)).toEqual([]);
  });

  it('cannot be pressed while the round takes no bets', () => {
    renderPanel({ open: false });
    expect(within(panel()).getByRole('button', { name: '베팅마감' })).toBeDisabled();
  });

  it('names a stake under the game’s minimum before sending anything', async () => {
    const sent = scriptServer([]);
    stakeOf211(500);
    renderPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('최소 베팅금액은 1,000원입니다.');
    expect(bets(sent)).toEqual([]);
  });

  it('places the pick on the round after confirmation, clears it and its stake and refreshes the balance and the bets', async () => {
    const sent = scriptServer([placed]);
    stakeOf211(5_000);
    const { invalidated } = renderPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: '베팅하기' }));
    await answerDialog(/1,042회차 파워볼 홀짝 홀 @1\.95\s*5,000원을 베팅하시겠습니까\?\s*예상 당첨금: 9,750원/);
    await expectToast('베팅이 완료되었습니다.');
    expect(bets(sent)).toEqual([
      {
        idempotencyKey: expect.any(String) as string,
        gameId: 211,
        roundId: 77,
        marketKey: 'power_oddeven',
        pickKey: 'odd',
        price: 1.95,
        stake: 5_000,
      },
    ]);
    expect(currentSlip(211)).toMatchObject({ pick: null, stake: 0 });
    expect(within(panel()).getByLabelText('베팅금액')).toHaveValue('');
    expect(invalidated()).toEqual(expect.arrayContaining([currentUserKey, ['bets']]));
  });

  it('shows a changed price (409) and bets at it only when the member accepts it', async () => {
    const sent = scriptServer(
      [{ status: 409, body: { message: '배당이 변경되었습니다.', price: 1.9 } }, placed],
      boardWith(1.9),
    );
    stakeOf211(5_000);
    renderPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('5,000원을 베팅하시겠습니까?');
    const notice = await within(panel()).findByRole('alert');
    expect(notice).toHaveTextContent('배당이 변경되었습니다. 변경된 배당을 확인해주세요.');
    expect(notice).toHaveTextContent('배당 1.95 → 1.90');
    expect(bets(sent)).toHaveLength(1);

    fireEvent.click(within(notice).getByRole('button', { name: '변경된 배당으로 베팅' }));
    await expectToast('베팅이 완료되었습니다.');
    expect(bets(sent).map((bet) => bet.price)).toEqual([1.95, 1.9]);
    expect(bets(sent)[1]?.idempotencyKey).not.toBe(bets(sent)[0]?.idempotencyKey);
  });

  it('sends a retry of the same attempt with the same idempotency key', async () => {
    const sent = scriptServer(['network down', placed]);
    stakeOf211(5_000);
    renderPanel();
    fireEvent.click(within(panel()).getByRole('button', { name: '베팅하기' }));
    await answerDialog('5,000원을 베팅하시겠습니까?');
    await answerDialog('예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.');
    // The button is back once the failed attempt has settled, which may follow the alert's closing.
    fireEvent.click(await within(panel()).findByRole('button', { name: '베팅하기' }));
    await answerDialog('5,000원을 베팅하시겠습니까?');
    await expectToast('베팅이 완료되었습니다.');
    expect(bets(sent)).toHaveLength(2);
    expect(bets(sent)[1]?.idempotencyKey).toBe(bets(sent)[0]?.idempotencyKey);
  });
});
