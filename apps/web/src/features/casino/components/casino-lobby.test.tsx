import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CasinoLobby as Lobby } from '@site/contracts/api/casino';
import type { User } from '@site/contracts/api/member';
import { casinoEndpoints } from '@site/contracts/endpoints/casino';

import AlertDialog from '../../../components/ui/alert-dialog';
import { useAlertQueue } from '../../../components/ui/alert';
import { answer, answerEach, refuse, scriptCalls, sentBody, type SentCall } from '../../../test/scripted-calls';
import { renderAt } from '../../../test/page-harness';
import { useAuthDialog } from '../../auth/dialog-store';
import { clearSession, startSession, useSessionStore } from '../../auth/session-store';
import { useCasinoLaunchDialog } from '../launch-store';
import { testLobby } from '../test-lobby';
import CasinoLobbyPage from '../pages/casino-lobby-page';

// The lobby keys a member's answer by their id; the rest of the member's record is not this test's subject.
vi.mock(import('../../auth/api/session'), async (original) => ({
  ...(await original()),
  useCurrentUser: () => (useSessionStore.getState().token ? ({ id: 7 } as User) : null),
}));

/** Serves the lobby and keeps the member's favourites as the server would. */
function serveLobby(lobby: Lobby): SentCall[] {
  let current = lobby;
  return scriptCalls([
    answerEach(casinoEndpoints.lobby, () => ({ body: current })),
    answerEach(casinoEndpoints.setFavourite, (sent) => {
      const change = sentBody(casinoEndpoints.setFavourite, sent);
      current = {
        ...current,
        games: current.games.map((g) => (g.code === change.gameCode ? { ...g, favourite: change.favourite } : g)),
      };
      return { body: change };
    }),
  ]);
}

const renderLobby = (url = '/casino') =>
  renderAt(
    url,
    <>
      <CasinoLobbyPage />
      <AlertDialog />
    </>,
  );

const tiles = () => within(screen.getByRole('list', { name: '게임 목록' })).getAllByRole('listitem');
const tileNames = () => tiles().map((tile) => tile.getAttribute('data-game'));

describe('the casino lobby', () => {
  beforeEach(() => {
    useAlertQueue.setState({ queue: [] });
    useCasinoLaunchDialog.setState({ request: null });
    useAuthDialog.setState({ open: null });
    startSession('member-token', 60);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists the vendors with their counts and the games with their names and badges', async () => {
    const sent = serveLobby(testLobby());
    renderLobby();
    expect(await screen.findByRole('heading', { name: '라이브카지노' })).toBeInTheDocument();
    const vendorTabs = await screen.findByRole('tablist', { name: '게임사' });
    expect(
      within(vendorTabs)
        .getAllByRole('tab')
        .map((tab) => tab.getAttribute('aria-label')),
    ).toEqual(['전체 4', '즐겨찾기 1', '에볼루션 3', '프라그마틱 · 점검중']);
    // Each vendor wears its own mark beside its name.
    expect(vendorTabs.querySelector('[data-vendor-mark="evolution"]')).toHaveTextContent('EVOLUTION');
    expect(tileNames()).toEqual(['evo-speed-a', 'evo-roulette', 'evo-squeeze', 'pp-mega']);
    expect(tiles()[0]).toHaveTextContent('스피드 바카라 A');
    expect(tiles()[0]).toHaveTextContent('HOT');
    expect(tiles()[1]).toHaveTextContent('NEW');
    expect(sent[0]?.url.search).toBe('?aggregator=playfun&product=casino');
    // The other aggregators' lobbies of the same product are a tab away.
    const aggregators = screen.getByRole('navigation', { name: '게임 제공사' });
    expect(within(aggregators).getByRole('link', { name: 'CX' })).toHaveAttribute('href', '/casino/index_cx');
    expect(within(aggregators).getByRole('link', { name: '플레이펀' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks for the slot lobby of the aggregator its address names', async () => {
    const sent = serveLobby(testLobby({ aggregator: 'vinus', product: 'slot' }));
    renderLobby('/slot/index_vinus');
    expect(await screen.findByRole('heading', { name: '슬롯게임 (비너스)' })).toBeInTheDocument();
    await screen.findByRole('list', { name: '게임 목록' });
    expect(sent[0]?.url.search).toBe('?aggregator=vinus&product=slot');
  });

  it('narrows the games to a vendor tab and to the search text', async () => {
    serveLobby(testLobby());
    renderLobby();
    fireEvent.click(await screen.findByRole('tab', { name: '프라그마틱 · 점검중' }));
    expect(tileNames()).toEqual(['pp-mega']);
    fireEvent.click(screen.getByRole('tab', { name: '전체 4' }));
    fireEvent.change(screen.getByRole('searchbox', { name: '게임 검색' }), { target: { value: '바카라' } });
    expect(tileNames()).toEqual(['evo-speed-a', 'evo-squeeze', 'pp-mega']);
    fireEvent.change(screen.getByRole('searchbox', { name: '게임 검색' }), { target: { value: '블랙잭' } });
    expect(screen.getByText("'블랙잭'에 해당하는 게임이 없습니다.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect(tileNames()).toHaveLength(4);
  });

  it('starts the search from the header search (?search=)', async () => {
    serveLobby(testLobby());
    renderLobby('/casino?search=룰렛');
    await screen.findByRole('list', { name: '게임 목록' });
    expect(tileNames()).toEqual(['evo-roulette']);
  });

  it('keeps a member’s favourites: the heart marks a game and 즐겨찾기 lists it', async () => {
    const sent = serveLobby(testLobby());
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: '스피드 바카라 A 즐겨찾기 추가' }));
    expect(await screen.findByRole('button', { name: '스피드 바카라 A 즐겨찾기 해제' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(sent.some((call) => call.url.pathname === '/api/casino/favourites')).toBe(true));
    expect(sent.find((call) => call.url.pathname === '/api/casino/favourites')?.body).toEqual({
      aggregator: 'playfun',
      gameCode: 'evo-speed-a',
      favourite: true,
    });
    fireEvent.click(screen.getByRole('tab', { name: '즐겨찾기 2' }));
    expect(tileNames()).toEqual(['evo-speed-a', 'evo-roulette']);
  });

  it('turns the heart back and says so when the favourite cannot be saved', async () => {
    scriptCalls([
      answer(casinoEndpoints.lobby, testLobby()),
      refuse(casinoEndpoints.setFavourite, 400, '게임을 찾을 수 없습니다.'),
    ]);
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: '스피드 바카라 A 즐겨찾기 추가' }));
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent('즐겨찾기를 저장하지 못했습니다.');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '스피드 바카라 A 즐겨찾기 추가' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('asks a guest to log in for a favourite, and offers no 즐겨찾기 tab', async () => {
    clearSession();
    const sent = serveLobby(testLobby({ games: testLobby().games.map((g) => ({ ...g, favourite: false })) }));
    renderLobby();
    const vendorTabs = await screen.findByRole('tablist', { name: '게임사' });
    expect(within(vendorTabs).queryByRole('tab', { name: /즐겨찾기/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '스피드 바카라 A 즐겨찾기 추가' }));
    const alert = await screen.findByRole('dialog');
    expect(alert).toHaveTextContent('로그인 후 이용해주세요.');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(useAuthDialog.getState().open).toBe('login'));
    expect(sent.filter((call) => call.url.pathname === '/api/casino/favourites')).toEqual([]);
  });

  it('asks to launch a game when its tile is tapped', async () => {
    serveLobby(testLobby());
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: '라이트닝 룰렛 실행' }));
    expect(useCasinoLaunchDialog.getState().request).toEqual({
      aggregator: 'playfun',
      product: 'casino',
      gameCode: 'evo-roulette',
      gameName: '라이트닝 룰렛',
    });
  });

  it('dims a game under maintenance, or of a vendor under maintenance, and opens nothing', async () => {
    serveLobby(testLobby());
    renderLobby();
    const switchedOff = await screen.findByRole('button', { name: '바카라 스퀴즈 점검중' });
    expect(screen.getByRole('button', { name: '메가 바카라 점검중' })).toBeInTheDocument();
    expect(switchedOff.closest('li')).toHaveAttribute('aria-disabled', 'true');
    expect(switchedOff).toHaveTextContent('점검중');
    fireEvent.click(switchedOff);
    expect(await screen.findByText('점검중입니다.')).toBeInTheDocument();
    expect(useCasinoLaunchDialog.getState().request).toBeNull();
  });

  it('says the whole lobby is under maintenance and dims every game', async () => {
    serveLobby(testLobby({ maintenance: true }));
    renderLobby();
    expect(await screen.findByText('현재 점검중입니다. 잠시 후 이용해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '스피드 바카라 A 점검중' })).toBeInTheDocument();
  });
});
