import { minigameGames, sideMenuMinigameLinks } from '@site/contracts/minigames';

/** Every game id a member may meet, in table order: the provider table's and the side menu's own (901-904). */
export const knownGameIds: readonly number[] = [
  ...new Set([...minigameGames.map((game) => game.id), ...sideMenuMinigameLinks.map((link) => link.id)]),
];
