import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { SportsSettings, SportsSettingsUpdate } from '@site/contracts/api/admin-sportsbook';

import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const sportsSettingsQuery = queryOptions({
  queryKey: adminKeys.sportsSettings,
  queryFn: () => api<SportsSettings>('admin/sports/settings'),
});

export const useSportsSettings = () => useQuery(sportsSettingsQuery);

/** PUT admin/sports/settings with only the changed fields; the answer is the whole stored settings. */
export function useSaveSportsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SportsSettingsUpdate) =>
      api<SportsSettings>('admin/sports/settings', { method: 'PUT', body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.sportsSettings, saved);
      return queryClient.invalidateQueries({ queryKey: adminKeys.sportsSettings });
    },
  });
}
