import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { betEndpoints } from '@site/contracts/endpoints/bets';
import { memberEndpoints } from '@site/contracts/endpoints/members';
import { testPick } from '@site/contracts/rules/bet-slip-test-picks';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { clearSession, startSession } from '../../auth/session-store';
import { BetCart } from '../../bet-slip/components/bet-cart';
import type { CartMember } from '../../bet-slip/components/use-cart-sync';
import { useBetSlip } from '../../bet-slip/store';
import { answer, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { memberUser } from '../../../test/users';
import { ODDS_FORMAT_STORAGE_KEY, useOddsFormatStore } from '../store';
import { Odds } from './odds';
import { OddsFormatHost } from './odds-format-host';

// The member's limits do not matter here: the cart's prices do.
const member: CartMember = { loggedIn: true, memberId: 7, balance: 200_000, rules: null };
const guest: CartMember = { loggedIn: false, memberId: null, balance: null, rules: null };

function renderCart(who: CartMember) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BetCart book="korea" member={who} />
      <AlertDialog />
    </QueryClientProvider>,
  );
}

const cart = () => screen.getByRole('region', { name: '국내형 베팅카트' });
const pickPrices = () =>
  within(cart())
    .getAllByTestId('pick-price')
    .map((price) => price.textContent);
const totalOdds = () => within(cart()).getByText('배당률').nextSibling?.textContent;
const chooseFormat = (value: string) =>
  fireEvent.change(within(cart()).getByLabelText('배당 표시 방식'), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  useAlertQueue.setState({ queue: [] });
  useOddsFormatStore.setState({ shown: 'decimal', guest: 'decimal', member: null });
  useBetSlip.setState((state) => ({
    slips: {
      ...state.slips,
      korea: {
        picks: [
          testPick({ status: 'open', price: 1.85 }),
          testPick({ status: 'open', selectionId: 2, fixtureId: 200, marketId: 20, price: 2.1 }),
        ],
        stake: 0,
        kind: 'multi',
        changes: {},
        asked: {},
      },
    },
  }));
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('배당 표시 방식 in the cart', () => {
  it('offers the four formats, each with what 1.85 reads as', () => {
    renderCart(member);
    const options = within(within(cart()).getByLabelText('배당 표시 방식')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '소수 (1.85)',
      '분수 (17/20)',
      '미국식 (-118)',
      '홍콩식 (0.85)',
    ]);
  });

  it('rewrites the picks and the total at once and keeps a member’s choice on the server, alone', async () => {
    const sent = scriptCalls([answer(betEndpoints.savePreferences, { oddsChange: 'any', oddsFormat: 'american' })]);
    renderCart(member);
    expect(pickPrices()).toEqual(['1.85', '2.10']);
    expect(totalOdds()).toBe('3.88');
    chooseFormat('american');
    expect(pickPrices()).toEqual(['-118', '+110']);
    expect(totalOdds()).toBe('+288');
    await waitFor(() => expect(sent).toHaveLength(1));
    // Only the format is sent: the member's 배당 변경 choice is left as the server keeps it.
    expect(sent.map((call) => sentBody(betEndpoints.savePreferences, call))).toEqual([{ oddsFormat: 'american' }]);
    chooseFormat('fractional');
    expect(pickPrices()).toEqual(['17/20', '11/10']);
    expect(totalOdds()).toBe('72/25');
  });

  it('puts the prices back and says why when the server does not keep the choice', async () => {
    scriptCalls([refuse(betEndpoints.savePreferences, 503, '잠시 후 다시 시도해주세요.')]);
    renderCart(member);
    chooseFormat('hongkong');
    expect(pickPrices()).toEqual(['0.85', '1.10']);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(dialog).toHaveTextContent('잠시 후 다시 시도해주세요.');
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(pickPrices()).toEqual(['1.85', '2.10']);
    expect(within(cart()).getByLabelText('배당 표시 방식')).toHaveValue('decimal');
  });

  it('keeps a visitor’s choice in this browser without asking the server', () => {
    const sent = scriptCalls([]);
    renderCart(guest);
    chooseFormat('american');
    expect(pickPrices()).toEqual(['-118', '+110']);
    expect(sent).toEqual([]);
    expect(JSON.parse(localStorage.getItem(ODDS_FORMAT_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { guest: 'american' },
    });
  });
});

describe('the format shown follows who is looking', () => {
  function renderHost(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
    render(
      <QueryClientProvider client={queryClient}>
        <OddsFormatHost />
        <span data-testid="price">
          <Odds value={2.5} />
        </span>
      </QueryClientProvider>,
    );
    return queryClient;
  }
  const price = () => screen.getByTestId('price').textContent;

  it('shows a visitor their own choice, a member the one the server keeps, and the visitor’s again at logout', async () => {
    useOddsFormatStore.setState({ guest: 'hongkong' });
    scriptCalls([
      answer(memberEndpoints.user, memberUser({ id: 7 })),
      answer(betEndpoints.preferences, { oddsChange: 'any', oddsFormat: 'fractional' }),
    ]);
    renderHost();
    expect(price()).toBe('1.50');
    act(() => startSession('token', 60));
    await waitFor(() => expect(price()).toBe('3/2'));
    // What the server said is remembered for this member, for the next page load.
    expect(useOddsFormatStore.getState().member).toEqual({ id: 7, format: 'fractional' });
    act(() => clearSession());
    expect(price()).toBe('1.50');
  });

  it('shows a member what this browser last heard for them until the server answers', () => {
    useOddsFormatStore.setState({ member: { id: 7, format: 'american' } });
    startSession('token', 60);
    // Nothing answers yet: the calls hang, as a slow network would.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderHost();
    expect(price()).toBe('+150');
  });
});
