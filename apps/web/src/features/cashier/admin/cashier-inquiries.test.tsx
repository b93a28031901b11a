import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AccountInquiry } from '@site/contracts/api/admin-cashier';
import type { CallAnswer } from '@site/contracts/endpoint';
import type { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';

import { cashierSettings, cashPage } from '../../../test/console/cashier-fixtures';
import { closeAlert, renderWithSite, scriptServer, type Call } from '../../../test/console/harness';
import { CashierInquiries } from './cashier-inquiries';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inquiry = (overrides: Partial<AccountInquiry> = {}): AccountInquiry => ({
  id: 5,
  userId: 'demo',
  nickName: '데모',
  answered: false,
  answeredBy: null,
  answeredAt: null,
  createdAt: '2026-03-01T03:00:00.000Z',
  ...overrides,
});
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

// MUI lists and dialogs in jsdom take seconds on a machine this busy; a limit, not a timing assertion.
describe('계좌문의', () => {
  it('answers an open inquiry after asking, and lists it with the answered ones', async () => {
    let answered = false;
    const calls = scriptServer({
      'GET admin/cashier/settings': () => ({ body: cashierSettings({ accountInquiryAnswer: '국민 000-00 예금주' }) }),
      'GET admin/cashier/account-inquiries': (call) => {
        const wantsAnswered = call.query?.answered === 'true';
        const item = inquiry({ answered, answeredBy: answered ? 'admin' : null });
        return { body: cashPage(wantsAnswered === answered ? [item] : []) };
      },
      'POST admin/cashier/account-inquiries/5/answer': () => {
        answered = true;
        const done = inquiry({ answered, answeredBy: 'admin', answeredAt: '2026-03-01T03:05:00.000Z' });
        return { body: done satisfies CallAnswer<typeof cashierAdminEndpoints.answerInquiry> };
      },
    });
    renderWithSite(<CashierInquiries />);

    const open = await screen.findByRole('list', { name: '답변 대기' });
    fireEvent.click(within(open).getByRole('button', { name: '답변 보내기' }));
    const question = await screen.findByRole('dialog', { name: '계좌 안내 보내기' });
    expect(question).toHaveTextContent('demo 회원에게');
    fireEvent.click(within(question).getByRole('button', { name: '답변 보내기' }));

    await closeAlert('demo 회원에게 계좌 안내를 보냈습니다.');
    expect(posts(calls)).toEqual([
      { method: 'POST', path: 'admin/cashier/account-inquiries/5/answer', body: undefined },
    ]);
    expect(await screen.findByText('답변을 기다리는 계좌문의가 없습니다.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '답변 완료' })).toHaveTextContent('답변 admin');
  });

  it('sends nothing while the account text to send is empty', async () => {
    const calls = scriptServer({
      'GET admin/cashier/settings': () => ({ body: cashierSettings({ accountInquiryAnswer: '' }) }),
      'GET admin/cashier/account-inquiries': (call) => ({
        body: cashPage(call.query?.answered === 'false' ? [inquiry()] : []),
      }),
    });
    renderWithSite(<CashierInquiries />);

    fireEvent.click(await screen.findByRole('button', { name: '답변 보내기' }));
    await closeAlert('입출금 설정의 계좌 안내문이 비어 있습니다. 먼저 안내문을 입력해주세요.');
    expect(posts(calls)).toEqual([]);
  });
});
