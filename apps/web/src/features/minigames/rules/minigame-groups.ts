/** The console's minigame list: each game's setting under its provider, named as the side menu names it. */
import type { MinigameSetting } from '@site/contracts/api/minigames';
import { minigameGroups } from '@site/contracts/minigames';

import { koAdmin } from '../../../i18n/ko-admin';

export interface MinigameRow {
  setting: MinigameSetting;
  /** the game's own name, e.g. 파워볼 1분 */
  name: string;
  /** with its provider, e.g. EOS 파워볼 1분: what the switch, the fields and the messages are named by */
  fullName: string;
}

export interface MinigameGroup {
  key: string;
  name: string;
  rows: MinigameRow[];
}

interface Naming {
  groupKey: string;
  groupName: string;
  name: string;
  fullName: string;
}

const namings = new Map<number, Naming>(
  minigameGroups({ withVirtual: true }).flatMap((group) =>
    group.games.map((game): [number, Naming] => [
      game.id,
      { groupKey: group.key, groupName: group.nameKorean, name: game.nameKorean, fullName: game.title },
    ]),
  ),
);

const unknownNaming = (gameId: number): Naming => ({
  groupKey: 'other',
  groupName: koAdmin.minigames.otherGroup,
  name: koAdmin.minigames.unknownGame(gameId),
  fullName: koAdmin.minigames.unknownGame(gameId),
});

/** The settings grouped by provider, groups and games in the order the server lists them (the table's). */
export function groupMinigameSettings(settings: readonly MinigameSetting[]): MinigameGroup[] {
  const groups = new Map<string, MinigameGroup>();
  for (const setting of settings) {
    const naming = namings.get(setting.gameId) ?? unknownNaming(setting.gameId);
    const row = { setting, name: naming.name, fullName: naming.fullName };
    const group = groups.get(naming.groupKey);
    if (group) group.rows.push(row);
    else groups.set(naming.groupKey, { key: naming.groupKey, name: naming.groupName, rows: [row] });
  }
  return [...groups.values()];
}
