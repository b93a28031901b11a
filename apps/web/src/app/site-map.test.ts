/**
 * Issue 29: no member page without a way to it. Every route of the table is reachable from a menu
 * (the site map the drawer and the PC's 전체 메뉴 render, the top bar, the side menu, the phone's
 * footer), or stands in the list of deliberate exceptions below, each with its reason.
 */
import { describe, expect, it } from 'vitest';

import { gamesOfProvider, minigamePath, minigameProviders, sideMenuMinigameLinks } from '@site/contracts/minigames';

import { footerMenu, topMenu, type MenuItem } from './menu';
import { routes } from './routes';
import { koreaShortcuts, resultShortcuts } from './side-menu';
import { siteMap, siteMapFor } from './site-map';

const exceptions: Record<string, string> = {
  '/login': 'the sign-in page: a guest reaches it through 로그인, a member never needs it',
  '/maintenance': 'shown by the site itself while it is under maintenance',
  '/manager': "the partner's console, outside the member's site",
  '/admin': "the operator's console, outside the member's site",
  '/calculateCasino': 'a tab of 정산내역 (/calculate)',
  '/calculateEvent': 'a tab of 정산내역 (/calculate)',
  '/calculateSports': 'a tab of 정산내역 (/calculate)',
  '/calculateTether': 'a tab of 정산내역 (/calculate)',
  '/casino/index_cx': "an aggregator's tab of the live casino lobby",
  '/casino/index_vinus': "an aggregator's tab of the live casino lobby",
  '/slot/index_cx': "an aggregator's tab of the slot lobby",
  '/slot/index_vinus': "an aggregator's tab of the slot lobby",
  '/crypto/view/:id?': 'one tether request, opened from 테더 입출금 내역',
  '/customer/view/:id?': 'one inquiry, opened from 고객센터',
  '/customer/write/:flag?': "the inquiry form, opened from 고객센터's 문의하기",
  '/event/:id': 'one event, opened from 이벤트',
  '/free/write': "the post form, opened from 자유게시판's 글쓰기",
  '/free/view/:id?': 'one post, opened from 자유게시판',
  '/game_result/virtuals/basketball': 'a tab of 가상게임 결과',
  '/game_result/virtuals/dog': 'a tab of 가상게임 결과',
  '/game_result/virtuals/horse': 'a tab of 가상게임 결과',
  '/game_result/virtuals/soccer': 'a tab of 가상게임 결과',
};

/** The paths the menus lead to (an entry's section counts: 국내형 스포츠 stands for /korea's sport links). */
function reachable(): Set<string> {
  const items: MenuItem[] = [
    ...topMenu,
    ...siteMap.flatMap((group) => group.entries),
    ...koreaShortcuts,
    ...resultShortcuts,
    ...Object.values(footerMenu),
  ];
  // The side menu's minigame buttons (side-menu-content.tsx): each provider's games, then the shortcuts.
  const games = [
    ...minigameProviders.flatMap((provider) => gamesOfProvider(provider.key).map((game) => minigamePath(game))),
    ...sideMenuMinigameLinks.map((link) => `/minigame/${link.slug}`),
  ];
  return new Set([...items.flatMap((item) => [item.path, item.section ?? item.path]), ...games]);
}

describe('the menus as a map of the site', () => {
  it('reach every route of the table but the listed exceptions', () => {
    const paths = reachable();
    const unreached = routes.map((route) => route.path).filter((path) => !paths.has(path) && !(path in exceptions));
    expect(unreached).toEqual([]);
  });

  it('list as exceptions only routes of the table that no menu reaches', () => {
    const paths = reachable();
    const stale = Object.keys(exceptions).filter(
      (path) => paths.has(path) || !routes.some((route) => route.path === path),
    );
    expect(stale).toEqual([]);
  });

  it('reach 출석체크, 자유게시판, 베팅규정, the match tracker, the casino tournament and the tether pages from the site map', () => {
    const inMap = new Set(siteMap.flatMap((group) => group.entries.map((entry) => entry.path)));
    for (const path of ['/attendance', '/free', '/rule', '/livetv', '/tournament_casino', '/chargeCrypto'])
      expect(inMap).toContain(path);
    expect(inMap).toContain('/exchangeCrypto');
    expect(inMap).toContain('/crypto');
  });

  it('groups the map as Korean sites do, and shows a guest no member page', () => {
    expect(siteMap.map((group) => group.label)).toEqual([
      '스포츠',
      '게임',
      '입출금',
      '이벤트·혜택',
      '내 정보',
      '커뮤니티',
      '고객센터',
    ]);
    const guest = siteMapFor(false).flatMap((group) => group.entries.map((entry) => entry.path));
    expect(guest).toContain('/free');
    expect(guest).not.toContain('/charge');
    expect(guest).not.toContain('/attendance');
    expect(siteMapFor(false).map((group) => group.label)).not.toContain('입출금');
  });
});
