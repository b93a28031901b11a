import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { REPORT_PRODUCTS, type ProductsRow, type Report } from '@site/contracts/api/admin-reports';
import { seoulToday, shiftDay } from '@site/contracts/clock';
import { reportAdminEndpoints } from '@site/contracts/endpoints/reports';

import { renderWithSite } from '../../../test/console/harness';
import { answer, scriptCalls } from '../../../test/scripted-calls';
import { ReportsSection } from './reports-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const products = (period: string | null, stakes: number, payouts: number): ProductsRow => ({
  period,
  byProduct: Object.fromEntries(
    REPORT_PRODUCTS.map((product) => [
      product,
      product === 'sports' ? { stakes, payouts, ggr: stakes - payouts } : { stakes: 0, payouts: 0, ggr: 0 },
    ]),
  ) as ProductsRow['byProduct'],
  stakes,
  payouts,
  ggr: stakes - payouts,
  bonuses: 1_000,
  ngr: stakes - payouts - 1_000,
});

const report = (day: string): Report => ({
  grain: 'day',
  from: day,
  to: day,
  periods: [day],
  products: { rows: [products(day, 50_000, 80_000)], total: products(null, 50_000, 80_000) },
  cash: {
    rows: [{ period: day, deposits: 100_000, depositCount: 2, withdrawals: 30_000, withdrawalCount: 1, net: 70_000 }],
    total: { period: null, deposits: 100_000, depositCount: 2, withdrawals: 30_000, withdrawalCount: 1, net: 70_000 },
  },
  members: {
    rows: [{ period: day, signUps: 3, active: 7, depositing: 2 }],
    total: { period: null, signUps: 3, active: 7, depositing: 2 },
  },
  partners: [],
});

describe('리포트', () => {
  it('asks for the last seven Seoul days by day and shows each section as a chart over its table, a loss in red', async () => {
    const today = seoulToday();
    const calls = scriptCalls([answer(reportAdminEndpoints.report, report(today))]);
    renderWithSite(<ReportsSection />);

    const table = await screen.findByRole('table', { name: '상품별 손익' });
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      grain: 'day',
      from: shiftDay(today, -6),
      to: today,
    });
    const [, row, total] = within(table).getAllByRole('row');
    expect(within(row as HTMLElement).getByRole('rowheader')).toHaveTextContent(today);
    expect(within(row as HTMLElement).getAllByText('-30,000원')[0]).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(total).toHaveTextContent('합계');
    expect(screen.getByRole('img', { name: '상품별 손익: 기간별 베팅와 당첨 막대 그래프' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '입출금' })).getAllByText('100,000원')).toHaveLength(2);
    expect(within(screen.getByRole('table', { name: '회원' })).getAllByText('7')).toHaveLength(2);
    expect(screen.getByText('파트너가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '입출금 CSV 다운로드' })).toBeEnabled();
  });

  it('says in Korean why a range is refused and asks nothing until it is fixed', async () => {
    const today = seoulToday();
    const calls = scriptCalls([
      answer(reportAdminEndpoints.report, report(today)),
      answer(reportAdminEndpoints.report, report(today)),
    ]);
    renderWithSite(<ReportsSection />);
    await screen.findByRole('table', { name: '상품별 손익' });
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: shiftDay(today, -100) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('일 단위 리포트는 한 번에 92일까지 볼 수 있습니다.');
    expect(calls).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: '월' }));
    await screen.findByRole('table', { name: '상품별 손익' });
    expect(calls).toHaveLength(2);
    expect(Object.fromEntries(calls[1]?.url.searchParams ?? [])).toMatchObject({ grain: 'month' });
  });
});
