import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { CouponBox as Box, CouponView } from '@site/contracts/api/coupon-box';
import { couponEndpoints } from '@site/contracts/endpoints/coupons';

import { closeAlert, renderWithSite } from '../../../test/console/harness';
import { answer, answerInTurn, scriptCalls } from '../../../test/scripted-calls';
import { useRouletteDialog } from '../../roulette/roulette-store';
import { CouponBox } from './coupon-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useRouletteDialog.setState({ open: null });
});

const coupon = (patch: Partial<CouponView> & Pick<CouponView, 'id' | 'face' | 'name'>): CouponView => ({
  source: 'operator',
  sourceName: '관리자 지급',
  state: 'usable',
  expiresAt: '2026-12-24T03:00:00.000Z',
  usedAt: null,
  fulfilledAt: null,
  createdAt: '2026-11-24T03:00:00.000Z',
  ...patch,
});

const money = coupon({ id: 1, face: { kind: 'money', amount: 10_000 }, name: '머니 쿠폰 10,000원' });
const expired = coupon({
  id: 2,
  face: { kind: 'point', amount: 5_000 },
  name: '포인트 쿠폰 5,000P',
  state: 'expired',
  expiresAt: '2026-11-20T03:00:00.000Z',
});
const chicken = coupon({
  id: 3,
  face: { kind: 'voucher', voucher: 'chicken' },
  name: '치킨 교환권',
  source: 'roulette',
  sourceName: '룰렛 당첨',
  state: 'pending',
  expiresAt: null,
});

const box: Box = {
  coupons: [money, chicken, expired],
  roulette: [
    { wheel: 100, count: 2 },
    { wheel: 200, count: 0 },
    { wheel: 300, count: 1 },
    { wheel: 400, count: 0 },
    { wheel: 500, count: 0 },
  ],
};

describe('/coupon', () => {
  it('spins a wheel the member holds coupons for, and not one they do not', async () => {
    scriptCalls([answer(couponEndpoints.box, box)]);
    renderWithSite(<CouponBox />);
    const roulette = await screen.findByRole('region', { name: '룰렛 쿠폰' });
    const wheel100 = within(roulette).getByRole('listitem', { name: '룰렛 100' });
    expect(wheel100).toHaveTextContent('보유 2장');
    expect(within(roulette).getByRole('listitem', { name: '룰렛 200' })).toHaveTextContent('보유 0장');
    expect(
      within(within(roulette).getByRole('listitem', { name: '룰렛 200' })).getByRole('button', { name: '룰렛 돌리기' }),
    ).toBeDisabled();
    fireEvent.click(within(within(roulette).getByRole('listitem', { name: '룰렛 300' })).getByRole('button'));
    expect(useRouletteDialog.getState().open).toBe(300);
  });

  it('uses a money coupon after confirming, says what was paid, and shows expired ones without a button', async () => {
    const sent = scriptCalls([
      answerInTurn(couponEndpoints.box, [
        { body: box },
        {
          body: {
            ...box,
            coupons: [chicken, { ...money, state: 'used', usedAt: '2026-11-24T04:00:00.000Z' }, expired],
          },
        },
      ]),
      answer(couponEndpoints.use, {
        coupon: { ...money, state: 'used' },
        currency: 'money',
        amount: 10_000,
        emoney: 60_000,
        point: 0,
      }),
    ]);
    renderWithSite(<CouponBox />);
    const cash = await screen.findByRole('region', { name: '머니·포인트 쿠폰' });
    const expiredRow = within(cash).getByRole('listitem', { name: '포인트 쿠폰 5,000P' });
    expect(expiredRow).toHaveTextContent('기간만료');
    expect(within(expiredRow).queryByRole('button')).not.toBeInTheDocument();
    const row = within(cash).getByRole('listitem', { name: '머니 쿠폰 10,000원' });
    expect(row).toHaveTextContent('사용가능');
    expect(row).toHaveTextContent('2026-12-24 12:00');

    fireEvent.click(within(row).getByRole('button', { name: '사용하기' }));
    await closeAlert('이 쿠폰을 사용하시겠습니까? 머니 쿠폰 10,000원');
    await closeAlert('쿠폰이 사용되었습니다. 10,000원이 지급되었습니다.');
    expect(sent.filter((call) => call.url.pathname.endsWith('/coupon/1/use'))).toHaveLength(1);
    await waitFor(() =>
      expect(within(cash).getByRole('listitem', { name: '머니 쿠폰 10,000원' })).toHaveTextContent('사용완료'),
    );
    expect(
      within(within(cash).getByRole('listitem', { name: '머니 쿠폰 10,000원' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    const vouchers = screen.getByRole('region', { name: '교환권' });
    expect(within(vouchers).getByRole('listitem', { name: '치킨 교환권' })).toHaveTextContent('발송대기');
  });

  it('says so when the box is empty', async () => {
    scriptCalls([
      answer(couponEndpoints.box, { coupons: [], roulette: box.roulette.map((r) => ({ ...r, count: 0 })) }),
    ]);
    renderWithSite(<CouponBox />);
    expect(await screen.findByText('머니·포인트 쿠폰이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText(/교환권이 없습니다/)).toBeInTheDocument();
  });
});
