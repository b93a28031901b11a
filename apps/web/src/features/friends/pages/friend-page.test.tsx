import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { FriendStatus, ReferredMember } from '@site/contracts/api/friends';
import type { RollingSummary } from '@site/contracts/api/rolling';

import AlertDialog from '../../../components/ui/alert-dialog';
import { pageOf, renderAt, scriptApi } from '../../../test/page-harness';
import FriendPage from './friend-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const referred = (maskedId: string, active: boolean): ReferredMember => ({
  maskedId,
  joinedAt: '2026-11-05T03:00:00.000Z',
  level: 2,
  levelNm: '브론즈',
  active,
});

/** This month's rolling: only the totals are shown. */
const earnings: RollingSummary = {
  from: '2026-11-01',
  to: '2026-11-24',
  kinds: [],
  casinoBeforeTotal: 0,
  casinoAfterTotal: 0,
  slotBeforeTotal: 0,
  slotAfterTotal: 0,
  miniBeforeTotal: 0,
  miniAfterTotal: 0,
  beforeTotal: 12_000,
  afterTotal: 3_000,
  total: 15_000,
  agents: [],
  claimable: 12_000,
  claimableByKind: { sports: 12_000, live: 0, mini: 0, virtual: 0, casino: 0, slot: 0 },
  minSettlement: 10_000,
  approvalAbove: null,
  pendingSettlement: false,
};

function serve(items: ReferredMember[], activeCount: number, pageCount = 1): URL[] {
  const requests: URL[] = [];
  scriptApi(requests, (url): FriendStatus | RollingSummary | undefined =>
    url.pathname === '/api/friend'
      ? { code: 'demo', activeDays: 30, activeCount, referrals: { ...pageOf(items, url, pageCount), totalCount: 12 } }
      : url.pathname === '/api/calculate'
        ? earnings
        : undefined,
  );
  return requests;
}

describe('/friend', () => {
  it('shows the code, the link, the counts and the referred members, masked', async () => {
    serve([referred('ab***', true), referred('cd***', false)], 5, 2);
    renderAt('/friend', <FriendPage />);
    expect(await screen.findByText('demo')).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/?ref=demo`)).toBeInTheDocument();
    expect(screen.getByText('12명')).toBeInTheDocument();
    expect(screen.getByText('5명')).toBeInTheDocument();
    expect(screen.getByText('활동 회원: 최근 30일 안에 로그인한 회원')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: '내가 추천한 회원' })).getAllByRole('listitem');
    // Each row: masked id, sign-up day, the level (its icon's number, then its name), active or not.
    expect(rows.map((row) => row.textContent)).toEqual([
      'ab***가입일 2026-11-052브론즈활동',
      'cd***가입일 2026-11-052브론즈미활동',
    ]);
    expect(await screen.findByText('15,000원')).toBeInTheDocument();
    expect(screen.getByText('12,000원')).toBeInTheDocument();
    expect(screen.getByText('3,000원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '정산내역 보기' })).toHaveAttribute('href', '/calculate');
  });

  it('asks for the page the pager picks', async () => {
    const requests = serve([referred('ab***', true)], 1, 2);
    renderAt('/friend', <FriendPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('ab***');
    await vi.waitFor(() =>
      expect(
        requests
          .filter((url) => url.pathname === '/api/friend')
          .at(-1)
          ?.searchParams.get('page'),
      ).toBe('2'),
    );
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serve([], 0);
    renderAt(
      '/friend',
      <>
        <FriendPage />
        <AlertDialog />
      </>,
    );
    expect(await screen.findByText('아직 추천한 회원이 없습니다. 추천 링크를 공유해보세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '추천 링크 복사' }));
    expect(await screen.findByText('복사되었습니다.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=demo`);
  });
});
