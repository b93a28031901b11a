import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { DepositInfo } from '@site/contracts/api/cashier';
import type { CallAnswer } from '@site/contracts/endpoint';
import type { cashierEndpoints } from '@site/contracts/endpoints/cashier';

import { useAlertQueue } from '../../../components/ui/alert';
import { announceBalanceUpdate } from '../../auth/api/balance-events';
import { cashRequest, depositInfo, requestPage } from '../test/fixtures';
import { answerDialog, posts, refuse, renderPage, Reply, serve, type Call } from '../test/fake-server';
import ChargePage from './charge-page';

let info: DepositInfo;
let calls: Call[];

function start(changes: Partial<DepositInfo> = {}, routes: Parameters<typeof serve>[0] = {}) {
  info = depositInfo(changes);
  calls = serve({
    'GET /api/cashier/deposit': () => info,
    'GET /api/cashier/requests': () => requestPage([cashRequest({ id: 3, status: 'approved' })]),
    'GET /api/member/user': () => ({ emoney: 50_000, point: 0 }),
    ...routes,
  });
  renderPage(<ChargePage />, '/charge');
}

const amountField = () => screen.getByLabelText('충전금액');
const submitButton = () => screen.getByRole('button', { name: '충전 신청' });

describe('/charge', () => {
  beforeEach(() => useAlertQueue.setState({ queue: [] }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fills the depositor with the registered holder and offers the operator’s bonuses', async () => {
    start({ bonus: { firstPct: 10, everyPct: 5, cap: 300_000, currency: 'point', firstAvailable: false } });
    expect(await screen.findByLabelText('입금자명')).toHaveValue('홍길동');
    expect(screen.getByRole('radio', { name: '첫충 10%' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '매충 5%' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '받지 않음' })).toBeEnabled();
    expect(screen.getByRole('group', { name: '보너스 선택' })).toHaveTextContent('최대 300,000P, 포인트로 지급');
    expect(screen.getByText('입금자명과 신청자명이 다르면 처리되지 않습니다.')).toBeInTheDocument();
    // Recent deposits with the contract's Korean status.
    const history = screen.getByRole('region', { name: '최근 충전 내역' });
    expect(await within(history).findByRole('listitem', { name: '100,000원 완료' })).toBeInTheDocument();
  });

  it('tells a member with a deposit limit what it leaves, and nothing to one without', async () => {
    start({ depositLimit: { kind: 'depositWeekly', left: 150_000 } });
    expect(await screen.findByTestId('deposit-limit-left')).toHaveTextContent('주간 충전 한도 남은 금액 150,000원');
    expect(screen.getByRole('link', { name: '한도 설정' })).toHaveAttribute('href', '/responsible-play');
    cleanup();
    start();
    await screen.findByLabelText('입금자명');
    expect(screen.queryByTestId('deposit-limit-left')).not.toBeInTheDocument();
  });

  it('refuses an amount that is not whole 10,000s in the server’s words and sends nothing', async () => {
    start();
    await screen.findByLabelText('입금자명');
    fireEvent.change(amountField(), { target: { value: '15000' } });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('10,000원 단위로 입력해주세요.');
    expect(amountField()).toHaveAccessibleDescription('10,000원 단위로 입력해주세요.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('sends the confirmed deposit once with its own key, then shows it waiting with 취소', async () => {
    start(
      {},
      {
        'POST /api/cashier/deposits': () => {
          const made = cashRequest({ amount: 110_000, bonusKind: 'first', bonusAmount: 11_000 });
          info = { ...info, pending: made };
          return new Reply(201, made satisfies CallAnswer<typeof cashierEndpoints.deposit>);
        },
      },
    );
    await screen.findByLabelText('입금자명');
    fireEvent.click(screen.getByRole('button', { name: '10만' }));
    fireEvent.click(screen.getByRole('button', { name: '1만' }));
    expect(screen.getByText('예상 보너스 11,000원')).toBeInTheDocument();
    fireEvent.click(submitButton());
    await answerDialog('110,000원을 충전 신청하시겠습니까? 입금자명: 홍길동 첫충 보너스: 11,000원');
    await answerDialog('충전 신청이 접수되었습니다.');

    const [sent] = posts(calls);
    expect(sent?.url.pathname).toBe('/api/cashier/deposits');
    expect(sent?.body).toEqual({
      amount: 110_000,
      depositorName: '홍길동',
      bonusKind: 'first',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const pending = await screen.findByRole('region', { name: '처리 대기 중인 충전 신청' });
    expect(pending).toHaveTextContent('110,000원');
    expect(within(pending).getByRole('button', { name: '취소' })).toBeEnabled();
    // One request waits at a time: the form is shut until it is decided.
    expect(submitButton()).toBeDisabled();
  });

  it('starts the amount again after a deposit, keeping the depositor and the bonus chosen', async () => {
    start({}, { 'POST /api/cashier/deposits': () => new Reply(201, cashRequest({ amount: 50_000 })) });
    const depositor = await screen.findByLabelText('입금자명');
    fireEvent.change(depositor, { target: { value: '김철수' } });
    fireEvent.click(screen.getByRole('radio', { name: '받지 않음' }));
    fireEvent.click(screen.getByRole('button', { name: '5만' }));
    fireEvent.click(submitButton());
    await answerDialog('50,000원을 충전 신청하시겠습니까? 입금자명: 김철수 보너스 받지 않음');
    await answerDialog('충전 신청이 접수되었습니다.');
    expect(posts(calls).map((call) => call.body)).toEqual([
      { amount: 50_000, depositorName: '김철수', bonusKind: 'none', idempotencyKey: expect.any(String) },
    ]);
    await waitFor(() => expect(amountField()).toHaveValue(''));
    expect(depositor).toHaveValue('김철수');
    expect(screen.getByRole('radio', { name: '받지 않음' })).toBeChecked();
  });

  it('makes a new key for each attempt', async () => {
    start({}, { 'POST /api/cashier/deposits': () => refuse(409, '잠시 후 다시 시도해주세요.') });
    await screen.findByLabelText('입금자명');
    fireEvent.click(screen.getByRole('button', { name: '5만' }));
    for (let attempt = 0; attempt < 2; attempt++) {
      await waitFor(() => expect(submitButton()).toBeEnabled());
      fireEvent.click(submitButton());
      await answerDialog('50,000원을 충전 신청하시겠습니까?');
      await answerDialog('잠시 후 다시 시도해주세요.');
    }
    const keys = posts(calls).map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends nothing when the member thinks better of it', async () => {
    start();
    await screen.findByLabelText('입금자명');
    fireEvent.click(screen.getByRole('button', { name: '5만' }));
    fireEvent.click(submitButton());
    await answerDialog('50,000원을 충전 신청하시겠습니까?', '취소');
    expect(posts(calls)).toEqual([]);
  });

  it('cancels the waiting request after the member confirms', async () => {
    start(
      { pending: cashRequest({ id: 7 }) },
      {
        'POST /api/cashier/deposits/7/cancel': () => {
          info = { ...info, pending: null };
          return cashRequest({ id: 7, status: 'cancelled' });
        },
      },
    );
    const pending = await screen.findByRole('region', { name: '처리 대기 중인 충전 신청' });
    expect(pending).toHaveTextContent('100,000원');
    expect(pending).toHaveTextContent('대기');
    expect(submitButton()).toBeDisabled();
    fireEvent.click(within(pending).getByRole('button', { name: '취소' }));
    await answerDialog('대기 중인 충전 신청을 취소하시겠습니까?');
    await answerDialog('충전 신청을 취소했습니다.');
    expect(posts(calls).map((call) => call.url.pathname)).toEqual(['/api/cashier/deposits/7/cancel']);
    await waitFor(() => expect(screen.queryByRole('region', { name: '처리 대기 중인 충전 신청' })).toBeNull());
    expect(submitButton()).toBeEnabled();
  });

  it('shows the request decided as soon as the balance stream pushes the credit, without a reload', async () => {
    start({ pending: cashRequest({ id: 7 }) });
    await screen.findByRole('region', { name: '처리 대기 중인 충전 신청' });
    info = { ...info, pending: null };
    announceBalanceUpdate({ emoney: 155_000, point: 0 });
    await waitFor(() => expect(screen.queryByRole('region', { name: '처리 대기 중인 충전 신청' })).toBeNull());
    expect(submitButton()).toBeEnabled();
  });

  it('says when the cashier is closed and shuts the form', async () => {
    start({ open: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '23:30~00:30은 은행 점검시간으로 충전·환전 신청을 받지 않습니다.',
    );
    expect(submitButton()).toBeDisabled();
    expect(amountField()).toBeDisabled();
    expect(screen.getByRole('button', { name: '10만' })).toBeDisabled();
  });

  it('asks for the account by 계좌문의 and says the answer comes as a message, never printing one', async () => {
    start(
      {},
      {
        'POST /api/cashier/account-inquiry': () => {
          info = { ...info, inquiryOpen: true };
          return new Reply(204, null satisfies CallAnswer<typeof cashierEndpoints.askAccount>);
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: '계좌문의' }));
    await answerDialog('계좌문의를 보냈습니다. 답변은 쪽지로 드립니다.');
    await waitFor(() => expect(screen.getByRole('button', { name: '계좌문의' })).toBeDisabled());
    expect(screen.getByText('계좌문의 답변을 기다리는 중입니다. 답변은 쪽지로 드립니다.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\d{3,}-\d{2,}-\d{3,}/);
  });
});
