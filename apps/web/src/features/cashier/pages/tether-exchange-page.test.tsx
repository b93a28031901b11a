import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TetherInfo } from '@site/contracts/api/cashier';
import type { CallAnswer } from '@site/contracts/endpoint';
import type { tetherEndpoints } from '@site/contracts/endpoints/cashier';

import {
  cashRequest,
  closeAlert,
  renderPage,
  scriptServer,
  tetherInfo,
  TRON_ADDRESS,
  type Handlers,
} from '../test/tether-test-server';
import TetherExchangePage from './tether-exchange-page';

/** The withdrawal the server made and holds for the operator. */
const made = cashRequest({
  kind: 'withdrawal',
  status: 'pending',
  paymentUrl: null,
  txHash: null,
  decidedAt: null,
  expiresAt: null,
  address: TRON_ADDRESS,
}) satisfies CallAnswer<typeof tetherEndpoints.withdraw>;

const BAD_ADDRESS = '올바른 TRC-20 주소(T로 시작하는 34자)를 입력해주세요.';

function withdrawalServer(info: TetherInfo = tetherInfo(), extra: Handlers = {}) {
  return scriptServer({
    'GET cashier/tether': () => ({ body: info }),
    'POST cashier/tether-withdrawals': () => ({ status: 201, body: made }),
    'GET member/user': () => ({ status: 401, body: { message: '로그인 후 이용해주세요.' } }),
    ...extra,
  });
}

async function openDialog(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: '테더 환전 신청' }));
  return screen.findByRole('dialog', { name: '테더 환전 신청' });
}

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

/** Fills the dialog in rightly (10만, a right address, the password) and sends it. */
function sendFilled(dialog: HTMLElement, password = '1234') {
  fireEvent.click(within(dialog).getByRole('button', { name: '10만' }));
  fill(dialog, '받을 TRC-20 주소', TRON_ADDRESS);
  fill(dialog, '출금 비밀번호', password);
  fireEvent.click(within(dialog).getByRole('button', { name: '환전 신청' }));
}

describe('/exchangeCrypto and the tether withdrawal dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the rate, the fee, the limits and the rolling status', async () => {
    withdrawalServer(
      tetherInfo({
        rolling: { since: null, required: 300_000, done: 120_000, remaining: 180_000, met: false, byType: [] },
      }),
    );
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    expect(await screen.findByText('1 USDT = 1,390원')).toBeInTheDocument();
    expect(screen.getByText('1.5%')).toBeInTheDocument();
    expect(screen.getByText('50,000원 ~ 3,000,000원')).toBeInTheDocument();
    expect(screen.getByText('3회 · 5,000,000원')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '롤링 현황' })).toHaveTextContent('180,000원');
  });

  it('under maintenance alerts the spec’s text instead of opening the dialog, and sends nothing', async () => {
    const calls = withdrawalServer(tetherInfo({ maintenance: true }));
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    fireEvent.click(await screen.findByRole('button', { name: '테더 환전 신청' }));
    await closeAlert('테더 환전은 현재 점검중입니다.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('meets maintenance that started after the page was loaded', async () => {
    let maintenance = false;
    withdrawalServer(undefined, { 'GET cashier/tether': () => ({ body: tetherInfo({ maintenance }) }) });
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    await screen.findByRole('button', { name: '테더 환전 신청' });
    maintenance = true;
    fireEvent.click(screen.getByRole('button', { name: '테더 환전 신청' }));
    await closeAlert('테더 환전은 현재 점검중입니다.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls a mistyped TRC-20 address wrong as it is typed, in Korean, and a right one right', async () => {
    withdrawalServer();
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    const dialog = await openDialog();
    const mistyped = `${TRON_ADDRESS.slice(0, 10)}a${TRON_ADDRESS.slice(11)}`;
    fill(dialog, '받을 TRC-20 주소', mistyped);
    expect(within(dialog).getByText(BAD_ADDRESS)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('받을 TRC-20 주소')).toHaveAttribute('aria-invalid', 'true');
    fill(dialog, '받을 TRC-20 주소', TRON_ADDRESS);
    expect(within(dialog).queryByText(BAD_ADDRESS)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('받을 TRC-20 주소')).toHaveAttribute('aria-invalid', 'false');
  });

  it('lets the beginning of an address be typed, and calls it short once the field is left', async () => {
    withdrawalServer();
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    const dialog = await openDialog();
    fill(dialog, '받을 TRC-20 주소', TRON_ADDRESS.slice(0, 12));
    expect(within(dialog).queryByText(BAD_ADDRESS)).not.toBeInTheDocument();
    fireEvent.blur(within(dialog).getByLabelText('받을 TRC-20 주소'));
    expect(await within(dialog).findByText(BAD_ADDRESS)).toBeInTheDocument();
  });

  it('shows the USDT to be received, less the fee at the rate, as the amount changes', async () => {
    withdrawalServer();
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    const dialog = await openDialog();
    const received = () => within(dialog).getByRole('status', { name: '받을 테더' });
    expect(received()).toHaveTextContent('0 USDT');
    fireEvent.click(within(dialog).getByRole('button', { name: '100만' }));
    // 1,000,000 less 1.5 % = 985,000 won; / 1,390 = 708.633093… USDT, cut to the micro.
    expect(received()).toHaveTextContent('708.633093 USDT');
    fireEvent.click(within(dialog).getByRole('button', { name: '정정' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '10만' }));
    // 100,000 less 1,500 = 98,500 won; / 1,390 = 70.863309… USDT.
    expect(received()).toHaveTextContent('70.863309 USDT');
  });

  it('sends the amount, address and withdrawal password with an attempt key, and says it was received', async () => {
    const calls = withdrawalServer();
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    const dialog = await openDialog();
    sendFilled(dialog);
    await closeAlert('테더 환전 신청이 접수되었습니다. 처리되면 입력하신 주소로 테더가 전송됩니다.');
    const sent = calls.filter((call) => call.path === 'cashier/tether-withdrawals');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      amount: 100_000,
      address: TRON_ADDRESS,
      withdrawalPassword: '1234',
      idempotencyKey: expect.stringMatching(/^.{8,64}$/),
    });
    expect(screen.queryByRole('dialog', { name: '테더 환전 신청' })).not.toBeInTheDocument();
  });

  it('keeps the dialog on a refusal, tells the server’s words, and retries the same attempt under the same key', async () => {
    let answer = { status: 400, body: { message: '출금 비밀번호가 일치하지 않습니다.' } as unknown };
    const calls = withdrawalServer(undefined, { 'POST cashier/tether-withdrawals': () => answer });
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    const dialog = await openDialog();
    sendFilled(dialog, '9999');
    await closeAlert('출금 비밀번호가 일치하지 않습니다.');
    expect(screen.getByRole('dialog', { name: '테더 환전 신청' })).toBeInTheDocument();

    answer = { status: 201, body: made };
    fireEvent.click(await within(dialog).findByRole('button', { name: '환전 신청' }));
    await closeAlert('테더 환전 신청이 접수되었습니다. 처리되면 입력하신 주소로 테더가 전송됩니다.');
    const keys = calls
      .filter((call) => call.path === 'cashier/tether-withdrawals')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('tells maintenance met on sending in the server’s words and keeps the dialog', async () => {
    withdrawalServer(undefined, {
      'POST cashier/tether-withdrawals': () => ({ status: 503, body: { message: '테더 환전은 현재 점검중입니다.' } }),
    });
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    const dialog = await openDialog();
    sendFilled(dialog);
    await closeAlert('테더 환전은 현재 점검중입니다.');
    expect(screen.getByRole('dialog', { name: '테더 환전 신청' })).toBeInTheDocument();
  });

  it('refuses an incomplete form at its fields and sends nothing', async () => {
    const calls = withdrawalServer();
    renderPage(<TetherExchangePage />, '/exchangeCrypto');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '1만' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '환전 신청' }));
    expect(await within(dialog).findByText('최소 50,000원부터 신청할 수 있습니다.')).toBeInTheDocument();
    expect(within(dialog).getByText(BAD_ADDRESS)).toBeInTheDocument();
    expect(within(dialog).getByText('출금 비밀번호는 숫자 4~6자리입니다.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(false));
  });
});
