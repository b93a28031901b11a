import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SearchResult } from '@site/contracts/api/sports-search';
import { sportsEndpoints } from '@site/contracts/endpoints/sports';

import { answer, scriptCalls } from '../../../test/scripted-calls';
import { Address, renderAt } from '../../../test/page-harness';
import { SearchResultsSlot } from './search-results-slot';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fixture = (
  id: number,
  home: string,
  away: string,
  startAt: string,
  status: 'scheduled' | 'live' = 'scheduled',
) => ({
  id,
  sportId: 6046,
  locationId: 1,
  locationNameKorean: '대한민국',
  leagueId: 101,
  leagueNameKorean: 'K리그1',
  home,
  away,
  startAt,
  status,
  live: status === 'live' ? { clock: '67′', homeScore: 1, awayScore: 0 } : null,
});

const found: SearchResult = {
  groups: [
    { book: 'korea', fixtures: [fixture(11, '울산 HD', '전북 현대', '2026-11-24T10:30:00.000Z')] },
    { book: 'europe', fixtures: [fixture(11, '울산 HD', '전북 현대', '2026-11-24T10:30:00.000Z')] },
    { book: 'inplay', fixtures: [] },
  ],
};

const page = (
  <>
    <SearchResultsSlot />
    <Address />
  </>
);

describe('the search results (?search=)', () => {
  it('shows nothing and asks nothing without a search text', () => {
    const sent = scriptCalls([]);
    renderAt('/free?search=%20%20', page);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('groups the fixtures by book with teams, league and Seoul start time, each opening in its book', async () => {
    const sent = scriptCalls([answer(sportsEndpoints.search, found)]);
    renderAt('/free?search=%EC%9A%B8%EC%82%B0', page);
    const results = await screen.findByRole('region', { name: '‘울산’ 검색 결과' });
    const korea = await within(results).findByRole('region', { name: '국내형' });
    expect(korea).toHaveTextContent('울산 HD vs 전북 현대');
    expect(korea).toHaveTextContent('K리그1');
    expect(korea).toHaveTextContent('11-24 19:30');
    expect(within(results).getByRole('region', { name: '유럽형' })).toBeInTheDocument();
    // A book without a match is left out rather than shown empty.
    expect(within(results).queryByRole('region', { name: '인플레이' })).not.toBeInTheDocument();
    expect(sent[0]?.url.searchParams.get('q')).toBe('울산');
    fireEvent.click(within(korea).getByRole('link', { name: /울산 HD vs 전북 현대/ }));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/korea/cross?fixture=11');
  });

  it('says so in Korean when nothing matches, and closing drops only the search', async () => {
    scriptCalls([answer(sportsEndpoints.search, { groups: found.groups.map((g) => ({ ...g, fixtures: [] })) })]);
    renderAt('/free?page=2&search=zzz', page);
    expect(await screen.findByText('검색어와 일치하는 팀이나 리그의 예정된 경기가 없습니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '검색 닫기' }));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/free?page=2');
    expect(screen.queryByRole('region', { name: '‘zzz’ 검색 결과' })).not.toBeInTheDocument();
  });

  it('opens a live fixture on the in-play board', async () => {
    scriptCalls([
      answer(sportsEndpoints.search, {
        groups: [{ book: 'inplay', fixtures: [fixture(7, '아스널', '첼시', '2026-11-24T10:00:00.000Z', 'live')] }],
      }),
    ]);
    renderAt('/?search=%EC%95%84%EC%8A%A4%EB%84%90', page);
    const inplay = await screen.findByRole('region', { name: '인플레이' });
    expect(inplay).toHaveTextContent('진행 중');
    fireEvent.click(within(inplay).getByRole('link'));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/inplay?fixture=7');
  });
});
