import type { Fixture, Market, Selection, TradingStatus } from '@site/contracts/api/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import type { CartBook, SlipMode, SlipPick } from '../bet-slip/api/bet-slip';

/** A page of sports betting: one of the sports books, or a virtual sport's book. */
export type BettingPage = SportsBook | 'virtual';

/**
 * The cart's rule for each book: the in-play rule on live fixtures, the same-market rule elsewhere
 * (a virtual race's cart also refuses two picks of one race in a multi).
 */
export const slipModeOf = (book: BettingPage): SlipMode => {
  if (book === 'live' || book === 'inplay') return 'inplay';
  if (book === 'europe') return 'europe';
  if (book === 'virtual') return 'virtual';
  return 'korea';
};

/**
 * Whose cart a page fills and shows: the 국내형 books (cross, wintielose, handicap, special and their
 * live book) share the 국내형 cart; 유럽형, 인플레이 and the virtual sports keep their own.
 */
export const cartBookOf = (book: BettingPage): CartBook => {
  if (book === 'europe' || book === 'inplay' || book === 'virtual') return book;
  return 'korea';
};

/** What the cart keeps of a pressed odds button: the fixture, the market and the price as shown. */
export function toSlipPick(
  fixture: Fixture,
  market: Market,
  selection: Selection,
  shown: { price: number; status: TradingStatus; live: boolean },
): SlipPick {
  return {
    selectionId: selection.id,
    marketId: market.id,
    fixtureId: fixture.id,
    sportId: fixture.sportId,
    leagueNameKorean: fixture.leagueNameKorean,
    home: fixture.home,
    away: fixture.away,
    startAt: fixture.startAt,
    marketType: market.marketType,
    period: market.period,
    line: market.line,
    selectionName: selection.name,
    price: shown.price,
    live: shown.live,
    status: shown.status,
  };
}
