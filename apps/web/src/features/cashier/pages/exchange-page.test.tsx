import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { cashierErrors, type WithdrawalInfo } from '@site/contracts/api/cashier';
import type { CallAnswer } from '@site/contracts/endpoint';
import type { cashierEndpoints } from '@site/contracts/endpoints/cashier';

import { useAlertQueue } from '../../../components/ui/alert';
import { useSessionStore } from '../../auth/session-store';
import { requestPage, withdrawalInfo, withdrawalRequest } from '../test/fixtures';
import { answerDialog, posts, refuse, renderPage, Reply, serve, type Call } from '../test/fake-server';
import ExchangePage from './exchange-page';

let info: WithdrawalInfo;
let balance: number;
let calls: Call[];

function start(changes: Partial<WithdrawalInfo> = {}, routes: Parameters<typeof serve>[0] = {}) {
  info = withdrawalInfo(changes);
  calls = serve({
    'GET /api/cashier/withdrawal': () => info,
    'GET /api/cashier/requests': () =>
      requestPage([withdrawalRequest({ id: 2, status: 'refused', refusalReason: '계좌 확인 필요' })]),
    'GET /api/member/user': () => ({ emoney: balance, point: 0 }),
    ...routes,
  });
  renderPage(<ExchangePage />, '/exchange');
}

const submitButton = () => screen.getByRole('button', { name: '환전 신청' });
const passwordField = () => screen.getByLabelText('출금 비밀번호');

describe('/exchange', () => {
  beforeEach(() => {
    useAlertQueue.setState({ queue: [] });
    // The balance is the signed-in member's: the member query runs only with a session.
    useSessionStore.setState({ token: 'member-token' });
    balance = 1_000_000;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSessionStore.setState({ token: null });
  });

  it('shows the registered account masked, the day’s figures and the recent withdrawals', async () => {
    start();
    const account = await screen.findByRole('region', { name: '출금 계좌' });
    expect(account).toHaveTextContent('KB국민은행');
    expect(account).toHaveTextContent('123-******-789');
    expect(account).toHaveTextContent('홍길동');
    expect(screen.getByText('1회 / 3회')).toBeInTheDocument();
    expect(screen.getByText('100,000원 / 5,000,000원')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: '최근 환전 내역' });
    const row = await within(history).findByRole('listitem', { name: '200,000원 거절' });
    expect(row).toHaveTextContent('거절 사유: 계좌 확인 필요');
  });

  it('leads a member without an account to /member and shuts the form', async () => {
    start({ account: null });
    expect(await screen.findByRole('link', { name: '출금 계좌 등록하기' })).toHaveAttribute('href', '/member');
    expect(submitButton()).toBeDisabled();
  });

  it('asks for the withdrawal password and sends nothing without it', async () => {
    start();
    await screen.findByRole('region', { name: '출금 계좌' });
    fireEvent.click(screen.getByRole('button', { name: '10만' }));
    fireEvent.click(submitButton());
    expect(await screen.findByText('출금 비밀번호를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(passwordField(), { target: { value: '12' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('출금 비밀번호는 숫자 4~6자리입니다.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('refuses a non-unit amount in the server’s words and sends nothing', async () => {
    start();
    await screen.findByRole('region', { name: '출금 계좌' });
    fireEvent.change(screen.getByLabelText('환전금액'), { target: { value: '105000' } });
    fireEvent.change(passwordField(), { target: { value: '1234' } });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('10,000원 단위로 입력해주세요.');
    expect(posts(calls)).toEqual([]);
  });

  it('refuses more than the balance before asking the server', async () => {
    balance = 50_000;
    start();
    await waitFor(() => expect(screen.getByText('50,000원')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '10만' }));
    fireEvent.change(passwordField(), { target: { value: '1234' } });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('보유머니가 부족합니다.');
    expect(posts(calls)).toEqual([]);
  });

  it('sends the confirmed withdrawal with the password and shows it held', async () => {
    start(
      {},
      {
        'POST /api/cashier/withdrawals': () => {
          balance -= 200_000;
          info = { ...info, pending: withdrawalRequest(), today: { count: 2, amount: 300_000 } };
          return new Reply(201, withdrawalRequest() satisfies CallAnswer<typeof cashierEndpoints.withdraw>);
        },
      },
    );
    await screen.findByRole('region', { name: '출금 계좌' });
    fireEvent.click(screen.getByRole('button', { name: '10만' }));
    fireEvent.click(screen.getByRole('button', { name: '10만' }));
    fireEvent.change(passwordField(), { target: { value: '1234' } });
    fireEvent.click(submitButton());
    await answerDialog('200,000원을 환전 신청하시겠습니까? KB국민은행 123-******-789');
    await answerDialog('환전 신청이 접수되었습니다.');
    expect(posts(calls).map((call) => call.body)).toEqual([
      { amount: 200_000, withdrawalPassword: '1234', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    const pending = await screen.findByRole('region', { name: '처리 대기 중인 환전 신청' });
    expect(pending).toHaveTextContent('200,000원');
    // A withdrawal is the operator's to decide: no 취소 for the member.
    expect(within(pending).queryByRole('button')).toBeNull();
    await waitFor(() => expect(screen.getByRole('status', { name: '보유머니' })).toHaveTextContent('800000'));
    expect(screen.getByText('2회 / 3회')).toBeInTheDocument();
    expect(passwordField()).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });

  it('shows what is left to bet while rolling is not met, and the server’s refusal', async () => {
    start(
      {
        rolling: {
          since: '2026-03-01T03:00:00.000Z',
          required: 500_000,
          done: 200_000,
          remaining: 300_000,
          met: false,
          byType: [{ gameType: 3, weight: 100, staked: 200_000, counted: 200_000 }],
        },
      },
      { 'POST /api/cashier/withdrawals': () => refuse(409, cashierErrors.rollingNotMet(300_000)) },
    );
    const rolling = await screen.findByRole('region', { name: '롤링 현황' });
    expect(rolling).toHaveTextContent('남은 롤링300,000원');
    expect(within(rolling).getByRole('status')).toHaveTextContent('300,000원을 더 베팅하면 환전할 수 있습니다.');
    expect(rolling).toHaveTextContent('미니게임');
    fireEvent.click(screen.getByRole('button', { name: '10만' }));
    fireEvent.change(passwordField(), { target: { value: '1234' } });
    fireEvent.click(submitButton());
    await answerDialog('100,000원을 환전 신청하시겠습니까?');
    await answerDialog('롤링 조건을 충족하지 않았습니다. 300,000원을 더 베팅하면 환전할 수 있습니다.');
  });

  it('shows the reason the server refused an input on its field, with no alert', async () => {
    const reason = '입력할 수 없는 문자(제어 문자)가 들어 있습니다.';
    start(
      {},
      {
        'POST /api/cashier/withdrawals': () =>
          new Reply(400, {
            message: '입력값이 올바르지 않습니다.',
            issues: [{ path: 'withdrawalPassword', message: reason }],
          }),
      },
    );
    await screen.findByRole('region', { name: '출금 계좌' });
    fireEvent.click(screen.getByRole('button', { name: '10만' }));
    fireEvent.change(passwordField(), { target: { value: '1234' } });
    fireEvent.click(submitButton());
    await answerDialog('100,000원을 환전 신청하시겠습니까?');
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
  });

  it('says when the cashier is closed and shuts the form', async () => {
    start({ open: false, closedHours: { from: '23:50', until: '00:10' } });
    expect(
      await screen.findByText('23:50~00:10은 은행 점검시간으로 충전·환전 신청을 받지 않습니다.'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(passwordField()).toBeDisabled();
  });
});
