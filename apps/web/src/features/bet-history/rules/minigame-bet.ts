/** How a minigame bet (game type 3) names its game: the provider's and the game's Korean names. */
import { namedMinigame } from '@site/contracts/minigames';

import { koBetHistory } from '../../../i18n/ko-results';

/**
 * "EOS 파워볼 1분" for game 211, "동행 파워볼" for the side menu's game 901; a game the tables do
 * not know (yet) is named by its id.
 */
export const minigameName = (gameId: number): string =>
  namedMinigame(gameId)?.title ?? koBetHistory.minigame.unknownGame(gameId);
