import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { User } from '@site/contracts/api/member';

import ManagerPage from './manager-page';

const session = vi.hoisted(() => ({
  user: null as User | null,
  logOut: vi.fn(() => Promise.resolve()),
}));

vi.mock('../../auth/api/session', () => ({
  useCurrentUser: () => session.user,
  useLogOut: () => session.logOut,
}));

const manager: User = {
  id: 4,
  userId: 'manager',
  nickName: '김매니저',
  phone: '01012345678',
  level: 5,
  levelNm: '골드',
  emoney: 2_500_000,
  point: 12_345,
  type: 2,
  role: 0,
  withdrawalType: 1,
  tendency: [],
  isLogin: true,
};

const renderAt = () =>
  render(
    <MemoryRouter initialEntries={['/manager']}>
      <Routes>
        <Route path="/manager" element={<ManagerPage />} />
        <Route path="/login" element={<p>로그인 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  session.logOut.mockClear();
});

describe('매니저 페이지', () => {
  it('greets the manager with their nickname and level and shows their money', () => {
    session.user = manager;
    renderAt();
    expect(screen.getByText('김매니저님, 안녕하세요.')).toBeInTheDocument();
    expect(screen.getByText('Lv.5 골드')).toBeInTheDocument();
    expect(screen.getByText('2,500,000원')).toBeInTheDocument();
    expect(screen.getByText('12,345P')).toBeInTheDocument();
    expect(screen.getByText(/회원 정산 등 매니저 도구는 아직 준비 중입니다/)).toBeInTheDocument();
  });

  it('logs out and goes to the login page', async () => {
    session.user = manager;
    renderAt();
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(session.logOut).toHaveBeenCalledTimes(1);
  });

  it('says it is loading while the account is not there yet', () => {
    session.user = null;
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('계정 정보를 불러오는 중…');
  });
});
