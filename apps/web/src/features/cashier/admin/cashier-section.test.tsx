import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminCashRequest } from '@site/contracts/api/admin-cashier';

import { cashContext, cashCounts, cashPage, cashRequest } from '../../../test/console/cashier-fixtures';
import { closeAlert, renderWithSite, scriptServer, type Call, type Handlers } from '../../../test/console/harness';
import { CashierSection } from './cashier-section';
import { CashierTabLabel } from './cashier-tab-label';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const deposit = cashRequest();
const queueOf = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === 'admin/cashier/requests');
const decisions = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** The server with one queue whose requests a test may change; every other queue is empty. */
function cashierServer(requests: () => AdminCashRequest[], more: Handlers = {}) {
  return scriptServer({
    'GET admin/cashier/counts': () => ({ body: cashCounts({ wonDeposit: requests().length }) }),
    'GET admin/cashier/requests': (call) =>
      call.query?.kind === 'deposit' && call.query.channel === 'won'
        ? { body: cashPage(requests()) }
        : { body: cashPage([]) },
    'GET admin/cashier/requests/11/context': () => ({ body: cashContext() }),
    ...more,
  });
}

const rowOf = async (userId: string) => {
  const row = (await screen.findByText(userId)).closest('tr');
  if (!row) throw new Error(`no row for ${userId}`);
  return row;
};

// MUI dialogs and tables in jsdom take seconds on a machine this busy; a limit, not a timing assertion.
describe('입출금', () => {
  it("shows in each queue's tab, and on the console's tab, what waits", async () => {
    scriptServer({
      'GET admin/cashier/counts': () => ({
        body: cashCounts({ wonDeposit: 3, wonWithdrawal: 1, tetherWithdrawal: 2, accountInquiries: 1 }),
      }),
      'GET admin/cashier/requests': () => ({ body: cashPage([]) }),
    });
    renderWithSite(
      <>
        <CashierTabLabel />
        <CashierSection />
      </>,
    );

    expect(await screen.findByRole('tab', { name: '원화 충전 (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '원화 환전 (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '테더 충전' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '테더 환전 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '계좌문의 (1)' })).toBeInTheDocument();
    expect(screen.getByText('입출금').parentElement).toHaveTextContent('입출금7');
  });

  it('lists a request with its member, amount, bonus and depositor, and shows the member beside it', async () => {
    const calls = cashierServer(() => [deposit]);
    renderWithSite(<CashierSection />);

    const row = await rowOf('demo');
    expect(row).toHaveTextContent('데모 · 브론즈');
    expect(row).toHaveTextContent('100,000원');
    expect(row).toHaveTextContent('첫충 보너스');
    expect(row).toHaveTextContent('입금자 홍길동');
    expect(row).toHaveTextContent('대기');
    expect(queueOf(calls)[0]?.query).toMatchObject({ kind: 'deposit', channel: 'won', status: 'pending' });

    fireEvent.click(row);
    const context = await screen.findByRole('complementary', { name: 'demo 회원 정보' });
    expect(await within(context).findByText('250,000원')).toBeInTheDocument();
    expect(context).toHaveTextContent('남은 금액60,000원');
    expect(context).toHaveTextContent('카지노50%20,00010,000');
  });

  it('approves only after the operator confirms', async () => {
    let waiting = [deposit];
    const calls = cashierServer(() => waiting, {
      'POST admin/cashier/requests/11/approve': () => {
        waiting = [];
        return { body: { ...deposit, status: 'approved' } };
      },
    });
    renderWithSite(<CashierSection />);

    fireEvent.click(within(await rowOf('demo')).getByRole('button', { name: '승인' }));
    const question = await screen.findByRole('dialog', { name: '원화 충전 승인' });
    expect(question).toHaveTextContent('demo 회원의 100,000원 원화 충전 신청을 승인하시겠습니까?');
    fireEvent.click(within(question).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions(calls)).toEqual([]);

    fireEvent.click(within(await rowOf('demo')).getByRole('button', { name: '승인' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '승인' }));
    await closeAlert('demo 회원의 원화 충전 신청을 승인했습니다.');
    expect(decisions(calls)).toEqual([{ method: 'POST', path: 'admin/cashier/requests/11/approve', body: undefined }]);
    expect(await screen.findByText('해당하는 신청이 없습니다.')).toBeInTheDocument();
  });

  it('refuses only with a reason, which it sends', async () => {
    const calls = cashierServer(() => [deposit], {
      'POST admin/cashier/requests/11/refuse': () => ({ body: { ...deposit, status: 'refused' } }),
    });
    renderWithSite(<CashierSection />);

    fireEvent.click(within(await rowOf('demo')).getByRole('button', { name: '거절' }));
    const dialog = await screen.findByRole('dialog', { name: '원화 충전 거절' });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await within(dialog).findByText('거절 사유를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '거절 사유' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    expect(await within(dialog).findByText('거절 사유를 입력해주세요.')).toBeInTheDocument();
    expect(decisions(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '거절 사유' }), {
      target: { value: ' 입금자명이 다릅니다 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));
    await closeAlert('demo 회원의 원화 충전 신청을 거절했습니다.');
    expect(decisions(calls)).toEqual([
      { method: 'POST', path: 'admin/cashier/requests/11/refuse', body: { reason: '입금자명이 다릅니다' } },
    ]);
  });

  it("puts the server's reason for a refused reason under the field, keeping the dialog and its text", async () => {
    cashierServer(() => [deposit], {
      'POST admin/cashier/requests/11/refuse': () => ({
        status: 400,
        body: {
          message: '입력값을 확인해주세요.',
          issues: [{ path: 'reason', message: '사유에 쓸 수 없는 문자가 있습니다.' }],
        },
      }),
    });
    renderWithSite(<CashierSection />);

    fireEvent.click(within(await rowOf('demo')).getByRole('button', { name: '거절' }));
    const dialog = await screen.findByRole('dialog', { name: '원화 충전 거절' });
    const reason = within(dialog).getByRole('textbox', { name: '거절 사유' });
    fireEvent.change(reason, { target: { value: '입금자명 불일치' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '거절' }));

    expect(await within(dialog).findByText('사유에 쓸 수 없는 문자가 있습니다.')).toBeInTheDocument();
    expect(reason).toHaveValue('입금자명 불일치');
    expect(screen.queryByText('입력값을 확인해주세요.')).not.toBeInTheDocument();
  });

  it("shows the server's text when another operator decided first, and refreshes the queue", async () => {
    let waiting = [deposit];
    const calls = cashierServer(() => waiting, {
      'POST admin/cashier/requests/11/approve': () => {
        // Meanwhile another operator refused it: it no longer waits.
        waiting = [];
        return { status: 409, body: { message: '이미 처리된 신청입니다.' } };
      },
    });
    renderWithSite(<CashierSection />);

    fireEvent.click(within(await rowOf('demo')).getByRole('button', { name: '승인' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '승인' }));
    const asked = queueOf(calls).length;
    await closeAlert('이미 처리된 신청입니다.');
    expect(await screen.findByText('해당하는 신청이 없습니다.')).toBeInTheDocument();
    expect(queueOf(calls).length).toBeGreaterThan(asked);
    expect(screen.queryByText('demo 회원의 원화 충전 신청을 승인했습니다.')).not.toBeInTheDocument();
  });

  it('offers no approval of a tether deposit, which the gateway credits, only a refusal', async () => {
    const tether = cashRequest({
      id: 12,
      channel: 'tether',
      depositorName: null,
      bonusKind: 'none',
      usdtMicro: 71_940_000,
      rateKrw: 1_390,
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    });
    scriptServer({
      'GET admin/cashier/counts': () => ({ body: cashCounts({ tetherDeposit: 1 }) }),
      'GET admin/cashier/requests': (call) => ({ body: cashPage(call.query?.channel === 'tether' ? [tether] : []) }),
    });
    renderWithSite(<CashierSection />);

    fireEvent.click(await screen.findByRole('tab', { name: '테더 충전 (1)' }));
    const row = await rowOf('demo');
    expect(row).toHaveTextContent('71.94 USDT');
    expect(row).toHaveTextContent('1 USDT = 1,390원');
    expect(row).toHaveTextContent('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    expect(within(row).queryByRole('button', { name: '승인' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '거절' })).toBeEnabled();
  });

  it('shows an approved tether withdrawal the gateway has not answered as 송금 중, with nothing left to decide', async () => {
    const paying = cashRequest({
      id: 14,
      kind: 'withdrawal',
      channel: 'tether',
      depositorName: null,
      bonusKind: 'none',
      usdtMicro: 99_000_000,
      rateKrw: 1_400,
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
      payoutState: 'sent',
    });
    scriptServer({
      'GET admin/cashier/counts': () => ({ body: cashCounts({ tetherWithdrawal: 1 }) }),
      'GET admin/cashier/requests': (call) => ({ body: cashPage(call.query?.channel === 'tether' ? [paying] : []) }),
    });
    renderWithSite(<CashierSection />);

    fireEvent.click(await screen.findByRole('tab', { name: '테더 환전 (1)' }));
    const row = await rowOf('demo');
    expect(within(row).getByText('송금 중')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '승인' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '거절' })).not.toBeInTheDocument();
  });

  it('shows a withdrawal with the full account to pay, and who decided a finished one', async () => {
    const paid = cashRequest({
      id: 13,
      kind: 'withdrawal',
      status: 'approved',
      bonusKind: 'none',
      depositorName: null,
      bankName: 'KB국민은행',
      accountMasked: '123-****-789',
      accountNumber: '1234567890789',
      holderName: '홍길동',
      decidedBy: 'admin',
      decidedAt: '2026-03-01T04:00:00.000Z',
    });
    const calls = scriptServer({
      'GET admin/cashier/counts': () => ({ body: cashCounts() }),
      'GET admin/cashier/requests': (call) => ({ body: cashPage(call.query?.kind === 'withdrawal' ? [paid] : []) }),
    });
    renderWithSite(<CashierSection />);

    fireEvent.click(await screen.findByRole('tab', { name: '원화 환전' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '완료' }));
    const row = await rowOf('demo');
    expect(queueOf(calls).at(-1)?.query).toMatchObject({ kind: 'withdrawal', status: 'approved' });
    expect(row).toHaveTextContent('KB국민은행 1234567890789 홍길동');
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(within(row).getByText('26-03-01 13:00:00')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '거절' })).not.toBeInTheDocument();
  });
});
