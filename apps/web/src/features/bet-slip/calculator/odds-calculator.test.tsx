import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { calculatorTotals, oddsOf } from './calculator-totals';
import { OddsCalculator } from './odds-calculator';

afterEach(cleanup);

const rules = { bonusOdds: [{ minPicks: 3, odds: 1.05 }], maxPayout: 5_000_000 };

const figure = (name: string) =>
  within(
    screen.getByRole('definition', { name: (_, el) => el.previousElementSibling?.textContent === name }),
  ).getByText(/./);

describe('the odds calculator', () => {
  it('multiplies the odds as the cart does (floored to two places) and adds the folder bonus from 3 picks', () => {
    expect(calculatorTotals(['1.85', '2.10'], 10_000, rules)).toMatchObject({
      picks: 2,
      totalOdds: 3.88,
      bonusOdds: 1,
      expectedPayout: 38_800,
    });
    const three = calculatorTotals(['1.85', '2.10', '1.50'], 10_000, rules);
    expect(three).toMatchObject({ picks: 3, totalOdds: 5.82, bonusOdds: 1.05 });
    expect(three.expectedPayout).toBe(61_110);
  });

  it('leaves out rows without odds and caps the payout at the maximum', () => {
    expect(oddsOf('')).toBeNull();
    expect(oddsOf('1')).toBeNull();
    expect(oddsOf('abc')).toBeNull();
    expect(calculatorTotals(['', '2.00', '1'], 10_000, rules)).toMatchObject({ picks: 1, totalOdds: 2 });
    expect(calculatorTotals(['50', '50', '50'], 100_000, rules)).toMatchObject({
      expectedPayout: 5_000_000,
      capped: true,
    });
  });

  it('totals what the member types, rows added and removed', () => {
    render(<OddsCalculator rules={rules} />);
    fireEvent.change(screen.getByLabelText('1번 배당'), { target: { value: '1.85' } });
    fireEvent.change(screen.getByLabelText('2번 배당'), { target: { value: '2.10' } });
    fireEvent.click(screen.getByRole('button', { name: '배당 추가' }));
    fireEvent.change(screen.getByLabelText('3번 배당'), { target: { value: '1.50' } });
    fireEvent.change(screen.getByLabelText('베팅금액'), { target: { value: '10000' } });
    expect(figure('선택 경기 수')).toHaveTextContent('3');
    expect(figure('배당률')).toHaveTextContent('5.82');
    expect(figure('보너스 배당')).toHaveTextContent('1.05');
    expect(figure('예상 당첨금')).toHaveTextContent('61,110원');
    fireEvent.click(screen.getByRole('button', { name: '3번 배당 삭제' }));
    expect(figure('보너스 배당')).toHaveTextContent('-');
    expect(figure('예상 당첨금')).toHaveTextContent('38,800원');
  });
});
