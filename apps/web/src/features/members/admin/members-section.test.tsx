import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminMember } from '@site/contracts/api/admin';
import { memberAdminEndpoints as admin } from '@site/contracts/endpoints/members-admin';

import { answer, answerInTurn, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { adminMember } from '../../../test/console/fixtures';
import { closeAlert, renderWithSite, carriedBody } from '../../../test/console/harness';
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
    scriptCalls([answer(admin.members, members)]);
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
    const saved = adminMember({ ...members[1], tendency: ['22', '51'] });
    const stored = members.map((member) => (member.userId === saved.userId ? saved : member));
    const sent = scriptCalls([
      // The list before the change, and once it is asked again after it.
      answerInTurn(admin.members, [{ body: members }, { body: stored }]),
      answer(admin.update, saved),
    ]);
    renderWithSite(<MembersSection />);

    fireEvent.click(await screen.findByRole('switch', { name: 'nocasino 룰렛 금지' }));
    await closeAlert('nocasino 회원 정보를 저장했습니다.');
    const updates = sent.filter(carriedBody);
    expect(updates.map((call) => call.url.pathname)).toEqual(['/api/admin/members/nocasino']);
    expect(updates.map((call) => sentBody(admin.update, call))).toEqual([{ tendency: ['22', '51'] }]);
    expect(screen.getByRole('switch', { name: 'nocasino 룰렛 금지' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'nocasino 카지노·슬롯 금지' })).toBeChecked();
  });

  it("shows the server's error and leaves the switch as the server has it", async () => {
    const sent = scriptCalls([answer(admin.members, members), refuse(admin.update, 404, '회원을 찾을 수 없습니다.')]);
    renderWithSite(<MembersSection />);

    fireEvent.click(await screen.findByRole('switch', { name: 'demo 룰렛 금지' }));
    await closeAlert('회원을 찾을 수 없습니다.');
    expect(sent.filter(carriedBody).map((call) => call.url.pathname)).toEqual(['/api/admin/members/demo']);
    expect(screen.getByRole('switch', { name: 'demo 룰렛 금지' })).not.toBeChecked();
  });

  it('does not let the operator block or log out their own account', async () => {
    scriptCalls([answer(admin.members, members)]);
    renderWithSite(<MembersSection />);

    const own = (await screen.findByText('admin')).closest('tr');
    if (!own) throw new Error('no row for admin');
    expect(within(own).getByRole('switch', { name: 'admin 이용 정지' })).toBeDisabled();
    expect(within(own).getByRole('button', { name: '강제 로그아웃' })).toBeDisabled();
  });

  it('asks before logging a member out', async () => {
    const sent = scriptCalls([answer(admin.members, members), answer(admin.logout, { ok: true })]);
    renderWithSite(<MembersSection />);

    const row = (await screen.findByText('demo')).closest('tr');
    if (!row) throw new Error('no row for demo');
    fireEvent.click(within(row).getByRole('button', { name: '강제 로그아웃' }));
    const question = await screen.findByRole('dialog', { name: '강제 로그아웃' });
    fireEvent.click(within(question).getByRole('button', { name: '강제 로그아웃' }));
    await closeAlert('demo 회원을 로그아웃시켰습니다.');
    expect(sent.some((call) => call.url.pathname === '/api/admin/members/demo/logout')).toBe(true);
  });

  it("edits a level: says when nothing changed, shows the server's reason on its field, sends only what changed", async () => {
    const saved = { ...base, level: 3 };
    const sent = scriptCalls([
      answerInTurn(admin.members, [{ body: members }, { body: [saved, ...members.slice(1)] }]),
      answerInTurn(admin.update, [
        {
          status: 400,
          body: {
            message: '입력값을 확인해주세요.',
            issues: [{ path: 'level', message: '이 레벨은 쓸 수 없습니다.' }],
          },
        },
        { body: saved },
      ]),
    ]);
    renderWithSite(<MembersSection />);

    const row = (await screen.findByText('demo')).closest('tr');
    if (!row) throw new Error('no row for demo');
    fireEvent.click(within(row).getByRole('button', { name: '레벨 수정' }));
    const dialog = await screen.findByRole('dialog', { name: 'demo 레벨 수정' });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    const alert = (await screen.findByText('변경된 내용이 없습니다.')).closest<HTMLElement>('[role="dialog"]');
    fireEvent.click(within(alert ?? document.body).getByRole('button', { name: '확인' }));

    // The dialog stays open, and answers once the alert in front of it has gone.
    const level = await within(dialog).findByRole('textbox', { name: '레벨 (0~99)' });
    fireEvent.change(level, { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('레벨은 0~99 사이의 숫자로 입력해주세요.')).toBeInTheDocument();

    fireEvent.change(level, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('이 레벨은 쓸 수 없습니다.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await closeAlert('demo 회원 정보를 저장했습니다.');

    expect(sent.filter(carriedBody).map((call) => sentBody(admin.update, call))).toEqual([{ level: 3 }, { level: 3 }]);
    expect(screen.queryByRole('dialog', { name: 'demo 레벨 수정' })).not.toBeInTheDocument();
  });
});
