import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';

import { answer, answerEach, scriptCalls, sentBody, type SentCall } from '../../../test/scripted-calls';
import { adminMember } from '../../../test/console/fixtures';
import { renderWithSite } from '../../../test/console/harness';
import { CashierBankAccountDialog } from './cashier-bank-account-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = { bankCode: '004', bankName: 'KB국민은행', accountNumber: '12345678901', holderName: '홍길동' };
const admin = cashierAdminEndpoints;
/** The saves sent: only the PUT carries a body. */
const puts = (calls: SentCall[]) =>
  calls
    .filter((call) => call.body !== undefined)
    .map((call) => ({ path: call.url.pathname, body: sentBody(admin.saveMemberBankAccount, call) }));

// MUI dialogs and tables in jsdom take seconds on a machine this busy; a limit, not a timing assertion.
describe('출금 계좌', () => {
  it("shows the member's full account and changes it, keeping the withdrawal password when left empty", async () => {
    const onClose = vi.fn();
    const calls = scriptCalls([
      answer(admin.memberBankAccount, account),
      answer(admin.saveMemberBankAccount, { ...account, accountNumber: '110222333444' }),
    ]);
    renderWithSite(<CashierBankAccountDialog member={adminMember()} onClose={onClose} />);

    expect(await screen.findByText('현재: KB국민은행 12345678901 (홍길동)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/계좌번호/), { target: { value: '110-222-333444' } });
    fireEvent.click(screen.getByText('계좌 저장', { selector: 'button' }));
    const question = await screen.findByRole('dialog', { name: '출금 계좌 변경' });
    fireEvent.click(within(question).getByRole('button', { name: '계좌 저장' }));

    // The members section unmounts the dialog on close; here it stays, beside the site's alert.
    expect(await screen.findByText('demo 회원의 출금 계좌를 저장했습니다.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        path: '/api/admin/members/demo/bank-account',
        body: { bankCode: '004', accountNumber: '110222333444', holderName: '홍길동' },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('registers an account for a member who has none, refusing a short withdrawal password in Korean', async () => {
    const calls = scriptCalls([answer(admin.memberBankAccount, null)]);
    renderWithSite(<CashierBankAccountDialog member={adminMember()} onClose={() => undefined} />);

    expect(await screen.findByText('등록된 출금 계좌가 없습니다. 아래에서 등록할 수 있습니다.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/새 출금 비밀번호/), { target: { value: '12' } });
    fireEvent.click(screen.getByText('계좌 저장', { selector: 'button' }));

    expect(await screen.findByText('은행을 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('계좌번호는 숫자 8~16자리로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('출금 비밀번호는 숫자 4~6자리입니다.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it("puts the server's reason on the field it names, the dialog staying open", async () => {
    const onClose = vi.fn();
    scriptCalls([
      answer(admin.memberBankAccount, account),
      answerEach(admin.saveMemberBankAccount, () => ({
        status: 400,
        body: {
          message: '입력값을 확인해주세요.',
          issues: [{ path: 'holderName', message: '예금주는 회원 이름과 같아야 합니다.' }],
        },
      })),
    ]);
    renderWithSite(<CashierBankAccountDialog member={adminMember()} onClose={onClose} />);

    fireEvent.change(await screen.findByLabelText(/예금주/), { target: { value: '김철수' } });
    fireEvent.click(screen.getByText('계좌 저장', { selector: 'button' }));
    const question = await screen.findByRole('dialog', { name: '출금 계좌 변경' });
    fireEvent.click(within(question).getByRole('button', { name: '계좌 저장' }));

    expect(await screen.findByText('예금주는 회원 이름과 같아야 합니다.')).toBeInTheDocument();
    expect(screen.getByLabelText(/예금주/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('입력값을 확인해주세요.')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
