/**
 * The site map (issue 29): every member page once, with what a tap on it does, and each menu of the
 * site as a choice of these entries — the phone's drawer and the PC's 전체 메뉴 (all groups), the PC's
 * top bar and side menu, the footer, the 내 정보 dialog, the home page's tiles and the member bar. An
 * entry behaves the same wherever it is tapped, because every menu renders the same entry
 * (layouts/entry-action.ts); who may open it is its route's access in the route table.
 */
import { ko, koAuth } from '../i18n/ko';
import { menuItem, type MenuItem } from './menu';
import { findRoute } from './routes';

/**
 * What a tap does, the same in every menu (docs/decisions/043): follow the route, whose guard decides
 * who enters (a guest on a member page is asked to log in and comes back), or open the roulette, a
 * dialog of its own (features/roulette) rather than a page.
 */
export type EntryAction = 'route' | 'roulette';

export interface SiteEntry extends MenuItem {
  /** `member`: the route is for members (a guest would only meet the login): hidden from a guest. */
  who: 'everyone' | 'member';
  action: EntryAction;
  /** the word for tight places (the phone's footer, the PC's member bar): 입금 for 입금신청 */
  short?: string;
}

export interface SiteMapGroup {
  label: string;
  entries: readonly SiteEntry[];
}

function entry(
  label: string,
  path: string,
  { section, short, action = 'route' }: { section?: string; short?: string; action?: EntryAction } = {},
): SiteEntry {
  const item = menuItem(label, path, section ? { section } : {});
  // A page is for whom its route is; the roulette shows to a guest too and asks for the login itself
  // (SPEC.md §5, §6: roulette and member actions ask a guest to log in).
  const open = action !== 'route' || findRoute(path)?.access === 'everyone';
  return { ...item, who: open ? 'everyone' : 'member', action, ...(short && { short }) };
}

const { pages, nav, siteMap: labels } = ko;

/** Every entry of every menu, once. */
export const entries = {
  home: entry(ko.footer.home, '/'),
  korea: entry(nav.korea, '/korea/cross', { section: '/korea' }),
  koreaCross: entry(pages.koreaCross.title, '/korea/cross'),
  koreaWintielose: entry(pages.koreaWintielose.title, '/korea/wintielose'),
  koreaHandicap: entry(pages.koreaHandicap.title, '/korea/handicap'),
  koreaSpecial: entry(pages.koreaSpecial.title, '/korea/special'),
  koreaLive: entry(pages.koreaLive.title, '/korea/live'),
  europe: entry(nav.europe, '/europe'),
  inplay: entry(nav.inplay, '/inplay'),
  livetv: entry(pages.livetv.title, '/livetv'),
  gameResult: entry(nav.gameResult, '/game_result'),
  resultSports: entry(pages.gameResultSports.title, '/game_result/sports'),
  resultMinigame: entry(pages.gameResultMinigame.title, '/game_result/minigame'),
  resultVirtuals: entry(pages.gameResultVirtuals.title, '/game_result/virtuals'),
  minigame: entry(nav.minigame, '/minigame'),
  virtuals: entry(nav.virtuals, '/minigame/bet365/soccer', { section: '/minigame/bet365' }),
  // The lobbies: a table or a slot asks before it opens, from its tile (features/casino).
  casino: entry(nav.casino, '/casino'),
  slot: entry(nav.slot, '/slot'),
  tournament: entry(nav.tournament, '/tournament'),
  tournamentCasino: entry(pages.tournamentCasino.title, '/tournament_casino'),
  charge: entry(pages.charge.title, '/charge', { short: ko.footer.charge }),
  exchange: entry(pages.exchange.title, '/exchange', { short: ko.footer.exchange }),
  chargeCrypto: entry(pages.chargeCrypto.title, '/chargeCrypto'),
  exchangeCrypto: entry(pages.exchangeCrypto.title, '/exchangeCrypto'),
  crypto: entry(pages.crypto.title, '/crypto'),
  point: entry(pages.point.title, '/mywallet/point'),
  event: entry(nav.event, '/event'),
  attendance: entry(pages.attendance.title, '/attendance'),
  // SPEC.md §5: the roulette needs a login; the coupons it pays go to the coupon box, its path.
  roulette: entry(labels.roulette, '/coupon', { action: 'roulette' }),
  coupon: entry(pages.coupon.title, '/coupon', { short: koAuth.coupon }),
  friend: entry(pages.friend.title, '/friend'),
  betResult: entry(nav.betResult, '/bet_result'),
  calculate: entry(pages.calculate.title, '/calculate'),
  message: entry(pages.message.title, '/message'),
  member: entry(pages.member.title, '/member'),
  responsiblePlay: entry(pages.responsiblePlay.title, '/responsible-play'),
  free: entry(pages.free.title, '/free'),
  rule: entry(pages.rule.title, '/rule'),
  customer: entry(nav.customer, '/customer'),
} as const satisfies Record<string, SiteEntry>;

const e = entries;
const group = (label: string, list: readonly SiteEntry[]): SiteMapGroup => ({ label, entries: list });

const sports = group(labels.sports, [e.korea, e.europe, e.inplay, e.livetv, e.gameResult]);
const games = group(labels.games, [e.minigame, e.virtuals, e.casino, e.slot, e.tournament, e.tournamentCasino]);
const cashier = group(labels.cashier, [e.charge, e.exchange, e.chargeCrypto, e.exchangeCrypto, e.crypto, e.point]);
const benefits = group(labels.benefits, [e.event, e.attendance, e.roulette, e.coupon, e.friend]);
const mine = group(labels.mine, [e.betResult, e.calculate, e.message, e.member, e.responsiblePlay]);
const community = group(labels.community, [e.free, e.rule]);
const support = group(labels.support, [e.customer]);

/** The whole map: the phone's drawer and the PC's 전체 메뉴. */
export const siteMap: readonly SiteMapGroup[] = [sports, games, cashier, benefits, mine, community, support];

/** The PC's top bar: the offerings, then the member's history, the results and 고객센터 (SPEC.md §2). */
export const topBar: readonly SiteEntry[] = [
  e.korea,
  e.europe,
  e.inplay,
  e.minigame,
  e.virtuals,
  e.casino,
  e.slot,
  e.tournament,
  e.event,
  e.betResult,
  e.gameResult,
  e.customer,
];

/**
 * The side menu (the PC's, and the phone's inside the drawer) around its sport and minigame buttons:
 * the Korean-style books, the result pages, and on a PC the other ways to follow a match (the drawer
 * lists those in its map already).
 */
export const sideMenu = {
  koreaBooks: [e.koreaCross, e.koreaWintielose, e.koreaHandicap, e.koreaSpecial, e.koreaLive],
  results: [e.resultSports, e.resultMinigame, e.resultVirtuals],
  liveSports: [e.europe, e.inplay, e.livetv],
} as const satisfies Record<string, readonly SiteEntry[]>;

/** The phone's fixed footer: its five buttons (SPEC.md §2). */
export const bottomBar: readonly SiteEntry[] = [e.charge, e.exchange, e.home, e.event, e.customer];

/** The footer under every page: where a member looks for help, the rules and the community. */
export const footerGroups: readonly SiteMapGroup[] = [
  group(labels.support, [e.customer, e.gameResult]),
  community,
  group(labels.benefits, [e.event, e.attendance, e.coupon]),
];

/** The 내 정보 dialog: the member's money (won and tether) and the member's own pages. */
export const userInfoGroups: readonly SiteMapGroup[] = [
  cashier,
  group(labels.mine, [
    e.betResult,
    e.calculate,
    e.coupon,
    e.message,
    e.friend,
    e.member,
    e.responsiblePlay,
    e.customer,
  ]),
];

/** The home page's tiles (app/home/quick-links.tsx). */
export const homeTiles: readonly SiteEntry[] = [e.korea, e.europe, e.inplay, e.minigame, e.casino, e.slot];

/** The PC's member bar beside the balance: 입금 and 출금 in sight, then the coupons, the roulette, the profile. */
export const memberBar = {
  money: [e.charge, e.exchange],
  mine: [e.coupon, e.roulette, e.member],
} as const satisfies Record<string, readonly SiteEntry[]>;

/** The groups a visitor sees: a guest does not see the member's pages. */
export const groupsFor = (groups: readonly SiteMapGroup[], signedIn: boolean): SiteMapGroup[] =>
  groups.flatMap((item) => {
    const list = item.entries.filter((entry) => signedIn || entry.who === 'everyone');
    return list.length ? [{ ...item, entries: list }] : [];
  });

/** The map's groups a visitor sees. */
export const siteMapFor = (signedIn: boolean): SiteMapGroup[] => groupsFor(siteMap, signedIn);

/** Every entry's path, for the highlighted entry (the roulette stands for no page). */
export const siteMapItems: readonly MenuItem[] = siteMap.flatMap((item) =>
  item.entries.filter((entry) => entry.action === 'route'),
);
