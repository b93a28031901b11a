import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { tournamentEndpoints } from '@site/contracts/endpoints/tournaments';

import { answer, scriptCalls } from '../../../test/scripted-calls';
import { renderWithSite } from '../../../test/console/harness';
import { JackpotBanner } from './jackpot-banner';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const figure = () => screen.getByRole('status');

describe('the jackpot banner', () => {
  it('shows the pool and keeps counting up at its rate as time passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    scriptCalls([answer(tournamentEndpoints.jackpot, { pool: 10_000_000, growthPerHour: 3_600_000, lastWin: null })]);
    renderWithSite(<JackpotBanner />);

    expect(await screen.findByRole('region', { name: '슬롯 잭팟' })).toBeInTheDocument();
    const first = Number(figure().textContent?.replace(/\D/g, ''));
    expect(first).toBeGreaterThanOrEqual(10_000_000);
    expect(figure()).toHaveTextContent(/^₩ [\d,]+$/);

    // A thousand won a second at this rate: ten seconds later the figure stands thousands higher.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const later = Number(figure().textContent?.replace(/\D/g, ''));
    expect(later - first).toBeGreaterThan(1_000);
    expect(figure()).toHaveTextContent(/^₩ \d{2},\d{3},\d{3}$/);
  });
});
