import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MinigameSetting, MinigameSettingUpdate } from '@site/contracts/api/minigames';

import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { useSaveListRow } from './list-row';

/** Every game's setting (the defaults where the operator set none), in the table's order. */
export const minigameSettingsQuery = queryOptions({
  queryKey: adminKeys.minigames,
  queryFn: () => api<MinigameSetting[]>('admin/minigames'),
});

export const useMinigameSettings = () => useQuery(minigameSettingsQuery);

/** PUT admin/minigames/:id ({ id: gameId, update }) with only the fields that change. */
export const useSaveMinigameSetting = () =>
  useSaveListRow<MinigameSetting, MinigameSettingUpdate>({
    listKey: adminKeys.minigames,
    save: (gameId, update) => api<MinigameSetting>(`admin/minigames/${gameId}`, { method: 'PUT', body: update }),
    idOf: (setting) => setting.gameId,
  });
