import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pageOf, renderAt, scriptApi } from '../../../test/page-harness';
import { fixture, market } from '../test-fixtures';
import InplayPage from './inplay-page';

/** The odds stream is not part of these tests: a connection that never says anything. */
class SilentEventSource {
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  addEventListener() {}
  close() {}
}

const followed = fixture({
  id: 77,
  home: '울산 HD',
  away: '전북 현대',
  status: 'live',
  live: { clock: '63′', homeScore: 1, awayScore: 0 },
  markets: [market({ id: 700, marketType: '12' })],
  marketCount: 1,
});

beforeEach(() => {
  vi.stubGlobal('EventSource', SilentEventSource);
  scriptApi([], (url) => {
    if (url.pathname === '/api/sports/fixtures/77') return followed;
    if (url.pathname === '/api/sports/fixtures') return pageOf([], url);
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/inplay?fixture=', () => {
  it("opens the named fixture's markets above the board, as /livetv's button links", async () => {
    renderAt(
      '/inplay?fixture=77',
      <Routes>
        <Route path="/inplay" element={<InplayPage />} />
      </Routes>,
    );
    const chosen = await screen.findByRole('region', { name: '울산 HD vs 전북 현대' });
    expect(await within(chosen).findByText('1.85')).toBeInTheDocument();
  });
});
