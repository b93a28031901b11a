import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { memberNameErrors } from '@site/contracts/api/member-names';
import { memberEndpoints } from '@site/contracts/endpoints/members';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { answer, answerInTurn, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { JoinForm } from './join-form';

function renderForm() {
  render(
    <>
      <JoinForm onJoined={() => {}} />
      <AlertDialog />
    </>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => useAlertQueue.setState({ queue: [] }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('회원가입 중복확인', () => {
  it('says whether the id and the nickname are free, and forgets it when the value changes', async () => {
    // demo and 데모회원 are taken, newbie01 is free.
    const asked = scriptCalls([
      answerInTurn(memberEndpoints.checkId, [{ body: { available: false } }, { body: { available: true } }]),
      answerInTurn(memberEndpoints.checkNickName, [{ body: { available: false } }]),
    ]);
    renderForm();

    type('아이디', 'demo');
    fireEvent.click(screen.getByRole('button', { name: '아이디 중복확인' }));
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveAttribute('aria-invalid', 'true');

    type('아이디', 'newbie01');
    expect(screen.queryByText('이미 사용 중인 아이디입니다.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '아이디 중복확인' }));
    expect(await screen.findByText('사용 가능한 아이디입니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveAttribute('aria-invalid', 'false');

    type('닉네임', '데모회원');
    fireEvent.click(screen.getByRole('button', { name: '닉네임 중복확인' }));
    expect(await screen.findByText('이미 사용 중인 닉네임입니다.')).toBeInTheDocument();

    expect(asked.map(({ url }) => `${url.pathname}${url.search}`)).toEqual([
      '/api/member/check-id?userId=demo',
      '/api/member/check-id?userId=newbie01',
      `/api/member/check-nickname?nickName=${encodeURIComponent('데모회원')}`,
    ]);
  });

  it('shows the sign-up rule instead of asking about an id that could never be joined', async () => {
    scriptCalls([answer(memberEndpoints.checkId, { available: true })]);
    renderForm();
    type('아이디', 'AB');
    fireEvent.click(screen.getByRole('button', { name: '아이디 중복확인' }));
    expect(await screen.findByText('아이디는 영문 소문자와 숫자 4~16자로 입력해주세요.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's Korean text when the IP has checked too often", async () => {
    const message = '아이디·닉네임 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
    scriptCalls([refuse(memberEndpoints.checkId, 429, message)]);
    renderForm();
    type('아이디', 'newbie01');
    fireEvent.click(screen.getByRole('button', { name: '아이디 중복확인' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '아이디 중복확인' })).toBeEnabled());
    expect(screen.queryByText('사용 가능한 아이디입니다.')).not.toBeInTheDocument();
  });

  it('shows a nickname refused for imitating staff on the nickname field, with no alert', async () => {
    const message = memberNameErrors.reserved;
    scriptCalls([
      {
        endpoint: memberEndpoints.checkNickName,
        reply: () => ({ status: 400, body: { message, issues: [{ path: 'nickName', message }] } }),
      },
    ]);
    renderForm();
    type('닉네임', '운 영자');
    fireEvent.click(screen.getByRole('button', { name: '닉네임 중복확인' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('닉네임')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a nickname with a zero-width space before asking the server', async () => {
    scriptCalls([answer(memberEndpoints.checkNickName, { available: true })]);
    renderForm();
    type('닉네임', '운영자\u200b');
    fireEvent.click(screen.getByRole('button', { name: '닉네임 중복확인' }));
    expect(await screen.findByText(memberNameErrors.hiddenCharacters)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** Answers the join with 200; any other call fails the test. */
const scriptJoin = () => scriptCalls([answer(memberEndpoints.join, { ok: true })]);

function fillMember() {
  type('아이디', 'newbie01');
  type('비밀번호', 'secret123');
  type('비밀번호 확인', 'secret123');
  type('닉네임', '새내기');
  type('휴대폰 번호', '010-1234-5678');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '가입하기' }));

describe('회원가입 출금 계좌', () => {
  it("asks for the bank, account number, holder and withdrawal password with the contract's Korean messages", async () => {
    scriptJoin();
    renderForm();
    fillMember();
    type('출금 비밀번호', '12a');
    type('출금 비밀번호 확인', '1234');
    submit();
    expect(await screen.findByText('은행을 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('계좌번호는 숫자 8~16자리로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('예금주를 2자 이상 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('출금 비밀번호는 숫자 4~6자리입니다.')).toBeInTheDocument();
    expect(screen.getByText('출금 비밀번호가 서로 다릅니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('은행')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the account with the sign-up, the number as digits', async () => {
    const sent = scriptJoin();
    renderForm();
    fillMember();
    fireEvent.change(screen.getByLabelText('은행'), { target: { value: '090' } });
    type('계좌번호', '3333-01-2345678');
    type('예금주', '홍길동');
    type('출금 비밀번호', '135790');
    type('출금 비밀번호 확인', '135790');
    submit();
    expect(await screen.findByText('회원가입이 완료되었습니다. 로그인해주세요.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent.map((call) => sentBody(memberEndpoints.join, call))).toEqual([
      {
        userId: 'newbie01',
        password: 'secret123',
        nickName: '새내기',
        phone: '01012345678',
        bankCode: '090',
        accountNumber: '3333012345678',
        holderName: '홍길동',
        withdrawalPassword: '135790',
      },
    ]);
  });
});
