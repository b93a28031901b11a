import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { RouletteCounts } from '@site/contracts/api/roulette';
import { memberEndpoints } from '@site/contracts/endpoints/members';
import { rouletteEndpoints } from '@site/contracts/endpoints/roulette';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { answer, answerEach, answerInTurn, scriptCalls, type SentCall } from '../../../test/scripted-calls';
import { clearSession, startSession } from '../../auth/session-store';
import { enterRoulette } from '../enter-roulette';
import { useRouletteDialog } from '../roulette-store';
import RouletteDialog from './roulette-dialog';
import { memberUser } from '../../../test/users';

const member = memberUser();

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RouletteDialog />
        <AlertDialog />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A server holding `held` coupons of the 100 wheel: each spin takes one, counts answer what is left. */
function serverWith(held: number, results: number[]) {
  const counts = { roulette100: held, roulette200: 1, roulette300: 0, roulette400: 0, roulette500: 2 };
  const sent = scriptCalls([
    answer(memberEndpoints.user, member),
    answerEach(rouletteEndpoints.counts, () => ({ body: { ...counts } satisfies RouletteCounts })),
    answerEach(rouletteEndpoints.spin, () => {
      counts.roulette100 -= 1;
      return { body: results.shift() ?? 3 };
    }),
  ]);
  return sent;
}

const calls = (sent: SentCall[], path: string) => sent.filter((call) => call.url.pathname === `/api${path}`);
const wheelDialog = (wheel: number) => screen.findByRole('dialog', { name: `룰렛 ${wheel}` });

describe('the roulette dialogs', () => {
  beforeEach(() => {
    useAlertQueue.setState({ queue: [] });
    useRouletteDialog.setState({ open: null, spinning: false });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks a guest to log in and tells tendency 51 it is banned, opening no wheel', async () => {
    renderDialog();
    void enterRoulette(null);
    expect(await screen.findByRole('dialog')).toHaveTextContent('로그인 후 이용해주세요.');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    void enterRoulette({ ...member, tendency: ['51'] });
    expect(await screen.findByText('룰렛이용금지 회원입니다. 고객센터에 문의해주세요.')).toBeVisible();
    expect(useRouletteDialog.getState().open).toBeNull();
  });

  describe('for a member', () => {
    beforeEach(() => startSession('member-token', 30));

    it('shows one wheel at a time; choosing another denomination swaps them and refetches the counts', async () => {
      const sent = serverWith(3, []);
      renderDialog();
      act(() => void enterRoulette(member));
      const first = await wheelDialog(100);
      expect(await within(first).findByText('보유 쿠폰 3장')).toBeVisible();
      expect(within(first).getByText(/무제한 레벨 회원 및 C, CV 레벨/)).toBeVisible();
      const countsBefore = calls(sent, '/card/user/count').length;
      fireEvent.click(within(first).getByRole('tab', { name: '500 (2)' }));
      const second = await wheelDialog(500);
      expect(await within(second).findByText('보유 쿠폰 2장')).toBeVisible();
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(calls(sent, '/card/user/count').length).toBeGreaterThan(countsBefore);
      expect(calls(sent, '/card/user/count').every((call) => call.url.searchParams.get('memberId') === '7')).toBe(true);
    });

    it('closes on Esc and on the close icon', async () => {
      serverWith(1, []);
      renderDialog();
      act(() => void enterRoulette(member));
      fireEvent.keyDown(await wheelDialog(100), { key: 'Escape' });
      await waitFor(() => expect(useRouletteDialog.getState().open).toBeNull());
      act(() => void enterRoulette(member));
      fireEvent.click(within(await wheelDialog(100)).getByRole('button', { name: '룰렛 닫기' }));
      await waitFor(() => expect(useRouletteDialog.getState().open).toBeNull());
    });

    it('spins on its own coupon, lands on the server’s result, then says what was won; a second click says it is spinning', async () => {
      const sent = serverWith(2, [20_000]);
      renderDialog();
      act(() => void enterRoulette(member));
      const dialog = await wheelDialog(100);
      await within(dialog).findByText('보유 쿠폰 2장');
      vi.useFakeTimers({ shouldAdvanceTime: true });
      fireEvent.click(within(dialog).getByRole('button', { name: '룰렛 돌리기' }));
      // The counts come back before the wheel turns (SPEC.md §4's order).
      expect(await within(dialog).findByText('보유 쿠폰 1장')).toBeVisible();
      expect(within(dialog).getByRole('status')).toHaveTextContent('');
      fireEvent.click(within(dialog).getByRole('button', { name: '룰렛 돌리기' }));
      expect(await screen.findByText('룰렛을 돌리고 있습니다.')).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: '확인' }));

      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(within(dialog).getByRole('status')).toHaveTextContent('결과: 20,000 포인트');
      expect(screen.queryByText(/지급되었습니다/)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByText('축하합니다! 20,000 포인트가 지급되었습니다.')).toBeVisible();
      expect(calls(sent, '/card/choiceRoulette').map((call) => call.body)).toEqual([{ memberId: 7, couponType: 21 }]);
    });

    it('shows the server’s reason when a spin is refused, and the wheel does not turn', async () => {
      scriptCalls([
        answer(memberEndpoints.user, member),
        answer(rouletteEndpoints.counts, {
          roulette100: 0,
          roulette200: 0,
          roulette300: 0,
          roulette400: 0,
          roulette500: 0,
        }),
        answerInTurn(rouletteEndpoints.spin, [
          { status: 400, body: { message: '사용할 수 있는 룰렛 쿠폰이 없습니다.' } },
        ]),
      ]);
      renderDialog();
      act(() => void enterRoulette(member));
      const dialog = await wheelDialog(100);
      await within(dialog).findByText('보유 쿠폰 0장');
      fireEvent.click(within(dialog).getByRole('button', { name: '룰렛 돌리기' }));
      expect(await screen.findByText('사용할 수 있는 룰렛 쿠폰이 없습니다.')).toBeVisible();
      expect(within(dialog).getByRole('img', { hidden: true }).getAttribute('data-rotation')).toBe('0');
    });
  });
});
