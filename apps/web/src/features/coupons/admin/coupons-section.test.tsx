import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CouponIssueView, VoucherList } from '@site/contracts/api/coupon-box';

import { closeAlert, renderWithSite, scriptServer } from '../../../test/console/harness';
import { CouponsSection } from './coupons-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const issued: CouponIssueView = {
  id: 4,
  face: { kind: 'money', amount: 10_000 },
  name: '머니 쿠폰 10,000원',
  target: 'level',
  targetName: '레벨 3',
  memo: '주말 이벤트',
  expiresAt: null,
  createdAt: '2026-11-24T03:00:00.000Z',
  issued: 120,
  used: 30,
  expired: 0,
  usable: 90,
};

const vouchers: VoucherList = {
  pending: [
    {
      id: 9,
      userId: 'demo',
      nickname: '데모회원',
      voucher: 'pizza',
      name: '피자 교환권',
      wonAt: '2026-11-24T03:00:00.000Z',
      fulfilledAt: null,
      memo: null,
    },
  ],
  fulfilled: [
    {
      id: 7,
      userId: 'player1',
      nickname: '플레이어',
      voucher: 'chicken',
      name: '치킨 교환권',
      wonAt: '2026-11-20T03:00:00.000Z',
      fulfilledAt: '2026-11-21T03:00:00.000Z',
      memo: '기프티콘 5555',
    },
  ],
};

describe('console 쿠폰 관리', () => {
  it('issues a coupon to a member after confirming, and lists issues with their counts', async () => {
    const calls = scriptServer({
      'GET admin/coupons/issues': () => ({ body: { issues: [issued] } }),
      'POST admin/coupons/issues': () => ({ body: { ...issued, id: 5, issued: 1, target: 'member' } }),
      'GET admin/coupons/target-count': (call) => ({ body: { count: call.query?.userId === 'demo' ? 1 : 0 } }),
      'GET admin/coupons/vouchers': () => ({ body: vouchers }),
    });
    renderWithSite(<CouponsSection />);
    const list = await screen.findByRole('table', { name: '지급 내역' });
    expect(
      within(list).getByRole('row', { name: /머니 쿠폰 10,000원 레벨 3 무기한 120 30 0 90 주말 이벤트/ }),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: '쿠폰 지급' });
    // A member who does not exist: nothing to confirm.
    fireEvent.change(within(form).getByLabelText('회원 아이디'), { target: { value: 'nobody' } });
    fireEvent.click(within(form).getByRole('button', { name: '지급하기' }));
    await closeAlert('지급할 회원을 찾을 수 없습니다.');
    fireEvent.change(within(form).getByLabelText('회원 아이디'), { target: { value: 'demo' } });
    fireEvent.change(within(form).getByLabelText(/금액/), { target: { value: '5000' } });
    fireEvent.change(within(form).getByLabelText(/만료 일시/), { target: { value: '2026-12-31T23:59' } });
    fireEvent.click(within(form).getByRole('button', { name: '지급하기' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('회원 demo (1명)에게 머니 쿠폰 5,000원을 지급합니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '지급하기' }));
    await closeAlert('쿠폰을 1명에게 지급했습니다.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      face: { kind: 'money', amount: 5_000 },
      target: 'member',
      userId: 'demo',
      expiresAt: '2026-12-31T23:59:00+09:00',
      memo: '',
    });
  });

  it('sends a pending voucher with a memo', async () => {
    const calls = scriptServer({
      'GET admin/coupons/issues': () => ({ body: { issues: [] } }),
      'GET admin/coupons/vouchers': () => ({ body: vouchers }),
      'POST admin/coupons/vouchers/9/fulfil': () => ({
        body: { ...vouchers.pending[0], fulfilledAt: '2026-11-24T05:00:00.000Z', memo: '1234' },
      }),
    });
    renderWithSite(<CouponsSection />);
    expect(await screen.findByText('지급한 쿠폰이 없습니다.')).toBeInTheDocument();
    const sent = await screen.findByRole('table', { name: '발송 완료' });
    expect(within(sent).getByRole('row', { name: /player1/ })).toHaveTextContent(
      'player1 (플레이어)치킨 교환권2026-11-20 12:002026-11-21 12:00기프티콘 5555',
    );
    const row = await screen.findByRole('group', { name: 'demo 피자 교환권' });
    fireEvent.click(within(row).getByRole('button', { name: '발송 처리' }));
    // An empty memo is refused on its field, before any call.
    expect(await within(row).findByText('발송 메모를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(within(row).getByLabelText(/발송 메모/), { target: { value: '1234' } });
    fireEvent.click(within(row).getByRole('button', { name: '발송 처리' }));
    await closeAlert('발송 처리했습니다. 회원에게 쪽지를 보냈습니다.');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'admin/coupons/vouchers/9/fulfil')).toHaveLength(1),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ memo: '1234' });
  });
});
