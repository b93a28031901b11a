import type { Fixture, Market, Selection, TradingStatus } from '@site/contracts/api/sports';
import type { SportsBook } from '@site/contracts/sports-markets';

import type { SlipMode, SlipPick } from '../bet-slip/api/bet-slip';

/** The cart's rule for each book: the in-play rule on live fixtures, the same-market rule elsewhere. */
export const slipModeOf = (book: SportsBook): SlipMode => {
  if (book === 'live' || book === 'inplay') return 'inplay';
  if (book === 'europe') return 'europe';
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
