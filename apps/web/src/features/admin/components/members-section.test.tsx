import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminMember } from '@site/contracts/api/admin';

import { adminMember } from '../test/fixtures';
import { closeAlert, renderWithSite, scriptServer } from '../test/harness';
import { MembersSection } from './members-section';

vi.mock('../../auth/api/session', () => ({
  useCurrentUser: () => ({ userId: 'admin' }),
}));

const base = adminMember({ online: true });
const members: AdminMember[] = [
  base,
  { ...base, userId: 'nocasino', nickName: '카지노금지', tendency: ['22'], online: false },
  { ...base, userId: 'admin', nickName: '운영자', type: 1, role: 10 },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('회원 관리', () => {
  it('lists members with their level, role, balance and online state', async () => {
    scriptServer({ 'GET admin/members': () => ({ body: members }) });
    renderWithSite(<MembersSection />);

    const row = (await screen.findByText('nocasino')).closest('tr');
    if (!row) throw new Error('no row for nocasino');
    expect(row).toHaveTextContent('카지노금지');
    expect(row).toHaveTextContent('Lv.1 브론즈');
    expect(row).toHaveTextContent('회원');
    expect(row).toHaveTextContent('1,000,000원');
    expect(within(row).getByRole('img', { name: '미접속' })).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'nocasino 카지노·슬롯 금지' })).toBeChecked();
    expect(screen.getByText('admin').closest('tr')).toHaveTextContent('관리자');
  });

  it('bans roulette while keeping the casino ban, and shows the saved state', async () => {
    let stored = members;
    const calls = scriptServer({
      'GET admin/members': () => ({ body: stored }),
      'PUT admin/members/nocasino': (call) => {
        stored = stored.map((m) => (m.userId === 'nocasino' ? { ...m, ...(call.body as object) } : m));
        return { body: stored[1] };
      },
    });
    renderWithSite(<MembersSection />);

    fireEvent.click(await screen.findByRole('switch', { name: 'nocasino 룰렛 금지' }));
    await closeAlert('nocasino 회원 정보를 저장했습니다.');
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: 'admin/members/nocasino',
      body: { tendency: ['22', '51'] },
    });
    expect(screen.getByRole('switch', { name: 'nocasino 룰렛 금지' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'nocasino 카지노·슬롯 금지' })).toBeChecked();
  });

  it("shows the server's error and leaves the switch as the server has it", async () => {
    scriptServer({
      'GET admin/members': () => ({ body: members }),
      'PUT admin/members/demo': () => ({ status: 404, body: { message: '회원을 찾을 수 없습니다.' } }),
    });
    renderWithSite(<MembersSection />);

    fireEvent.click(await screen.findByRole('switch', { name: 'demo 룰렛 금지' }));
    await closeAlert('회원을 찾을 수 없습니다.');
    expect(screen.getByRole('switch', { name: 'demo 룰렛 금지' })).not.toBeChecked();
  });

  it('does not let the operator block or log out their own account', async () => {
    scriptServer({ 'GET admin/members': () => ({ body: members }) });
    renderWithSite(<MembersSection />);

    const own = (await screen.findByText('admin')).closest('tr');
    if (!own) throw new Error('no row for admin');
    expect(within(own).getByRole('switch', { name: 'admin 이용 정지' })).toBeDisabled();
    expect(within(own).getByRole('button', { name: '강제 로그아웃' })).toBeDisabled();
  });

  it('asks before logging a member out', async () => {
    const calls = scriptServer({
      'GET admin/members': () => ({ body: members }),
      'POST admin/members/demo/logout': () => ({ body: { ok: true } }),
    });
    renderWithSite(<MembersSection />);

    const row = (await screen.findByText('demo')).closest('tr');
    if (!row) throw new Error('no row for demo');
    fireEvent.click(within(row).getByRole('button', { name: '강제 로그아웃' }));
    const question = await screen.findByRole('dialog', { name: '강제 로그아웃' });
    fireEvent.click(within(question).getByRole('button', { name: '강제 로그아웃' }));
    await closeAlert('demo 회원을 로그아웃시켰습니다.');
    expect(calls.some((call) => call.method === 'POST' && call.path === 'admin/members/demo/logout')).toBe(true);
  });
});
