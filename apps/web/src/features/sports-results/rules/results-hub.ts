/**
 * The results hub (/game_result): three kinds of results, each its own page. /game_result itself
 * shows the sports results, the kind most members look up.
 */
export const RESULTS_HUB_SPORTS = '/game_result/sports';
export const RESULTS_HUB_MINIGAME = '/game_result/minigame';
export const RESULTS_HUB_VIRTUALS = '/game_result/virtuals';

/** The hub's own address (/game_result), which opens on the sports tab under the hub's title. */
export const isResultsHub = (pathname: string): boolean => pathname.replace(/\/+$/, '') === '/game_result';

/** The hub tab a results address belongs to: a virtual sport's page is under 가상게임. */
export function resultsHubTabOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === RESULTS_HUB_MINIGAME) return RESULTS_HUB_MINIGAME;
  if (path === RESULTS_HUB_VIRTUALS || path.startsWith(`${RESULTS_HUB_VIRTUALS}/`)) return RESULTS_HUB_VIRTUALS;
  return RESULTS_HUB_SPORTS;
}
