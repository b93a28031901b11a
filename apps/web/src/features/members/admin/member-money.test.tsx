import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { LedgerEntry, LedgerPage } from '@site/contracts/api/admin-balance';

import { adminMember } from '../../../test/console/fixtures';
import { closeAlert, renderWithSite, scriptServer, type Call } from '../../../test/console/harness';
import { MembersSection } from './members-section';

vi.mock('../../auth/api/session', () => ({
  useCurrentUser: () => ({ userId: 'admin' }),
}));

const demo = adminMember({ point: 0, online: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openFor = async (userId: string, button: string) => {
  const row = (await screen.findByText(userId)).closest('tr');
  if (!row) throw new Error(`no row for ${userId}`);
  fireEvent.click(within(row).getByRole('button', { name: button }));
};

const entry = (id: number, patch: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id,
  currency: 'money',
  reason: 'bet_stake',
  reference: `bet:${id}`,
  amount: -10_000,
  balanceBefore: 1_000_000,
  balanceAfter: 990_000,
  memo: null,
  createdAt: '2026-03-04T05:06:07.000Z',
  ...patch,
});

describe('머니 지급/회수', () => {
  it('asks for a reason, confirms, and then shows the new balance in the list', async () => {
    let balance = demo.emoney;
    const calls = scriptServer({
      'GET admin/members': () => ({ body: [{ ...demo, emoney: balance }] }),
      'POST admin/members/demo/money': (call) => {
        const { amount, memo } = call.body as { amount: number; memo: string };
        balance += amount;
        return { body: { emoney: balance, point: 0, entry: entry(9, { reason: 'operator', amount, memo }) } };
      },
    });
    renderWithSite(<MembersSection />);

    await openFor('demo', '머니 지급/회수');
    const dialog = await screen.findByRole('dialog', { name: 'demo 머니 지급/회수' });
    expect(dialog).toHaveTextContent('현재 보유머니 1,000,000원');
    fireEvent.click(within(dialog).getByRole('button', { name: '회수' }));
    const amount = within(dialog).getByRole('textbox', { name: '금액 (원)' });
    fireEvent.change(amount, { target: { value: '50000' } });
    fireEvent.blur(amount);
    expect(amount).toHaveValue('50,000');
    fireEvent.click(within(dialog).getByRole('button', { name: '회수하기' }));
    expect(await within(dialog).findByText('사유를 입력해주세요.')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: '사유' }), { target: { value: '오지급 회수' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '회수하기' }));
    const question = await screen.findByRole('dialog', { name: '머니 회수' });
    expect(question).toHaveTextContent('demo 회원에게서 50,000원을 회수하시겠습니까?');
    fireEvent.click(within(question).getByRole('button', { name: '회수하기' }));
    await closeAlert('demo 회원에게서 50,000원을 회수했습니다. 현재 보유머니 950,000원');

    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { amount: -50_000, memo: '오지급 회수', idempotencyKey: expect.any(String) },
    ]);
    expect((await screen.findByText('950,000원')).closest('tr')).toHaveTextContent('demo');
  });

  it('retries a failed adjustment under the same key, so it is booked once', async () => {
    let failNext = true;
    const calls = scriptServer({
      'GET admin/members': () => ({ body: [demo] }),
      'POST admin/members/demo/money': () => {
        if (!failNext) return { body: { emoney: 1_010_000, point: 0, entry: entry(9, { reason: 'operator' }) } };
        failNext = false;
        return { status: 503, body: { message: '잠시 후 다시 시도해주세요.' } };
      },
    });
    renderWithSite(<MembersSection />);

    await openFor('demo', '머니 지급/회수');
    const dialog = await screen.findByRole('dialog', { name: 'demo 머니 지급/회수' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '금액 (원)' }), { target: { value: '10,000' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '사유' }), { target: { value: '이벤트' } });
    const send = async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '지급하기' }));
      const question = await screen.findByRole('dialog', { name: '머니 지급' });
      fireEvent.click(within(question).getByRole('button', { name: '지급하기' }));
    };
    await send();
    await closeAlertKeeping('잠시 후 다시 시도해주세요.', 'demo 머니 지급/회수');
    await send();
    await closeAlert('demo 회원에게 10,000원을 지급했습니다. 현재 보유머니 1,010,000원');

    const keys = calls
      .filter((call: Call) => call.method === 'POST')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a new key for a new adjustment', async () => {
    const calls = scriptServer({
      'GET admin/members': () => ({ body: [demo] }),
      'POST admin/members/demo/money': (call) => ({
        body: {
          emoney: 1_010_000,
          point: 0,
          entry: entry(9, { reason: 'operator', amount: 10_000, memo: (call.body as { memo: string }).memo }),
        },
      }),
    });
    renderWithSite(<MembersSection />);

    for (const memo of ['이벤트 1', '이벤트 2']) {
      await openFor('demo', '머니 지급/회수');
      const dialog = await screen.findByRole('dialog', { name: 'demo 머니 지급/회수' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: '금액 (원)' }), { target: { value: '10,000' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: '사유' }), { target: { value: memo } });
      fireEvent.click(within(dialog).getByRole('button', { name: '지급하기' }));
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: '머니 지급' })).getByRole('button', { name: '지급하기' }),
      );
      await closeAlert('demo 회원에게 10,000원을 지급했습니다. 현재 보유머니 1,010,000원');
    }
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('머니 내역', () => {
  it("lists the member's ledger in Korean, a page at a time", async () => {
    const pages: Record<string, LedgerPage> = {
      '1': {
        items: [
          entry(12, { reason: 'operator', amount: 50_000, balanceAfter: 1_040_000, memo: '이벤트 지급' }),
          entry(11),
        ],
        page: 1,
        pageCount: 2,
        totalCount: 3,
      },
      '2': {
        items: [entry(1, { reason: 'opening', amount: 1_000_000, balanceAfter: 1_000_000 })],
        page: 2,
        pageCount: 2,
        totalCount: 3,
      },
    };
    scriptServer({
      'GET admin/members': () => ({ body: [demo] }),
      'GET admin/members/demo/ledger': (call) => ({ body: pages[call.query?.page ?? ''] }),
    });
    renderWithSite(<MembersSection />);

    await openFor('demo', '머니 내역');
    const dialog = await screen.findByRole('dialog', { name: 'demo 머니 내역' });
    const operatorRow = (await within(dialog).findByText('관리자 지급')).closest('tr');
    expect(operatorRow).toHaveTextContent('26-03-04 14:06:07');
    expect(operatorRow).toHaveTextContent('+50,000원');
    expect(operatorRow).toHaveTextContent('1,040,000원');
    expect(operatorRow).toHaveTextContent('이벤트 지급');
    expect(within(dialog).getByText('베팅').closest('tr')).toHaveTextContent('-10,000원');
    expect(within(dialog).getByText('총 3건')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to page 2' }));
    expect(await within(dialog).findByText('기초 잔액')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('관리자 지급')).not.toBeInTheDocument());
  });
});

/** Closes the site's alert while another dialog stays open behind it. */
async function closeAlertKeeping(text: string, behind: string): Promise<void> {
  const alert = (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]');
  if (!alert) throw new Error(`"${text}" is not in a dialog`);
  fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
  // Until the alert and the question have faded out, the dialog behind them is hidden from the reader.
  await waitFor(() => expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: behind })]));
}
