import { useQuery } from '@tanstack/react-query';

import type { MinigameSetting, MinigameSettingUpdate } from '@site/contracts/api/minigames';
import { minigameAdminEndpoints } from '@site/contracts/endpoints/minigames';

import { call, endpointQuery } from '../../../lib/call';
import { useSaveListRow } from '../../../components/console/list-row';

/** Every game's setting (the defaults where the operator set none), in the table's order. */
export const minigameSettingsQuery = endpointQuery(minigameAdminEndpoints.settings, {});

export const useMinigameSettings = () => useQuery(minigameSettingsQuery);

/** PUT admin/minigames/:id ({ id: gameId, update }) with only the fields that change. */
export const useSaveMinigameSetting = () =>
  useSaveListRow<MinigameSetting, MinigameSettingUpdate>({
    listKey: minigameSettingsQuery.queryKey,
    save: (gameId, update) => call(minigameAdminEndpoints.saveSetting, { params: { id: gameId }, body: update }),
    idOf: (setting) => setting.gameId,
  });
