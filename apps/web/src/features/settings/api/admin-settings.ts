import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { siteSettingsAdminEndpoints } from '@site/contracts/endpoints/site-settings-admin';

import { call, endpointQuery } from '../../../lib/call';
import type { SettingsUpdate } from '../rules/settings-form';

export const adminSettingsQuery = endpointQuery(siteSettingsAdminEndpoints.settings, {});

export const useAdminSettings = () => useQuery(adminSettingsQuery);

/** Saves only the changed fields; the answer is the whole stored settings. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => call(siteSettingsAdminEndpoints.saveSettings, { body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: adminSettingsQuery.queryKey });
    },
  });
}
