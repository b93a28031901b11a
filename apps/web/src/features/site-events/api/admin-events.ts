/** The operator's 이벤트 관리 tab. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { EventInput } from '@site/contracts/api/site-events';
import { pathKey } from '@site/contracts/endpoint';
import { eventAdminEndpoints as admin, eventEndpoints } from '@site/contracts/endpoints/site-events';

import { call, endpointQuery } from '../../../lib/call';

export const useAdminEvents = () => useQuery(endpointQuery(admin.list, {}));

/** The body as the server will store it, asked again as the operator types (debounced by the caller). */
export const usePreviewHtml = (body: string) =>
  useQuery({
    ...endpointQuery(admin.preview, { body: { body } }),
    queryFn: () => call(admin.preview, { body: { body } }),
    enabled: body.trim() !== '',
    placeholderData: (previous) => previous,
  });

function useRefreshingMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The console's list and the members' pages, so an operator checking the site sees the change.
    onSettled: () =>
      Promise.all(
        [admin.list, eventEndpoints.list, eventEndpoints.detail].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: pathKey(endpoint) }),
        ),
      ),
  });
}

export const useCreateEvent = () => useRefreshingMutation((body: EventInput) => call(admin.create, { body }));

export const useEditEvent = () =>
  useRefreshingMutation(({ id, body }: { id: number; body: EventInput }) => call(admin.edit, { params: { id }, body }));

export const useRemoveEvent = () => useRefreshingMutation((id: number) => call(admin.remove, { params: { id } }));

/** A picked file as base64; the server checks its type by its bytes and its size. */
export async function uploadImage(file: Blob): Promise<string> {
  const data = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsDataURL(file);
  });
  return (await call(admin.uploadImage, { body: { data } })).imgPath;
}
