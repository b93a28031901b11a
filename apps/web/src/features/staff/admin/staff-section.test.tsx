import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StaffMember } from '@site/contracts/api/staff';
import { staffAdminEndpoints as admin } from '@site/contracts/endpoints/staff';

import { answer, answerInTurn, refuse, scriptCalls, sentBody } from '../../../test/scripted-calls';
import { carriedBody, closeAlert, renderWithSite } from '../../../test/console/harness';
import { StaffSection } from './staff-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staff = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 1,
  userId: 'admin',
  nickName: '운영자',
  staffRole: 'owner',
  suspended: false,
  secondFactor: true,
  lastLoginAt: '2026-11-29T01:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const cashier = staff({ id: 2, userId: 'cashier', nickName: '출납담당', staffRole: 'cashier' });
const noRefusals = { items: [], page: 1, pageCount: 1, totalCount: 0 };

describe('직원 관리', () => {
  it('creates a staff account with the chosen role and lists it', async () => {
    const created = staff({ id: 9, userId: 'newcash', nickName: '새출납', staffRole: 'cashier', secondFactor: false });
    const sent = scriptCalls([
      answerInTurn(admin.list, [{ body: [staff({})] }, { body: [staff({}), created] }]),
      answer(admin.refusals, noRefusals),
      answer(admin.create, created),
    ]);
    renderWithSite(<StaffSection />);

    const form = await screen.findByRole('form', { name: '직원 계정 만들기' });
    fireEvent.change(within(form).getByRole('textbox', { name: '아이디' }), { target: { value: 'newcash' } });
    fireEvent.change(within(form).getByRole('textbox', { name: '닉네임' }), { target: { value: '새출납' } });
    fireEvent.change(within(form).getByLabelText('비밀번호'), { target: { value: 'newcash1234' } });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: '역할' }));
    fireEvent.click(await screen.findByRole('option', { name: '출납 담당' }));
    fireEvent.click(within(form).getByRole('button', { name: '직원 추가' }));

    await closeAlert('newcash 직원 계정을 만들었습니다.');
    expect(sent.filter(carriedBody).map((call) => sentBody(admin.create, call))).toEqual([
      { userId: 'newcash', nickName: '새출납', password: 'newcash1234', staffRole: 'cashier' },
    ]);
    const list = screen.getByRole('table', { name: '직원 목록' });
    expect(await within(list).findByText('newcash')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: '아이디' })).toHaveValue('');
  });

  it("shows the server's Korean reason when it refuses a new account", async () => {
    scriptCalls([
      answer(admin.list, [staff({})]),
      answer(admin.refusals, noRefusals),
      refuse(admin.create, 403, '최고 관리자 계정은 최고 관리자만 만들 수 있습니다.'),
    ]);
    renderWithSite(<StaffSection />);

    const form = await screen.findByRole('form', { name: '직원 계정 만들기' });
    fireEvent.change(within(form).getByRole('textbox', { name: '아이디' }), { target: { value: 'owner2' } });
    fireEvent.change(within(form).getByRole('textbox', { name: '닉네임' }), { target: { value: '둘째주인' } });
    fireEvent.change(within(form).getByLabelText('비밀번호'), { target: { value: 'owner21234' } });
    fireEvent.click(within(form).getByRole('button', { name: '직원 추가' }));

    await closeAlert('최고 관리자 계정은 최고 관리자만 만들 수 있습니다.');
    // What was typed stays, to correct and send again.
    expect(within(form).getByRole('textbox', { name: '아이디' })).toHaveValue('owner2');
  });

  it('asks before changing a role, and sends nothing when the owner cancels', async () => {
    const sent = scriptCalls([
      answerInTurn(admin.list, [
        { body: [staff({}), cashier] },
        { body: [staff({}), { ...cashier, staffRole: 'risk' }] },
      ]),
      answer(admin.refusals, noRefusals),
      answer(admin.changeRole, { ...cashier, staffRole: 'risk' }),
    ]);
    renderWithSite(<StaffSection />);

    const roleOf = async () =>
      within(await screen.findByRole('group', { name: 'cashier 역할' })).getByRole('combobox', { name: '역할' });
    const choose = async (label: string) => {
      fireEvent.mouseDown(await roleOf());
      fireEvent.click(await screen.findByRole('option', { name: label }));
    };

    await choose('리스크 담당');
    const question = await screen.findByRole('dialog', { name: '역할 변경' });
    expect(question).toHaveTextContent("cashier 직원의 역할을 '리스크 담당' 역할로 바꿀까요?");
    fireEvent.click(within(question).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter(carriedBody)).toEqual([]);

    await choose('리스크 담당');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '역할 변경' })).getByRole('button', { name: '역할 변경' }),
    );
    await closeAlert("cashier 직원의 역할을 '리스크 담당' 역할로 바꿨습니다.");
    expect(sent.filter(carriedBody).map((call) => sentBody(admin.changeRole, call))).toEqual([{ staffRole: 'risk' }]);
    expect(sent.some((call) => call.url.pathname.endsWith('/admin/staff/2/role'))).toBe(true);
  });

  it('suspends an account after asking, and lists refused calls', async () => {
    const sent = scriptCalls([
      answerInTurn(admin.list, [
        { body: [staff({}), cashier] },
        { body: [staff({}), { ...cashier, suspended: true }] },
      ]),
      answer(admin.refusals, {
        items: [
          {
            id: 5,
            at: '2026-11-29T02:00:00.000Z',
            memberId: 2,
            userId: 'cashier',
            staffRole: 'cashier',
            permission: 'settings.configure',
            method: 'PUT',
            route: '/api/admin/settings',
            ip: '127.0.0.1',
          },
        ],
        page: 1,
        pageCount: 1,
        totalCount: 1,
      }),
      answer(admin.suspend, { ...cashier, suspended: true }),
    ]);
    renderWithSite(<StaffSection />);

    const refusals = await screen.findByRole('table', { name: '권한 거부 기록' });
    expect(within(refusals).getByText('cashier (출납 담당)')).toBeInTheDocument();
    expect(within(refusals).getByText('PUT /api/admin/settings')).toBeInTheDocument();

    const row = (await screen.findByText('cashier', { selector: 'strong' })).closest('tr');
    if (!row) throw new Error('no row for cashier');
    fireEvent.click(within(row).getByRole('button', { name: '정지' }));
    const question = await screen.findByRole('dialog', { name: '직원 계정 정지' });
    fireEvent.click(within(question).getByRole('button', { name: '정지' }));
    await closeAlert('cashier 직원 계정을 정지했습니다.');
    expect(sent.some((call) => call.url.pathname.endsWith('/admin/staff/2/suspend'))).toBe(true);
    expect(await within(row).findByText('정지됨')).toBeInTheDocument();
  });
});
