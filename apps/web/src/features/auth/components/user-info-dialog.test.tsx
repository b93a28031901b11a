import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CouponView } from '@site/contracts/api/coupon-box';

import { renderWithSite, scriptServer, type Call } from '../../../test/console/harness';
import { Address } from '../../../test/page-harness';
import { memberUser } from '../../../test/users';
import { openAuthDialog, useAuthDialog } from '../dialog-store';
import { startSession, useSessionStore } from '../session-store';
import UserInfoDialog from './user-info-dialog';

const heldCoupon = (id: number, state: CouponView['state']): CouponView => ({
  id,
  face: { kind: 'money', amount: 10_000 },
  name: '머니 쿠폰 10,000원',
  source: 'operator',
  sourceName: '관리자 지급',
  state,
  expiresAt: null,
  usedAt: null,
  fulfilledAt: null,
  createdAt: '2026-11-24T03:00:00.000Z',
});

// The app gives the site map's groups; the dialog shows whatever it is given.
const menu = [
  {
    label: '입출금',
    entries: [
      { label: '충전 신청', path: '/charge' },
      { label: '테더 충전 신청', path: '/chargeCrypto' },
    ],
  },
  { label: '내 정보', entries: [{ label: '지인추천 현황', path: '/friend' }] },
];

function Host() {
  const open = useAuthDialog((state) => state.open === 'userInfo');
  return (
    <>
      <UserInfoDialog open={open} menu={menu} />
      <Address />
    </>
  );
}

let calls: Call[] = [];

beforeEach(() => {
  startSession('token', 60);
  calls = scriptServer({
    'GET member/user': () => ({
      body: memberUser({ nickName: '데모회원', level: 3, levelNm: '실버', emoney: 1_234_567, point: 5_000 }),
    }),
    'GET coupon': () => ({
      body: { coupons: [heldCoupon(1, 'usable'), heldCoupon(2, 'usable'), heldCoupon(3, 'used')], roulette: [] },
    }),
    'GET message/unread': () => ({ body: 3 }),
    'GET customer/unread': () => ({ body: 2 }),
    'POST member/logout': () => ({ body: { ok: true } }),
  });
  openAuthDialog('userInfo');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthDialog.setState({ open: null });
});

const dialog = () => screen.findByRole('dialog', { name: '내 정보' });

describe('the user-info dialog', () => {
  it("shows the member's level, nickname, money, points, usable coupons, unread messages and answers", async () => {
    renderWithSite(<Host />);
    const shown = await dialog();
    expect(within(shown).getByText('실버')).toBeInTheDocument();
    expect(within(shown).getByText('데모회원')).toBeInTheDocument();
    const figures = shown.querySelector('dl');
    await waitFor(() => expect(figures).toHaveTextContent('사용 가능 쿠폰2장'));
    expect(figures).toHaveTextContent('보유머니1,234,567원');
    expect(figures).toHaveTextContent('포인트5,000P');
    await waitFor(() => expect(figures).toHaveTextContent('안 읽은 쪽지3통'));
    await waitFor(() => expect(figures).toHaveTextContent('고객센터 새 답변2건'));
  });

  it('links to the member pages it is given, in their groups, closing itself on the way', async () => {
    renderWithSite(<Host />);
    const shown = await dialog();
    const money = within(shown).getByRole('region', { name: '입출금' });
    expect(
      within(money)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['충전 신청', '테더 충전 신청']);
    const mine = within(shown).getByRole('region', { name: '내 정보' });
    fireEvent.click(within(mine).getByRole('button', { name: '지인추천 현황' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/friend');
  });

  it('leads from the level to the ladder of levels and their benefits on /member', async () => {
    renderWithSite(<Host />);
    fireEvent.click(within(await dialog()).getByRole('button', { name: '등급 혜택' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/member');
  });

  it('logs out, closes itself and goes to /login', async () => {
    renderWithSite(<Host />);
    fireEvent.click(within(await dialog()).getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/login'));
    expect(calls.some((call) => call.method === 'POST' && call.path === 'member/logout')).toBe(true);
    expect(useSessionStore.getState().token).toBeNull();
    expect(useAuthDialog.getState().open).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
