import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { rollingStatusSchema, type RollingStatus as Rolling } from '@site/contracts/api/cashier';

import { RollingStatus } from './rolling-status';

const notMet: Rolling = rollingStatusSchema.parse({
  since: '2026-03-01T03:00:00.000Z',
  required: 300_000,
  done: 120_000,
  remaining: 180_000,
  met: false,
  byType: [
    { gameType: 1, weight: 100, staked: 100_000, counted: 100_000 },
    { gameType: 3, weight: 50, staked: 40_000, counted: 20_000 },
    { gameType: 5, weight: 0, staked: 10_000, counted: 0 },
  ],
});

describe('RollingStatus', () => {
  afterEach(cleanup);

  it('shows how much is left to bet when the requirement is not met', () => {
    render(<RollingStatus rolling={notMet} />);
    const panel = screen.getByRole('region', { name: '롤링 현황' });
    expect(panel).toHaveTextContent('필요 롤링300,000원');
    expect(panel).toHaveTextContent('달성 롤링120,000원');
    expect(panel).toHaveTextContent('남은 롤링180,000원');
    expect(within(panel).getByRole('status')).toHaveTextContent('180,000원을 더 베팅하면 환전할 수 있습니다.');
    expect(within(panel).getByRole('progressbar', { name: '롤링 달성률' })).toHaveAttribute('aria-valuenow', '40');
    expect(panel).toHaveTextContent('26-03-01 12:00:00 이후 기준');
  });

  it('lists each game type by its Korean name with what counted', () => {
    render(<RollingStatus rolling={notMet} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '스포츠100%100,000100,000',
      '미니게임50%40,00020,000',
      '카지노0%10,0000',
    ]);
  });

  it('says the member may withdraw once it is met', () => {
    render(
      <RollingStatus
        rolling={rollingStatusSchema.parse({ ...notMet, since: null, done: 300_000, remaining: 0, met: true })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('롤링 조건을 충족했습니다.');
    expect(screen.getByRole('status')).not.toHaveTextContent('더 베팅하면');
    expect(screen.getByRole('region', { name: '롤링 현황' })).toHaveTextContent('가입 이후 기준');
  });
});
