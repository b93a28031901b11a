import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CashRequest, TetherInfo } from '@site/contracts/api/cashier';
import type { CallAnswer } from '@site/contracts/endpoint';
import type { tetherEndpoints } from '@site/contracts/endpoints/cashier';
import { userSchema, type User } from '@site/contracts/api/member';

import { currentUserKey } from '../../auth/api/session';
import { useSessionStore } from '../../auth/session-store';

import {
  cashRequest,
  closeAlert,
  renderPage,
  scriptServer,
  stubWindowOpen,
  tetherInfo,
  type Handlers,
} from '../test/tether-test-server';
import TetherChargePage from './tether-charge-page';

const PAYMENT_URL = 'https://pay.example.test/invoice/inv-7';

/** A server that makes an invoice at `url` and, once it is recorded, shows it as the pending deposit. */
function depositServer({ info = tetherInfo(), url = PAYMENT_URL, extra = {} as Handlers } = {}) {
  let pending: CashRequest | null = null;
  const calls = scriptServer({
    'GET cashier/tether': () => ({ body: { ...info, pendingDeposit: pending } satisfies TetherInfo }),
    'GET charge/tetherDepositUrl': () => ({ body: url }),
    'POST charge/cryptoDeposit': () => {
      pending = cashRequest({ status: 'pending', paymentUrl: url, txHash: null, decidedAt: null });
      return { body: pending satisfies CallAnswer<typeof tetherEndpoints.recordDeposit> };
    },
    ...extra,
  });
  return calls;
}

async function chooseAmount(...quick: string[]) {
  await screen.findByRole('button', { name: '충전 신청' });
  for (const name of quick) fireEvent.click(screen.getByRole('button', { name }));
}

describe('/chargeCrypto', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null, expiresAt: null });
  });

  it('shows the rate and the USDT an amount will cost, as it is chosen', async () => {
    depositServer();
    renderPage(<TetherChargePage />, '/chargeCrypto');
    expect(await screen.findAllByText('1 USDT = 1,390원')).not.toHaveLength(0);
    expect(screen.getByText('50,000원 ~ 5,000,000원')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '결제할 테더' })).toHaveTextContent('0 USDT');
    await chooseAmount('10만');
    // 100,000 / 1,390 = 71.942… rounded up to the cent, so the member never pays short.
    expect(screen.getByRole('status', { name: '결제할 테더' })).toHaveTextContent('71.95 USDT');
  });

  it('under maintenance alerts the spec’s text and neither opens a window nor asks for an invoice', async () => {
    const calls = depositServer({ info: tetherInfo({ maintenance: true }) });
    const { open } = stubWindowOpen();
    renderPage(<TetherChargePage />, '/chargeCrypto');
    await chooseAmount('10만');
    fireEvent.click(screen.getByRole('button', { name: '충전 신청' }));
    await closeAlert('테더 충전은 현재 점검중입니다.');
    expect(open).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path.startsWith('charge/'))).toEqual([]);
  });

  it('opens the window before asking for the invoice, sends it to the https page, records it and shows it pending', async () => {
    const { open, opened } = stubWindowOpen();
    let windowsWhenAsked = -1;
    const calls = depositServer({
      extra: {
        'GET charge/tetherDepositUrl': () => {
          windowsWhenAsked = open.mock.calls.length;
          return { body: PAYMENT_URL };
        },
      },
    });
    renderPage(<TetherChargePage />, '/chargeCrypto');
    await chooseAmount('10만', '5만');
    fireEvent.click(screen.getByRole('button', { name: '충전 신청' }));
    // Opened before the round trip, within the click itself: popup blockers allow no later window.
    expect(open).toHaveBeenCalledTimes(1);

    const pendingTitle = await screen.findByRole('heading', { name: '진행 중인 테더 충전' });
    expect(pendingTitle).toBeInTheDocument();
    expect(windowsWhenAsked).toBe(1);
    expect(opened.location.href).toBe(PAYMENT_URL);
    expect(opened.opener).toBeNull();
    expect(opened.close).not.toHaveBeenCalled();
    const asked = calls.find((call) => call.path === 'charge/tetherDepositUrl');
    expect(asked?.query).toEqual({ amount: '150000' });
    expect(calls.find((call) => call.path === 'charge/cryptoDeposit')?.body).toEqual({ url: PAYMENT_URL });
    expect(screen.getByRole('link', { name: '결제 페이지 다시 열기' })).toHaveAttribute('href', PAYMENT_URL);
    expect(screen.getByText('대기')).toBeInTheDocument();
    expect(screen.getByText('2026-03-01 12:34:05')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '충전 신청' })).toBeDisabled();
  });

  it('records a plain-http page on this machine, as browsers trust loopback', async () => {
    const local = 'http://127.0.0.1:4310/api/tether-gateway/invoices/inv-7';
    const calls = depositServer({ url: local });
    const { opened } = stubWindowOpen();
    renderPage(<TetherChargePage />, '/chargeCrypto');
    await chooseAmount('10만');
    fireEvent.click(screen.getByRole('button', { name: '충전 신청' }));
    await screen.findByRole('heading', { name: '진행 중인 테더 충전' });
    expect(opened.location.href).toBe(local);
    expect(calls.find((call) => call.path === 'charge/cryptoDeposit')?.body).toEqual({ url: local });
  });

  it('does not record or show a plain-http page elsewhere, and closes the window', async () => {
    const calls = depositServer({ url: 'http://pay.example.test/invoice/inv-7' });
    const { opened } = stubWindowOpen();
    renderPage(<TetherChargePage />, '/chargeCrypto');
    await chooseAmount('10만');
    fireEvent.click(screen.getByRole('button', { name: '충전 신청' }));
    await closeAlert('결제 페이지 주소가 안전하지 않아 기록하지 않았습니다.');
    expect(opened.close).toHaveBeenCalled();
    expect(opened.location.href).toBe('about:blank');
    expect(calls.some((call) => call.path === 'charge/cryptoDeposit')).toBe(false);
  });

  it('tells the server’s refusal and closes the opened window', async () => {
    const calls = depositServer({
      extra: {
        'GET charge/tetherDepositUrl': () => ({
          status: 409,
          body: { message: '처리 대기 중인 충전 신청이 있습니다. 처리된 후 다시 신청해주세요.' },
        }),
      },
    });
    const { opened } = stubWindowOpen();
    renderPage(<TetherChargePage />, '/chargeCrypto');
    await chooseAmount('10만');
    fireEvent.click(screen.getByRole('button', { name: '충전 신청' }));
    await closeAlert('처리 대기 중인 충전 신청이 있습니다. 처리된 후 다시 신청해주세요.');
    expect(opened.close).toHaveBeenCalled();
    expect(calls.some((call) => call.path === 'charge/cryptoDeposit')).toBe(false);
  });

  it('closes the window when recording the page fails, with the server’s words', async () => {
    depositServer({
      extra: {
        'POST charge/cryptoDeposit': () => ({
          status: 410,
          body: { message: '결제 기한이 지났습니다. 다시 신청해주세요.' },
        }),
      },
    });
    const { opened } = stubWindowOpen();
    renderPage(<TetherChargePage />, '/chargeCrypto');
    await chooseAmount('10만');
    fireEvent.click(screen.getByRole('button', { name: '충전 신청' }));
    await closeAlert('결제 기한이 지났습니다. 다시 신청해주세요.');
    expect(opened.close).toHaveBeenCalled();
  });

  it('refuses an amount outside the rules at the field, before any window or call', async () => {
    const calls = depositServer();
    const { open } = stubWindowOpen();
    renderPage(<TetherChargePage />, '/chargeCrypto');
    await chooseAmount('1만');
    fireEvent.click(screen.getByRole('button', { name: '충전 신청' }));
    expect(await screen.findByText('최소 50,000원부터 신청할 수 있습니다.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path.startsWith('charge/'))).toBe(false);
  });

  it('takes the amount’s message away once the amount changes', async () => {
    depositServer();
    stubWindowOpen();
    renderPage(<TetherChargePage />, '/chargeCrypto');
    await chooseAmount('1만');
    fireEvent.click(screen.getByRole('button', { name: '충전 신청' }));
    expect(await screen.findByText('최소 50,000원부터 신청할 수 있습니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '5만' }));
    await waitFor(() => expect(screen.queryByText('최소 50,000원부터 신청할 수 있습니다.')).not.toBeInTheDocument());
  });

  it('asks to allow popups when the browser blocks the window, and makes no invoice', async () => {
    const calls = depositServer();
    stubWindowOpen({ blocked: true });
    renderPage(<TetherChargePage />, '/chargeCrypto');
    await chooseAmount('10만');
    fireEvent.click(screen.getByRole('button', { name: '충전 신청' }));
    await closeAlert('결제 창을 열 수 없습니다. 브라우저의 팝업 차단을 해제한 뒤 다시 시도해주세요.');
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('charge/'))).toBe(false));
  });

  it('asks again when the balance stream moves, and shows what became of the deposit once credited', async () => {
    useSessionStore.setState({ token: 'member-token', expiresAt: Date.now() + 60 * 60_000 });
    const member: User = userSchema.parse({
      id: 1,
      userId: 'member1',
      nickName: '회원1',
      phone: '01012345678',
      level: 1,
      levelNm: '브론즈',
      emoney: 0,
      point: 0,
      type: 1,
      role: 0,
      withdrawalType: 1,
      tendency: [],
      isLogin: true,
    });
    let pending: CashRequest | null = cashRequest({ status: 'pending', txHash: null, decidedAt: null });
    scriptServer({
      'GET member/user': () => ({ body: member }),
      'GET cashier/tether': () => ({ body: tetherInfo({ pendingDeposit: pending }) }),
      'GET crypto/7': () => ({ body: cashRequest({ status: 'approved' }) }),
    });
    const queryClient = renderPage(<TetherChargePage />, '/chargeCrypto');
    await screen.findByRole('heading', { name: '진행 중인 테더 충전' });
    await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toBeDefined());

    // The gateway's callback credits the deposit; the balance stream patches the member's balance.
    pending = null;
    queryClient.setQueryData<User>(currentUserKey, { ...member, emoney: 100_000 });
    expect(await screen.findByRole('heading', { name: '최근 테더 충전' })).toBeInTheDocument();
    expect(screen.getByText('완료')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '결제 페이지 다시 열기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '충전 신청' })).toBeEnabled();
  });
});
