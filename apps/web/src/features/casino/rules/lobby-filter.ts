/** Which of a lobby's games a tile grid shows: a vendor tab or 즐겨찾기, narrowed by the search text. */
import type { CasinoGame, CasinoVendor } from '@site/contracts/api/casino';

/** `all`, `favourites`, or a vendor's code. */
export type LobbyTab = 'all' | 'favourites' | (string & {});

/** Search ignores case and spaces, so '스위트 보난자' finds '스위트보난자' and 'sweet' finds 'Sweet'. */
const normalise = (text: string): string => text.toLocaleLowerCase('ko').replace(/\s+/g, '');

export function filterGames(games: readonly CasinoGame[], tab: LobbyTab, search: string): CasinoGame[] {
  const wanted = normalise(search);
  return games.filter(
    (game) =>
      (tab === 'all' || (tab === 'favourites' ? game.favourite : game.vendor === tab)) &&
      (!wanted || normalise(game.nameKorean).includes(wanted) || normalise(game.code).includes(wanted)),
  );
}

/** A game opens nothing while its vendor, or the game itself, is under maintenance. */
export const isUnderMaintenance = (game: CasinoGame, vendors: readonly CasinoVendor[]): boolean =>
  game.maintenance || vendors.some((vendor) => vendor.code === game.vendor && vendor.maintenance);
