import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AdminCasinoRound, AdminCasinoSettings } from '@site/contracts/api/admin-casino';

import { closeAlert, renderWithSite, scriptServer, type Call } from '../../../test/console/harness';
import { CasinoSection } from './casino-section';

const settings = (evoEnabled: boolean): AdminCasinoSettings => ({
  aggregators: [
    {
      aggregator: 'playfun',
      nameKorean: '플레이펀',
      connected: true,
      products: [
        { product: 'casino', enabled: true },
        { product: 'slot', enabled: true },
      ],
      vendors: [
        { code: 'evo', nameKorean: '에볼루션', product: 'casino', gameCount: 3, enabled: evoEnabled, minLevel: 1 },
      ],
    },
    { aggregator: 'cx', nameKorean: 'CX', connected: false, products: [], vendors: [] },
  ],
});

const round: AdminCasinoRound = {
  id: 7,
  betId: 70,
  member: { id: 3, userId: 'player1', nickName: '플레이어' },
  aggregator: 'playfun',
  product: 'casino',
  vendor: 'evo',
  vendorNameKorean: '에볼루션',
  gameCode: 'evo-baccarat',
  gameNameKorean: '스피드 바카라',
  providerRoundId: 'r-77',
  stake: 20_000,
  win: 0,
  status: 'open',
  detail: null,
  openedAt: '2026-03-01T03:04:05.000Z',
  closedAt: null,
};

function server() {
  let stored = settings(true);
  let stuck = [round];
  return scriptServer({
    'GET admin/casino/settings': () => ({ body: stored }),
    'PUT admin/casino/vendors/playfun/evo': (call: Call) => {
      stored = settings((call.body as { enabled: boolean }).enabled);
      return { body: stored };
    },
    'GET admin/casino/rounds/stuck': () => ({ body: { rounds: stuck } }),
    'POST admin/casino/rounds/7/rollback': () => {
      stuck = [];
      return { body: { ...round, status: 'cancelled' } };
    },
    'GET admin/casino/rounds': () => ({ body: { items: [round], page: 1, pageCount: 1, totalCount: 1 } }),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('카지노 관리', () => {
  it('switches a vendor off and rolls a stuck round back after the operator confirms', async () => {
    const calls = server();
    renderWithSite(<CasinoSection />);

    expect(await screen.findByText('연결 안 됨 (점검중)')).toBeInTheDocument();
    const evo = await screen.findByRole('switch', { name: '에볼루션 사용' });
    expect(evo).toBeChecked();
    fireEvent.click(evo);
    await waitFor(() => expect(screen.getByRole('switch', { name: '에볼루션 사용' })).not.toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: false, minLevel: 1 });

    const stuck = screen.getByRole('heading', { name: '미종료 라운드' }).closest('section');
    if (!stuck) throw new Error('the stuck rounds are not in a section');
    fireEvent.click(await within(stuck).findByRole('button', { name: '라운드 취소' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('player1 회원의 라운드 r-77를 취소하고 베팅금 20,000원을 반환합니다.');
    fireEvent.click(within(dialog).getByRole('button', { name: '라운드 취소' }));
    await closeAlert('라운드가 취소되었습니다.');
    expect(await within(stuck).findByText('미종료 라운드가 없습니다.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'admin/casino/rounds/7/rollback',
    ]);
  });
});
