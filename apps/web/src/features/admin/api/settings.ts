import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { SiteSettings } from '@site/contracts/api/settings';

import { api } from '../../../lib/api-client';
import type { SettingsUpdate } from '../rules/settings-form';
import { adminKeys } from './keys';

export const adminSettingsQuery = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: () => api<SiteSettings>('admin/settings'),
});

export const useAdminSettings = () => useQuery(adminSettingsQuery);

/** PUT admin/settings with only the changed fields; the answer is the whole stored settings. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => api<SiteSettings>('admin/settings', { method: 'PUT', body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      return queryClient.invalidateQueries({ queryKey: adminKeys.settings });
    },
  });
}
