/**
 * The route table of SPEC.md §2 as data: path, page module (loaded lazily), layout and who may
 * enter. The router, the menus and the browser tests all read this table; no path is written twice.
 * This file must stay free of React so that Node-side tests can import it.
 */
import type { ComponentType } from 'react';

import { minigameGames, minigameProviders, sideMenuMinigameLinks } from '@site/contracts/minigames';
import type { MinigameGame } from '@site/contracts/minigames';

import { ko, type PageTextKey } from '../i18n/ko';

/** `console`: the operator console's own frame (features/admin/frame), loaded with it. */
export type LayoutName = 'main' | 'auth' | 'maintenance' | 'console';
/** Who may open a route; enforced by the navigation guards. */
export type Access = 'everyone' | 'member' | 'manager' | 'admin';
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface RouteEntry {
  path: string;
  title: string;
  /**
   * A section page's key in ko.pages and ko-page-empty.ts: the page shows that empty text, which
   * loads with the page rather than with every first page.
   */
  text?: PageTextKey;
  layout: LayoutName;
  access: Access;
  load: PageLoader;
  /** Set on the routes of one minigame, so its page knows which game it is. */
  minigame?: MinigameGame;
  sideMenuMinigame?: (typeof sideMenuMinigameLinks)[number];
}

const sectionPage: PageLoader = () => import('./pages/section-page');
const homePage: PageLoader = () => import('./pages/home-page');
const minigameLobbyPage: PageLoader = () => import('../features/minigames/pages/minigame-lobby-page');
const minigameGamePage: PageLoader = () => import('../features/minigames/pages/minigame-game-page');
const loginPage: PageLoader = () => import('../features/auth/pages/login-page');
const memberPage: PageLoader = () => import('../features/auth/pages/member-page');
const responsiblePlayPage: PageLoader = () => import('../features/responsible-play/pages/responsible-play-page');
const maintenancePage: PageLoader = () => import('../features/settings/pages/maintenance-page');
const messagePage: PageLoader = () => import('../features/messages/pages/message-page');
const adminPage: PageLoader = () => import('../features/admin/pages/admin-page');
const managerPage: PageLoader = () => import('../features/manager/pages/manager-page');
const koreaBookPage: PageLoader = () => import('../features/sports/pages/korea-book-page');
const europeBookPage: PageLoader = () => import('../features/sports/pages/europe-book-page');
const inplayPage: PageLoader = () => import('../features/sports/pages/inplay-page');
const liveTvPage: PageLoader = () => import('../features/livetv/pages/livetv-page');
const betResultPage: PageLoader = () => import('../features/bet-history/pages/bet-result-page');
const sportsResultsPage: PageLoader = () => import('../features/sports-results/pages/sports-results-page');
const minigameResultsPage: PageLoader = () => import('../features/minigame-results/pages/minigame-results-page');
const virtualBookPage: PageLoader = () => import('../features/sports/pages/virtual-book-page');
const chargePage: PageLoader = () => import('../features/cashier/pages/charge-page');
const exchangePage: PageLoader = () => import('../features/cashier/pages/exchange-page');
const pointPage: PageLoader = () => import('../features/cashier/pages/point-page');
const virtualResultsPage: PageLoader = () => import('../features/sports-results/pages/virtual-results-page');
const tetherChargePage: PageLoader = () => import('../features/cashier/pages/tether-charge-page');
const tetherExchangePage: PageLoader = () => import('../features/cashier/pages/tether-exchange-page');
const cryptoListPage: PageLoader = () => import('../features/cashier/pages/crypto-list-page');
const casinoLobbyPage: PageLoader = () => import('../features/casino/pages/casino-lobby-page');
const slotTournamentPage: PageLoader = () => import('../features/tournaments/pages/slot-tournament-page');
const casinoTournamentPage: PageLoader = () => import('../features/tournaments/pages/casino-tournament-page');
const cryptoViewPage: PageLoader = () => import('../features/cashier/pages/crypto-view-page');
const eventListPage: PageLoader = () => import('../features/site-events/pages/event-list-page');
const eventDetailPage: PageLoader = () => import('../features/site-events/pages/event-detail-page');
const attendancePage: PageLoader = () => import('../features/attendance/pages/attendance-page');
const rulePage: PageLoader = () => import('../features/site-rules/pages/rule-page');
const eventRewardsPage: PageLoader = () => import('../features/site-events/pages/event-rewards-page');
const calculatePage: PageLoader = () => import('../features/rolling/pages/calculate-page');
const calculateSportsPage: PageLoader = () => import('../features/rolling/pages/calculate-sports-page');
const calculateCasinoPage: PageLoader = () => import('../features/rolling/pages/calculate-casino-page');
const calculateTetherPage: PageLoader = () => import('../features/rolling/pages/calculate-tether-page');
const couponPage: PageLoader = () => import('../features/coupons/pages/coupon-page');
const customerPage: PageLoader = () => import('../features/inquiries/pages/customer-page');
const customerViewPage: PageLoader = () => import('../features/inquiries/pages/customer-view-page');
const customerWritePage: PageLoader = () => import('../features/inquiries/pages/customer-write-page');
const friendPage: PageLoader = () => import('../features/friends/pages/friend-page');
const boardListPage: PageLoader = () => import('../features/board/pages/board-list-page');
// The write page alone loads the rich-text editor (Tiptap), so it stays out of every other chunk.
const boardWritePage: PageLoader = () => import('../features/board/pages/board-write-page');
const boardViewPage: PageLoader = () => import('../features/board/pages/board-view-page');
const sharedSlipPage: PageLoader = () => import('../features/shared-slips/pages/shared-slip-page');

/** A page whose contents are its title and an honest empty state until its feature is built. */
/** A page a feature builds whole: only its title comes from ko.pages (no empty text to show). */
const featurePage = (path: string, text: PageTextKey, load: PageLoader): RouteEntry => ({
  path,
  title: ko.pages[text].title,
  layout: 'main',
  access: 'everyone',
  load,
});

const section = (
  path: string,
  text: PageTextKey,
  access: Access = 'everyone',
  layout: LayoutName = 'main',
): RouteEntry => {
  return { path, title: ko.pages[text].title, text, layout, access, load: sectionPage };
};

const providerName = (key: string): string => minigameProviders.find((p) => p.key === key)?.nameKorean ?? key;

/** A minigame's page; the entry carries the game so the page knows which one it is. */
const minigameRoute = (
  path: string,
  title: string,
  game: Pick<RouteEntry, 'minigame' | 'sideMenuMinigame'>,
): RouteEntry => ({
  path,
  title,
  layout: 'main',
  access: 'everyone',
  load: minigameGamePage,
  ...game,
});

// bet365's virtual sports are books of virtual events, not drawn rounds: the virtual book
// (features/sports), titled with the sport's own name (가상축구, 개경주 …).
const minigameRoutes = minigameGames.map((game) =>
  game.kind === 'virtual'
    ? {
        ...minigameRoute(`/minigame/${game.provider}/${game.game}`, game.nameKorean, { minigame: game }),
        load: virtualBookPage,
      }
    : minigameRoute(`/minigame/${game.provider}/${game.game}`, `${providerName(game.provider)} ${game.nameKorean}`, {
        minigame: game,
      }),
);

const sideMenuMinigameRoutes = sideMenuMinigameLinks.map((link) =>
  minigameRoute(`/minigame/${link.slug}`, link.nameKorean, { sideMenuMinigame: link }),
);

/** /game_result/virtuals (soccer's results under the sports' tabs) and a page per sport. */
const virtualResults = (path: string, text: PageTextKey): RouteEntry => ({
  ...section(path, text),
  load: virtualResultsPage,
});

export const routes: readonly RouteEntry[] = [
  { path: '/', title: ko.pages.home.title, layout: 'main', access: 'everyone', load: homePage },
  { path: '/login', title: ko.pages.login.title, layout: 'auth', access: 'everyone', load: loginPage },
  {
    path: '/maintenance',
    title: ko.pages.maintenance.title,
    layout: 'maintenance',
    access: 'everyone',
    load: maintenancePage,
  },
  { path: '/member', title: ko.pages.member.title, layout: 'main', access: 'member', load: memberPage },
  { ...featurePage('/responsible-play', 'responsiblePlay', responsiblePlayPage), access: 'member' },
  { path: '/message', title: ko.pages.message.title, layout: 'main', access: 'member', load: messagePage },
  { path: '/manager', title: ko.pages.manager.title, layout: 'console', access: 'manager', load: managerPage },
  { path: '/admin', title: ko.pages.admin.title, layout: 'console', access: 'admin', load: adminPage },
  { ...featurePage('/attendance', 'attendance', attendancePage), access: 'member' },
  { path: '/bet_result', title: ko.pages.betResult.title, layout: 'main', access: 'member', load: betResultPage },
  { ...featurePage('/calculate', 'calculate', calculatePage), access: 'member' },
  { ...featurePage('/calculateCasino', 'calculateCasino', calculateCasinoPage), access: 'member' },
  { ...featurePage('/calculateEvent', 'calculateEvent', eventRewardsPage), access: 'member' },
  { ...featurePage('/calculateSports', 'calculateSports', calculateSportsPage), access: 'member' },
  { ...featurePage('/calculateTether', 'calculateTether', calculateTetherPage), access: 'member' },
  featurePage('/casino', 'casino', casinoLobbyPage),
  featurePage('/casino/index_cx', 'casinoCx', casinoLobbyPage),
  featurePage('/casino/index_vinus', 'casinoVinus', casinoLobbyPage),
  featurePage('/slot', 'slot', casinoLobbyPage),
  featurePage('/slot/index_cx', 'slotCx', casinoLobbyPage),
  featurePage('/slot/index_vinus', 'slotVinus', casinoLobbyPage),
  featurePage('/tournament', 'tournament', slotTournamentPage),
  featurePage('/tournament_casino', 'tournamentCasino', casinoTournamentPage),
  featurePage('/livetv', 'livetv', liveTvPage),
  { path: '/charge', title: ko.pages.charge.title, layout: 'main', access: 'member', load: chargePage },
  {
    path: '/chargeCrypto',
    title: ko.pages.chargeCrypto.title,
    layout: 'main',
    access: 'member',
    load: tetherChargePage,
  },
  { path: '/exchange', title: ko.pages.exchange.title, layout: 'main', access: 'member', load: exchangePage },
  {
    path: '/exchangeCrypto',
    title: ko.pages.exchangeCrypto.title,
    layout: 'main',
    access: 'member',
    load: tetherExchangePage,
  },
  { path: '/crypto', title: ko.pages.crypto.title, layout: 'main', access: 'member', load: cryptoListPage },
  {
    path: '/crypto/view/:id?',
    title: ko.pages.cryptoView.title,
    layout: 'main',
    access: 'member',
    load: cryptoViewPage,
  },
  { ...featurePage('/coupon', 'coupon', couponPage), access: 'member' },
  { ...featurePage('/friend', 'friend', friendPage), access: 'member' },
  featurePage('/rule', 'rule', rulePage),
  { path: '/mywallet/point', title: ko.pages.point.title, layout: 'main', access: 'member', load: pointPage },
  featurePage('/customer', 'customer', customerPage),
  { ...featurePage('/customer/view/:id?', 'customerView', customerViewPage), access: 'member' },
  { ...featurePage('/customer/write/:flag?', 'customerWrite', customerWritePage), access: 'member' },
  { path: '/europe', title: ko.pages.europe.title, layout: 'main', access: 'everyone', load: europeBookPage },
  { path: '/inplay', title: ko.pages.inplay.title, layout: 'main', access: 'everyone', load: inplayPage },
  featurePage('/event', 'event', eventListPage),
  featurePage('/event/:id', 'eventView', eventDetailPage),
  featurePage('/free', 'free', boardListPage),
  { ...featurePage('/free/write', 'freeWrite', boardWritePage), access: 'member' },
  featurePage('/free/view/:id?', 'freeView', boardViewPage),
  // A shared slip (베팅 공유): anyone with the link, as the books' prices and the board are public.
  featurePage('/slip/:code', 'slip', sharedSlipPage),
  // The results hub opens on its sports tab; its other tabs are the pages below.
  {
    path: '/game_result',
    title: ko.pages.gameResult.title,
    layout: 'main',
    access: 'everyone',
    load: sportsResultsPage,
  },
  {
    path: '/game_result/minigame',
    title: ko.pages.gameResultMinigame.title,
    layout: 'main',
    access: 'everyone',
    load: minigameResultsPage,
  },
  {
    path: '/game_result/sports',
    title: ko.pages.gameResultSports.title,
    layout: 'main',
    access: 'everyone',
    load: sportsResultsPage,
  },
  virtualResults('/game_result/virtuals', 'gameResultVirtuals'),
  virtualResults('/game_result/virtuals/basketball', 'gameResultVirtualBasketball'),
  virtualResults('/game_result/virtuals/dog', 'gameResultVirtualDog'),
  virtualResults('/game_result/virtuals/horse', 'gameResultVirtualHorse'),
  virtualResults('/game_result/virtuals/soccer', 'gameResultVirtualSoccer'),
  { path: '/korea', title: ko.pages.korea.title, layout: 'main', access: 'everyone', load: koreaBookPage },
  { path: '/korea/cross', title: ko.pages.koreaCross.title, layout: 'main', access: 'everyone', load: koreaBookPage },
  {
    path: '/korea/wintielose',
    title: ko.pages.koreaWintielose.title,
    layout: 'main',
    access: 'everyone',
    load: koreaBookPage,
  },
  {
    path: '/korea/handicap',
    title: ko.pages.koreaHandicap.title,
    layout: 'main',
    access: 'everyone',
    load: koreaBookPage,
  },
  {
    path: '/korea/special',
    title: ko.pages.koreaSpecial.title,
    layout: 'main',
    access: 'everyone',
    load: koreaBookPage,
  },
  { path: '/korea/live', title: ko.pages.koreaLive.title, layout: 'main', access: 'everyone', load: koreaBookPage },
  {
    path: '/minigame',
    title: ko.pages.minigame.title,
    layout: 'main',
    access: 'everyone',
    load: minigameLobbyPage,
  },
  ...minigameRoutes,
  ...sideMenuMinigameRoutes,
];

export const findRoute = (path: string): RouteEntry | undefined => routes.find((route) => route.path === path);

/** The route's path, failing loudly at start-up if a menu names a path the table does not have. */
export const routePath = (path: string): string => {
  if (!findRoute(path)) throw new Error(`No route ${path} in the route table`);
  return path;
};
