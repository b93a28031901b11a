/**
 * Issue 29: no member page without a way to it, and one behaviour per entry. Every route of the table
 * is reachable from a menu — the phone's drawer, the PC's top bar, side menu and 전체 메뉴, the footer,
 * the 내 정보 dialog, the home page's tiles, the member bar — or stands in the list of deliberate
 * exceptions below, each with its reason; and an entry does the same thing in every menu it stands in.
 */
import { describe, expect, it } from 'vitest';

import { gamesOfProvider, minigamePath, minigameProviders, sideMenuMinigameLinks } from '@site/contracts/minigames';

import { findRoute, routes } from './routes';
import {
  bottomBar,
  entries,
  footerGroups,
  homeTiles,
  memberBar,
  sideMenu,
  siteMap,
  siteMapFor,
  topBar,
  userInfoGroups,
  type SiteEntry,
  type SiteMapGroup,
} from './site-map';

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
  '/slip/:code': 'a shared slip, opened from the link a member shared (베팅 공유)',
  '/game_result/virtuals/basketball': 'a tab of 가상게임 결과',
  '/game_result/virtuals/dog': 'a tab of 가상게임 결과',
  '/game_result/virtuals/horse': 'a tab of 가상게임 결과',
  '/game_result/virtuals/soccer': 'a tab of 가상게임 결과',
};

const inGroups = (groups: readonly SiteMapGroup[]) => groups.flatMap((group) => group.entries);

/** Every menu of the site, as the entries it shows (to a member: a guest sees fewer). */
const menus: Record<string, readonly SiteEntry[]> = {
  drawer: inGroups(siteMapFor(true)),
  'top bar': topBar,
  'side menu': Object.values(sideMenu).flat(),
  '전체 메뉴': inGroups(siteMapFor(true)),
  footer: inGroups(footerGroups),
  "the phone's bar of five": bottomBar,
  '내 정보': inGroups(userInfoGroups),
  'home tiles': homeTiles,
  'member bar': Object.values(memberBar).flat(),
};
const everyEntry = Object.values(menus).flat();

/** The paths the menus lead to (an entry's section counts: 국내형 스포츠 stands for /korea's sport links). */
function reachable(shown: readonly SiteEntry[] = everyEntry): Set<string> {
  const links = shown.filter((entry) => entry.action === 'route');
  // The side menu's minigame buttons (side-menu-content.tsx): each provider's games, then the shortcuts.
  const games = [
    ...minigameProviders.flatMap((provider) => gamesOfProvider(provider.key).map((game) => minigamePath(game))),
    ...sideMenuMinigameLinks.map((link) => `/minigame/${link.slug}`),
  ];
  return new Set([...links.flatMap((entry) => [entry.path, entry.section ?? entry.path]), ...games]);
}

/** The routes of the table that the menus showing `shown` do not reach and that are no exception. */
const unreached = (shown: readonly SiteEntry[] = everyEntry): string[] => {
  const paths = reachable(shown);
  return routes.map((route) => route.path).filter((path) => !paths.has(path) && !(path in exceptions));
};

describe('the menus as a map of the site', () => {
  it('reach every route of the table but the listed exceptions', () => {
    expect(unreached()).toEqual([]);
  });

  it('list as exceptions only routes of the table that no menu reaches', () => {
    const paths = reachable();
    const stale = Object.keys(exceptions).filter(
      (path) => paths.has(path) || !routes.some((route) => route.path === path),
    );
    expect(stale).toEqual([]);
  });

  it('are walked whole: a page that every menu lost is named', () => {
    for (const [menu, list] of Object.entries(menus)) expect(list.length, menu).toBeGreaterThan(0);
    expect(unreached(everyEntry.filter((entry) => entry.path !== '/free'))).toEqual(['/free']);
    expect(unreached(everyEntry.filter((entry) => entry !== entries.livetv))).toEqual(['/livetv']);
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

describe('one behaviour per entry, wherever it is tapped', () => {
  const allEntries: readonly SiteEntry[] = Object.values(entries);

  it('every menu shows the site map’s own entries, never an entry of its own', () => {
    for (const [menu, list] of Object.entries(menus))
      for (const entry of list) expect(allEntries, `${menu}: ${entry.label}`).toContain(entry);
  });

  it('an entry to a page is a link, open to whom its route is: its guard decides, in every menu', () => {
    for (const entry of everyEntry.filter((item) => item.action === 'route')) {
      const access = findRoute(entry.path)?.access;
      expect(entry.who, entry.label).toBe(access === 'everyone' ? 'everyone' : 'member');
    }
    const byPath = new Map<string, Set<string>>();
    for (const entry of everyEntry.filter((item) => item.action === 'route'))
      byPath.set(entry.path, (byPath.get(entry.path) ?? new Set()).add(`${entry.action} ${entry.who}`));
    for (const [path, behaviours] of byPath) expect([...behaviours], path).toHaveLength(1);
  });

  it('유럽형 and 인플레이 open their public pages, 라이브카지노 and 슬롯게임 their lobbies, from every menu', () => {
    const cases = [
      ['/europe', 'everyone'],
      ['/inplay', 'everyone'],
      ['/casino', 'everyone'],
      ['/slot', 'everyone'],
    ] as const;
    for (const [path, who] of cases) {
      const shown = Object.entries(menus).flatMap(([menu, list]) =>
        list.filter((entry) => entry.path === path).map((entry) => ({ menu, action: entry.action, who: entry.who })),
      );
      expect(shown.map((place) => place.menu)).toEqual(expect.arrayContaining(['drawer', 'top bar', 'home tiles']));
      for (const place of shown) expect(place, path).toMatchObject({ action: 'route', who });
    }
  });

  it('no menu shows an entry twice', () => {
    for (const [menu, list] of Object.entries(menus)) expect(new Set(list).size, menu).toBe(list.length);
  });

  it('opens a dialog only for the roulette, which is no page', () => {
    expect(allEntries.filter((entry) => entry.action !== 'route')).toEqual([entries.roulette]);
  });
});
