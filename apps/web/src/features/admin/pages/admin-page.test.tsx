import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SiteSettings } from '@site/contracts/api/settings';
import { memberEndpoints } from '@site/contracts/endpoints/members';
import { siteSettingsAdminEndpoints as admin } from '@site/contracts/endpoints/site-settings-admin';
import { twoFactorEndpoints } from '@site/contracts/endpoints/two-factor';
import { ROLE_PERMISSIONS, type StaffRole } from '@site/contracts/staff';

import { useSessionStore } from '../../auth/session-store';
import { renderAt } from '../../../test/page-harness';
import { answer, scriptCalls } from '../../../test/scripted-calls';
import { memberUser } from '../../../test/users';
import AdminPage from './admin-page';

const stored: SiteSettings = {
  siteNoticeFlg: false,
  autoLogoutMin: 60,
  joinStartEndFlg: false,
  tetherMaintenanceFlag: 0,
  verificationBeforeDeposit: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

/** The console opened at `address` by a staff member of `role`, the second factor proven. */
function openConsoleAs(role: StaffRole, address: string, more: Parameters<typeof scriptCalls>[0] = []) {
  useSessionStore.setState({ token: `${role}-token` });
  const staff = {
    ...memberUser({ userId: role, role: 10 }),
    staffRole: role,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
  scriptCalls([
    answer(memberEndpoints.user, staff),
    answer(twoFactorEndpoints.status, { enrolled: true, required: true, sessionVerified: true, recoveryCodesLeft: 8 }),
    ...more,
  ]);
  renderAt(address, <AdminPage />);
}

describe('the console by role', () => {
  it('shows a cashier the cashier’s tabs and no 설정 tab', async () => {
    openConsoleAs('cashier', '/admin');
    expect(await screen.findByRole('tab', { name: /입출금/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '대시보드' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: '사이트 설정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '직원 관리' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '회원 관리' })).toBeInTheDocument();
  });

  it('answers a forbidden address with the refusal, not the section', async () => {
    openConsoleAs('cashier', '/admin?tab=settings');
    expect(await screen.findByText('이 메뉴를 볼 권한이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: '사이트 점검' })).not.toBeInTheDocument();
    // The tabs the cashier may use are still there to go on with.
    expect(screen.getByRole('tab', { name: /입출금/ })).toBeInTheDocument();
  });

  it('lets the owner save the settings, and shows them read-only to the read-only role', async () => {
    openConsoleAs('owner', '/admin?tab=settings', [answer(admin.settings, stored)]);
    expect(await screen.findByRole('tab', { name: '사이트 설정' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: '저장' })).toBeInTheDocument();
    cleanup();

    openConsoleAs('readonly', '/admin?tab=settings', [answer(admin.settings, stored)]);
    expect(await screen.findByRole('switch', { name: '사이트 점검' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
    expect(screen.queryByText('이 메뉴를 볼 권한이 없습니다.')).not.toBeInTheDocument();
  });
});
