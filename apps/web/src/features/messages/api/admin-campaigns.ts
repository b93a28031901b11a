/** The console's 단체 쪽지 calls: the live count, the send, the list with its progress. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { CampaignCreate, MessageSegment } from '@site/contracts/api/admin-message-campaigns';
import { pathKey } from '@site/contracts/endpoint';
import { messageCampaignEndpoints as endpoints } from '@site/contracts/endpoints/message-campaigns';

import { call, endpointQuery } from '../../../lib/call';

/** How often the list is asked again while a campaign is sending. */
export const CAMPAIGN_POLL_MS = 1_000;

/** How many members the segment chooses now; the last count stays shown while the next is asked. */
export const useCampaignPreview = (segment: MessageSegment, enabled: boolean) =>
  useQuery({
    ...endpointQuery(endpoints.preview, { body: { segment } }, { staleTime: 5_000 }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** Every campaign, newest first; asked again every second while any is still sending. */
export const useCampaigns = () =>
  useQuery({
    ...endpointQuery(endpoints.list, {}),
    refetchInterval: (query) =>
      query.state.data?.some((campaign) => campaign.status === 'sending') ? CAMPAIGN_POLL_MS : false,
  });

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignCreate) => call(endpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pathKey(endpoints.list) }),
  });
}
