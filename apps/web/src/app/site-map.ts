/**
 * The site map (issue 29): every member page, grouped as Korean betting sites group them. The phone's
 * drawer and the PC's 전체 메뉴 render this one list, so an entry behaves the same wherever it is
 * tapped (a route, or the dialog of menu-dialog.ts). The top bar keeps its short list (menu.ts).
 */
import { ko } from '../i18n/ko';
import { menuItem, topMenu, type MenuItem } from './menu';

export interface SiteMapEntry extends MenuItem {
  /** `member`: shown to a signed-in member only (a guest's tap would only end at the login). */
  who: 'everyone' | 'member';
  /** 룰렛 is a dialog of its own (features/roulette), not a route: its path is the coupon box it pays into. */
  roulette?: true;
}

export interface SiteMapGroup {
  label: string;
  entries: readonly SiteMapEntry[];
}

const top = (label: string): MenuItem => {
  const entry = topMenu.find((item) => item.label === label);
  if (!entry) throw new Error(`No top menu entry ${label}`);
  return entry;
};
const everyone = (item: MenuItem): SiteMapEntry => ({ ...item, who: 'everyone' });
const member = (item: MenuItem): SiteMapEntry => ({ ...item, who: 'member' });
const page = (path: string, title: string): MenuItem => menuItem(title, path);

const { pages, nav, siteMap: labels } = ko;

export const siteMap: readonly SiteMapGroup[] = [
  {
    label: labels.sports,
    entries: [
      everyone(top(nav.korea)),
      everyone(top(nav.europe)),
      everyone(top(nav.inplay)),
      everyone(page('/livetv', pages.livetv.title)),
      everyone(top(nav.gameResult)),
    ],
  },
  {
    label: labels.games,
    entries: [
      everyone(top(nav.minigame)),
      everyone(top(nav.virtuals)),
      everyone(top(nav.casino)),
      everyone(top(nav.slot)),
      everyone(top(nav.tournament)),
      everyone(page('/tournament_casino', pages.tournamentCasino.title)),
    ],
  },
  {
    label: labels.cashier,
    entries: [
      member(page('/charge', pages.charge.title)),
      member(page('/exchange', pages.exchange.title)),
      member(page('/chargeCrypto', pages.chargeCrypto.title)),
      member(page('/exchangeCrypto', pages.exchangeCrypto.title)),
      member(page('/crypto', pages.crypto.title)),
      member(page('/mywallet/point', pages.point.title)),
    ],
  },
  {
    label: labels.benefits,
    entries: [
      everyone(top(nav.event)),
      member(page('/attendance', pages.attendance.title)),
      // A guest sees them too (SPEC.md §5): 룰렛 asks for the login, 쿠폰함 leads to it.
      { ...everyone(page('/coupon', labels.roulette)), roulette: true },
      everyone(page('/coupon', pages.coupon.title)),
      member(page('/friend', pages.friend.title)),
    ],
  },
  {
    label: labels.mine,
    entries: [
      member(top(nav.betResult)),
      member(page('/calculate', pages.calculate.title)),
      member(page('/message', pages.message.title)),
      member(page('/member', pages.member.title)),
    ],
  },
  {
    label: labels.community,
    entries: [everyone(page('/free', pages.free.title)), everyone(page('/rule', pages.rule.title))],
  },
  {
    label: labels.support,
    entries: [everyone(top(nav.customer))],
  },
];

/** The groups a visitor sees: a guest does not see the member's pages. */
export const siteMapFor = (signedIn: boolean): SiteMapGroup[] =>
  siteMap.flatMap((group) => {
    const entries = group.entries.filter((entry) => signedIn || entry.who === 'everyone');
    return entries.length ? [{ ...group, entries }] : [];
  });

/** Every entry's path, for the highlighted entry (roulette stands for no page). */
export const siteMapItems: readonly MenuItem[] = siteMap.flatMap((group) =>
  group.entries.filter((entry) => !entry.roulette),
);
