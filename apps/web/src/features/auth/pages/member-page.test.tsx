import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { BankAccountView } from '@site/contracts/api/bank-account';
import type { LevelBenefit, LevelLadder } from '@site/contracts/api/levels';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { clearSession, startSession } from '../session-store';
import MemberPage from './member-page';
import { memberUser } from '../../../test/users';

const user = memberUser();

const registered: BankAccountView = {
  bankCode: '088',
  bankName: '신한은행',
  accountMasked: '110-******-789',
  holderName: '홍길동',
};

interface Server {
  account: BankAccountView;
  puts: unknown[];
  ladder?: LevelLadder;
}

const step = (level: number, name: string, maxStake: number, roulette = true): LevelBenefit => ({
  level,
  name,
  minStake: 5_000,
  maxStake,
  maxPayout: maxStake * 10,
  maxPicks: 10 + level,
  roulette,
});

const ladder = (current: number, currentName = '새싹'): LevelLadder => ({
  current,
  currentName,
  levels: [step(1, '새싹', 3_000_000), step(2, '브론즈', 4_000_000), step(3, 'VIP', 20_000_000, false)],
});

function serve(server: Server) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (input === '/api/member/user') return json(user);
      if (input === '/api/member/levels') return json(server.ladder ?? ladder(1));
      if (input === '/api/member/bank-account' && method === 'GET') return json(server.account);
      if (input === '/api/member/bank-account' && method === 'PUT') {
        server.puts.push(JSON.parse(String(init.body)));
        server.account = registered;
        return json(registered);
      }
      return json({ message: 'not here' }, 404);
    }),
  );
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemberPage />
      <AlertDialog />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  useAlertQueue.setState({ queue: [] });
  startSession('token', 60);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/member 출금 계좌', () => {
  it('shows a registered account masked, and that changes go through the customer centre', async () => {
    serve({ account: registered, puts: [] });
    renderPage();
    const heading = await screen.findByRole('heading', { name: '출금 계좌' });
    const section = heading.closest('section') ?? document.body;
    expect(await within(section).findByText('110-******-789')).toBeInTheDocument();
    expect(within(section).getByText('신한은행')).toBeInTheDocument();
    expect(within(section).getByText('홍길동')).toBeInTheDocument();
    expect(within(section).getByText('출금 계좌 변경은 고객센터에 문의해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '출금 계좌 등록' })).not.toBeInTheDocument();
  });

  it('lets a member without one register it once, checking the fields first', async () => {
    const server: Server = { account: null, puts: [] };
    serve(server);
    renderPage();
    const register = await screen.findByRole('button', { name: '출금 계좌 등록' });

    fireEvent.click(register);
    expect(await screen.findByText('은행을 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('출금 비밀번호는 숫자 4~6자리입니다.')).toBeInTheDocument();
    expect(server.puts).toEqual([]);

    fireEvent.change(screen.getByLabelText('은행'), { target: { value: '088' } });
    type('계좌번호', '110-123-456789');
    type('예금주', '홍길동');
    type('출금 비밀번호', '2468');
    type('출금 비밀번호 확인', '2468');
    fireEvent.click(register);

    expect(await screen.findByText('출금 계좌가 등록되었습니다.')).toBeInTheDocument();
    expect(server.puts).toEqual([
      { bankCode: '088', accountNumber: '110123456789', holderName: '홍길동', withdrawalPassword: '2468' },
    ]);
    expect(await screen.findByText('110-******-789')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '출금 계좌 등록' })).not.toBeInTheDocument();
  });
});

describe('/member 회원 등급', () => {
  it("shows the member's level, the next one up, and every level's limits with the member's row marked", async () => {
    serve({ account: registered, puts: [] });
    renderPage();
    const panel = (await screen.findByRole('heading', { name: '회원 등급' })).closest('section') as HTMLElement;
    expect(await within(panel).findByText('내 등급', { selector: 'div' })).toHaveTextContent('내 등급');
    expect(within(panel).getByText('내 등급', { selector: 'div' }).parentElement).toHaveTextContent('Lv.1 새싹');
    expect(within(panel).getByText('다음 등급').parentElement).toHaveTextContent('Lv.2 브론즈');
    const rows = within(panel).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(rows[0]).toHaveTextContent('최대 베팅금액3,000,000원');
    expect(rows[1]).toHaveTextContent('최대 당첨금40,000,000원');
    expect(rows[1]).toHaveTextContent('12폴더');
    expect(rows[2]).toHaveTextContent('룰렛참여 불가');
  });

  it('says so at the top of the ladder and on a special level', async () => {
    serve({ account: registered, puts: [], ladder: ladder(3, 'VIP') });
    renderPage();
    expect(await screen.findByText('최고 등급입니다. 모든 혜택을 이용하고 계십니다.')).toBeInTheDocument();
    cleanup();
    serve({ account: registered, puts: [], ladder: ladder(9, 'C') });
    renderPage();
    expect(await screen.findByText('운영팀이 정한 특별 등급입니다.')).toBeInTheDocument();
    expect(screen.getByText('Lv.9 C')).toBeInTheDocument();
  });
});
